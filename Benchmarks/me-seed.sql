-- Data for the `me` benchmark (Benchmarks/run me): other families around the benchmark account, so the queries of
-- GET /me run against tables of a realistic size rather than one row each. Run as the owner role (`quad`), which
-- is not subject to row-level security; triggers still run (profiles are made from the sign-up metadata, household
-- limits are checked).
--
--   psql -v families=5000 -f Benchmarks/me-seed.sql "<connection string>"
--
-- Each family: a guardian account, a student account with its own student record and its profile, a managed student
-- record, one live household holding all three, a pending invitation, and two guardian reads in the student's
-- access log.

\set ON_ERROR_STOP 1
begin;
-- The rows below are valid by construction (one household per person, three members each); the limits trigger
-- would check every insert with a scan of household_members, so it is off for this transaction only.
alter table public.household_members disable trigger household_members_check_limits;

create temporary table bench_family on commit drop as
select i,
       gen_random_uuid() as guardian, gen_random_uuid() as student_user,
       gen_random_uuid() as own_record, gen_random_uuid() as managed_record, gen_random_uuid() as household
from generate_series(1, :families) as i;

insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
select guardian, 'guardian' || i || '@family.test', now(),
       jsonb_build_object('birth_year', 1975 + i % 20, 'display_name', 'Guardian ' || i)
from bench_family
union all
select student_user, 'student' || i || '@family.test', now(),
       jsonb_build_object('birth_year', 2008, 'display_name', 'Student ' || i)
from bench_family;

insert into public.students (id, user_id, display_name, grad_year)
select own_record, student_user, 'Student ' || i, 2027 from bench_family;
insert into public.students (id, managed_by, display_name, grad_year)
select managed_record, guardian, 'Younger ' || i, 2031 from bench_family;

insert into public.households (id, name, created_by)
select household, 'Family ' || i, guardian from bench_family;

insert into public.household_members (household_id, user_id, role, status, can_edit, accepted_at)
select household, guardian, 'guardian', 'active', true, now() from bench_family;
insert into public.household_members (household_id, student_id, role, status, accepted_at)
select household, own_record, 'student', 'active', now() from bench_family
union all
select household, managed_record, 'student', 'active', now() from bench_family;

insert into public.invitations (household_id, token_hash, email, side, invited_by)
select household, md5('bench-invite-' || i) || md5('bench-invite-2-' || i), 'grandparent' || i || '@family.test',
       'guardian', guardian
from bench_family;

insert into public.student_profiles (student_id, data, updated_by)
select own_record, jsonb_build_object('tests', jsonb_build_object('satTotal', 1000 + i % 600),
                                      'preferences', jsonb_build_object('sizes', jsonb_build_array('small'))), student_user
from bench_family;

insert into public.access_log (viewer_id, student_id, table_name, at)
select guardian, own_record, 'student_profiles', now() - (n || ' hours')::interval
from bench_family, generate_series(1, 2) as n;

alter table public.household_members enable trigger household_members_check_limits;
commit;
analyze auth.users, public.profiles, public.students, public.households, public.household_members,
  public.invitations, public.access_log, public.student_profiles;
