-- 0017_list_change: lock_list_for_change() runs as the caller and answers, in order, account_deleted, the lock
-- (through the update policy), list_read_only (readable, not changeable) or list_not_found (hidden or unknown); a
-- refusal aborts the statement that called it. One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

-- S: a student; V: a view-only guardian and E: an editing guardian of S's household; W: a stranger; D: an account
-- scheduled for deletion with a list of its own.
insert into ids (key, id) values
  ('S', 'a6000000-0000-4000-8000-000000000001'), ('V', 'a6000000-0000-4000-8000-000000000002'),
  ('E', 'a6000000-0000-4000-8000-000000000003'), ('W', 'a6000000-0000-4000-8000-000000000004'),
  ('D', 'a6000000-0000-4000-8000-000000000005'),
  ('SR', 'b6000000-0000-4000-8000-000000000001'), ('H', 'c6000000-0000-4000-8000-000000000001'),
  ('L', 'd6000000-0000-4000-8000-000000000001'), ('LV', 'd6000000-0000-4000-8000-000000000002'),
  ('LD', 'd6000000-0000-4000-8000-000000000003'), ('NONE', 'd6000000-0000-4000-8000-0000000000ff');

insert into auth.users (id, email) select pg_temp.t_id(k), lower(k) || '@example.test' from unnest(array['S', 'V', 'E', 'W', 'D']) k;
insert into public.students (id, user_id, display_name) values (pg_temp.t_id('SR'), pg_temp.t_id('S'), 'Sam');
insert into public.households (id, name, created_by) values (pg_temp.t_id('H'), 'Home', pg_temp.t_id('V'));
insert into public.household_members (household_id, user_id, student_id, role, can_edit) values
  (pg_temp.t_id('H'), pg_temp.t_id('V'), null, 'guardian', false),
  (pg_temp.t_id('H'), pg_temp.t_id('E'), null, 'guardian', true),
  (pg_temp.t_id('H'), null, pg_temp.t_id('SR'), 'student', false);
insert into public.lists (id, student_id, user_id, name, is_default) values
  (pg_temp.t_id('L'), pg_temp.t_id('SR'), null, 'My list', true),
  (pg_temp.t_id('LV'), null, pg_temp.t_id('V'), 'Mine', true),
  (pg_temp.t_id('LD'), null, pg_temp.t_id('D'), 'Mine', true);
insert into public.list_items (list_id, unit_id, position) values (pg_temp.t_id('L'), '1', 0), (pg_temp.t_id('L'), '2', 1),
  (pg_temp.t_id('LD'), '5', 0);
update public.profiles set deleted_at = now() where id = pg_temp.t_id('D');

do $$
begin
  perform pg_temp.t_check('the student locks their list', pg_temp.t_rows('S', 'select public.lock_list_for_change({L})'), '1');
  perform pg_temp.t_check('the editing guardian too', pg_temp.t_rows('E', 'select public.lock_list_for_change({L})'), '1');
  perform pg_temp.t_check('the view-only guardian reads but may not change it',
    pg_temp.t_rows('V', 'select public.lock_list_for_change({L})'), '42501:list_read_only');
  perform pg_temp.t_check('a household member''s own list is read-only to the student',
    pg_temp.t_rows('S', 'select public.lock_list_for_change({LV})'), '42501:list_read_only');
  perform pg_temp.t_check('and to the editing guardian', pg_temp.t_rows('E', 'select public.lock_list_for_change({LV})'),
    '42501:list_read_only');
  perform pg_temp.t_check('its owner changes it', pg_temp.t_rows('V', 'select public.lock_list_for_change({LV})'), '1');
  perform pg_temp.t_check('a stranger does not see it', pg_temp.t_rows('W', 'select public.lock_list_for_change({L})'),
    'P0002:list_not_found');
  perform pg_temp.t_check('no such list', pg_temp.t_rows('S', 'select public.lock_list_for_change({NONE})'),
    'P0002:list_not_found');
  perform pg_temp.t_check('an account scheduled for deletion changes nothing, not even its own list',
    pg_temp.t_rows('D', 'select public.lock_list_for_change({LD})'), '42501:account_deleted');
  perform pg_temp.t_check('claims without a user see no list', pg_temp.t_rows('nosub', 'select public.lock_list_for_change({L})'),
    'P0002:list_not_found');
  perform pg_temp.t_check('anon may not call it', pg_temp.t_rows('anon', 'select public.lock_list_for_change({L})'), 'perm');

  -- A refusal aborts the statement that called it. The item policies alone would let the deleted account change its
  -- own list; behind the lock it writes nothing.
  perform pg_temp.t_check('the policies alone let it write', pg_temp.t_rows('D',
    $q$update public.list_items set category = 'reach' where list_id = {LD}$q$), '1');
  perform pg_temp.t_check('behind the lock it does not', pg_temp.t_rows('D', $q$
    with guard as (select public.lock_list_for_change({LD}))
    update public.list_items set category = 'reach' from guard where list_id = {LD}$q$), '42501:account_deleted');
end
$$;

select pg_temp.t_done('list_change');
rollback;
