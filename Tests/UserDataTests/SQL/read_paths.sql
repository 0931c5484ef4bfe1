-- 0010_read_paths rewrote the student policies and household_of() to run once per statement. The oracle here is
-- 0002's own definition, still in the schema: a record is readable when user_id or managed_by is the caller or
-- can_read_student(id) says so, editable likewise with can_edit_student(id), and household_of() is 0002's single
-- query, copied below. For every actor of a fixture that covers each branch (own, managed, guardian with and
-- without edit access, an invited-only membership, a closed household, deleted records), the rows the policies let
-- through must be exactly the oracle's. One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

-- GA: guardian of H1 with edit access; GB: guardian of H1 without; GI: invited (not active) guardian of H1;
-- GC: guardian of the closed household H2; S1: student of H1 through own record R1; S2: own record R2 deleted but
-- still a member of H1; S5: own record R5 whose membership is only 'invited'; Z: nobody's anything.
-- M1: managed by GA, in H1; M2: managed by GA, in no household; M3: managed by GC, in H2; M4: managed by GB,
-- deleted, still a member of H1.
insert into ids (key, id) values
  ('GA', 'a1000000-0000-4000-8000-000000000001'), ('GB', 'a1000000-0000-4000-8000-000000000002'),
  ('GI', 'a1000000-0000-4000-8000-000000000003'), ('GC', 'a1000000-0000-4000-8000-000000000004'),
  ('S1', 'a1000000-0000-4000-8000-000000000005'), ('S2', 'a1000000-0000-4000-8000-000000000006'),
  ('S5', 'a1000000-0000-4000-8000-000000000007'), ('Z', 'a1000000-0000-4000-8000-000000000008'),
  ('R1', 'b1000000-0000-4000-8000-000000000001'), ('R2', 'b1000000-0000-4000-8000-000000000002'),
  ('R5', 'b1000000-0000-4000-8000-000000000005'), ('M1', 'b1000000-0000-4000-8000-000000000011'),
  ('M2', 'b1000000-0000-4000-8000-000000000012'), ('M3', 'b1000000-0000-4000-8000-000000000013'),
  ('M4', 'b1000000-0000-4000-8000-000000000014'),
  ('H1', 'c1000000-0000-4000-8000-000000000001'), ('H2', 'c1000000-0000-4000-8000-000000000002');

insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@read-paths.test', jsonb_build_object('birth_year', '1980')
from unnest(array['GA', 'GB', 'GI', 'GC', 'S1', 'S2', 'S5', 'Z']) as k;

insert into public.students (id, user_id, managed_by, display_name, deleted_at) values
  (pg_temp.t_id('R1'), pg_temp.t_id('S1'), null, 'R1', null),
  (pg_temp.t_id('R2'), pg_temp.t_id('S2'), null, 'R2', now()),
  (pg_temp.t_id('R5'), pg_temp.t_id('S5'), null, 'R5', null),
  (pg_temp.t_id('M1'), null, pg_temp.t_id('GA'), 'M1', null),
  (pg_temp.t_id('M2'), null, pg_temp.t_id('GA'), 'M2', null),
  (pg_temp.t_id('M3'), null, pg_temp.t_id('GC'), 'M3', null),
  (pg_temp.t_id('M4'), null, pg_temp.t_id('GB'), 'M4', now());

insert into public.households (id, name, created_by, deleted_at) values
  (pg_temp.t_id('H1'), 'One', pg_temp.t_id('GA'), null),
  (pg_temp.t_id('H2'), 'Two', pg_temp.t_id('GC'), now());

insert into public.household_members (household_id, user_id, student_id, role, status, can_edit) values
  (pg_temp.t_id('H1'), pg_temp.t_id('GA'), null, 'guardian', 'active', true),
  (pg_temp.t_id('H1'), pg_temp.t_id('GB'), null, 'guardian', 'active', false),
  (pg_temp.t_id('H1'), pg_temp.t_id('GI'), null, 'guardian', 'invited', true),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('R1'), 'student', 'active', false),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('R2'), 'student', 'active', false),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('R5'), 'student', 'invited', false),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('M1'), 'student', 'active', false),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('M4'), 'student', 'active', false),
  (pg_temp.t_id('H2'), pg_temp.t_id('GC'), null, 'guardian', 'active', true),
  (pg_temp.t_id('H2'), null, pg_temp.t_id('M3'), 'student', 'active', false);

-- 0002's household_of(), verbatim, as the oracle for the rewritten one.
create function pg_temp.household_of_0002(p_user uuid) returns uuid language sql stable as $f$
  select m.household_id
  from public.household_members m
  join public.households h on h.id = m.household_id and h.deleted_at is null
  left join public.students s on s.id = m.student_id
  where m.status = 'active'
    and ((m.role = 'guardian' and m.user_id = p_user)
      or (m.role = 'student' and s.user_id = p_user and s.deleted_at is null))
  order by coalesce(m.accepted_at, m.created), m.id
  limit 1
$f$;

do $$
declare
  v_actor text;
  v_ids uuid[];
  v_users uuid[];
  v_managers uuid[];
  v_got text;
  v_want text;
begin
  select array_agg(id order by id), array_agg(user_id order by id), array_agg(managed_by order by id)
  into v_ids, v_users, v_managers from public.students;

  foreach v_actor in array array['GA', 'GB', 'GI', 'GC', 'S1', 'S2', 'S5', 'Z', 'nosub'] loop
    perform pg_temp.t_become(v_actor);
    select coalesce(string_agg(id::text, ' ' order by id), '') into v_got from public.students;
    select coalesce(string_agg(a.id::text, ' ' order by a.id), '') into v_want
    from unnest(v_ids, v_users, v_managers) as a (id, u, m)
    where a.u = auth.uid() or a.m = auth.uid() or public.can_read_student(a.id);
    perform pg_temp.t_become('owner');
    perform pg_temp.t_check(v_actor || ' reads the records 0002 allowed', v_got, v_want);

    perform pg_temp.t_become(v_actor);
    begin
      with touched as (update public.students set grad_year = grad_year returning id)
      select coalesce(string_agg(id::text, ' ' order by id), '') into v_got from touched;
      raise exception using errcode = 'QT002';
    exception when sqlstate 'QT002' then
      null;
    end;
    select coalesce(string_agg(a.id::text, ' ' order by a.id), '') into v_want
    from unnest(v_ids, v_users, v_managers) as a (id, u, m)
    where (a.u = auth.uid() or a.m = auth.uid() or public.can_edit_student(a.id))
      and (a.u = auth.uid() or a.m = auth.uid() or public.can_read_student(a.id));
    perform pg_temp.t_become('owner');
    perform pg_temp.t_check(v_actor || ' updates the records 0002 allowed', v_got, v_want);

    if v_actor <> 'nosub' then
      perform pg_temp.t_check(v_actor || ' household_of as 0002',
        coalesce(public.household_of(pg_temp.t_id(v_actor))::text, 'none'),
        coalesce(pg_temp.household_of_0002(pg_temp.t_id(v_actor))::text, 'none'));
    end if;
  end loop;

  -- The fixture is not degenerate: by hand, GA reads R1 (guardian), M1 and M2 (managed), not R2/M4 (deleted, not
  -- managed by GA), R5 (invited only) or M3 (closed household); GB reads R1, M1 and M4 (managed, though deleted)
  -- but edits only M4; GC reads M3 (managed) only; Z reads nothing.
  perform pg_temp.t_check('GA by hand', pg_temp.t_val('GA',
    'select string_agg(display_name, '' '' order by display_name) from public.students'), 'M1 M2 R1');
  perform pg_temp.t_check('GB by hand', pg_temp.t_val('GB',
    'select string_agg(display_name, '' '' order by display_name) from public.students'), 'M1 M4 R1');
  perform pg_temp.t_check('GB edits by hand', pg_temp.t_val('GB',
    'with u as (update public.students set grad_year = grad_year returning display_name) '
    || 'select string_agg(display_name, '' '' order by display_name) from u'), 'M4');
  perform pg_temp.t_check('GC by hand', pg_temp.t_val('GC',
    'select string_agg(display_name, '' '' order by display_name) from public.students'), 'M3');
  perform pg_temp.t_check('Z by hand', pg_temp.t_val('Z', 'select count(*) from public.students'), '0');
  perform pg_temp.t_check('household_of by hand', coalesce(public.household_of(pg_temp.t_id('S1'))::text, 'none')
    || ' ' || coalesce(public.household_of(pg_temp.t_id('S2'))::text, 'none')
    || ' ' || coalesce(public.household_of(pg_temp.t_id('GC'))::text, 'none'),
    pg_temp.t_id('H1')::text || ' none none');
end
$$;

select pg_temp.t_done('read_paths');
rollback;
