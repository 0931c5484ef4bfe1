-- 0015_list_board: one dream college per list, priority 1–100, positions unique per list (a deferred key, so a swap
-- inside one transaction works), and the list lock through the update policy (a reader who may not change the list
-- gets no row and no lock). One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

-- S: a student; V: a view-only guardian of S's household; W: a stranger.
insert into ids (key, id) values
  ('S', 'a5000000-0000-4000-8000-000000000001'), ('V', 'a5000000-0000-4000-8000-000000000002'),
  ('W', 'a5000000-0000-4000-8000-000000000003'),
  ('SR', 'b5000000-0000-4000-8000-000000000001'), ('H', 'c5000000-0000-4000-8000-000000000001'),
  ('L', 'd5000000-0000-4000-8000-000000000001');

insert into auth.users (id, email) select pg_temp.t_id(k), lower(k) || '@example.test' from unnest(array['S', 'V', 'W']) k;
insert into public.students (id, user_id, display_name) values (pg_temp.t_id('SR'), pg_temp.t_id('S'), 'Sam');
insert into public.households (id, name, created_by) values (pg_temp.t_id('H'), 'Home', pg_temp.t_id('V'));
insert into public.household_members (household_id, user_id, student_id, role, can_edit) values
  (pg_temp.t_id('H'), pg_temp.t_id('V'), null, 'guardian', false),
  (pg_temp.t_id('H'), null, pg_temp.t_id('SR'), 'student', false);
insert into public.lists (id, student_id, name, is_default) values (pg_temp.t_id('L'), pg_temp.t_id('SR'), 'My list', true);
insert into public.list_items (list_id, unit_id, position) values
  (pg_temp.t_id('L'), '1', 0), (pg_temp.t_id('L'), '2', 1), (pg_temp.t_id('L'), '3', 2);

do $$
begin
  perform pg_temp.t_check('a dream', pg_temp.t_rows('S',
    $q$update public.list_items set dream = true where list_id = {L} and unit_id = '1'$q$), '1');
  perform pg_temp.t_become('S');
  update public.list_items set dream = true where list_id = pg_temp.t_id('L') and unit_id = '1';
  update public.list_items set dream = true where list_id = pg_temp.t_id('L') and unit_id = '2';
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('a second dream moves it', (select string_agg(unit_id, ',' order by unit_id)
    from public.list_items where list_id = pg_temp.t_id('L') and dream), '2');
  perform pg_temp.t_check('priority 1 to 100', pg_temp.t_rows('S',
    $q$update public.list_items set priority = 101 where list_id = {L} and unit_id = '1'$q$), '23514');
  perform pg_temp.t_check('priority 0 refused', pg_temp.t_rows('S',
    $q$update public.list_items set priority = 0 where list_id = {L} and unit_id = '1'$q$), '23514');
  perform pg_temp.t_check('priority 100 kept', pg_temp.t_rows('S',
    $q$update public.list_items set priority = 100 where list_id = {L} and unit_id = '1'$q$), '1');
  -- The key is checked at commit, so a swap in one statement passes through a moment with two equal positions.
  perform pg_temp.t_check('a swap in one statement', pg_temp.t_rows('S', $q$
    update public.list_items set position = case unit_id when '1' then 1 else 0 end
    where list_id = {L} and unit_id in ('1', '2')$q$), '2');
  -- The lock goes through the update policy.
  perform pg_temp.t_check('the student locks their list', pg_temp.t_rows('S',
    'select id from public.lists where id = {L} for no key update'), '1');
  perform pg_temp.t_check('the view-only guardian reads it', pg_temp.t_rows('V', 'select id from public.lists where id = {L}'), '1');
  perform pg_temp.t_check('but gets no lock', pg_temp.t_rows('V',
    'select id from public.lists where id = {L} for no key update'), '0');
  perform pg_temp.t_check('a stranger neither', pg_temp.t_rows('W',
    'select id from public.lists where id = {L} for no key update'), '0');
end
$$;

-- The deferred key itself: a duplicate position fails when the constraint is checked.
do $$
begin
  perform pg_temp.t_become('owner');
  begin
    update public.list_items set position = 0 where list_id = pg_temp.t_id('L') and unit_id = '3';
    set constraints list_items_position_once immediate;
    perform pg_temp.t_check('a duplicate position is refused', 'accepted', '23505');
  exception when unique_violation then
    perform pg_temp.t_check('a duplicate position is refused', '23505', '23505');
  end;
  set constraints list_items_position_once deferred;
end
$$;

select pg_temp.t_done('list_board');
rollback;
