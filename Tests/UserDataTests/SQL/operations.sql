-- The operations schema and the deletion sweeper (0016_operations): service_role alone may use the ops schema (anon
-- and authenticated get nothing, not even USAGE), the sweeper function is executable by service_role only, refuses
-- a cutoff under 30 days, and purges in the site's order what was soft-deleted at or before the cutoff: student
-- records without an account of their own or whose account goes too, closed households, then the accounts (their
-- profile, lists and follows cascading), keeping a student record whose own account still exists and naming it in
-- the report. Rows recorded before the migration that carry a school count are
-- builds. One transaction, rolled back at the end; prints
-- one summary line.
begin;

-- @include _helpers.sql

-- ---- people ----------------------------------------------------------------------------------------------------
-- D: deleted 40 days ago (goes), with own student record DR (deleted with D: goes) and a managed record DM (deleted
-- 40 days ago, no account of its own: goes). R: deleted 10 days ago (stays, within the grace). K: a live account
-- whose own student record KR carries an old deleted_at (kept: its account exists). HD: a household closed 40 days
-- ago (goes); HR: closed 10 days ago (stays); HL: live.
insert into ids (key, id) values
  ('D', 'a6000000-0000-4000-8000-000000000001'), ('R', 'a6000000-0000-4000-8000-000000000002'),
  ('K', 'a6000000-0000-4000-8000-000000000003'),
  ('DR', 'b6000000-0000-4000-8000-000000000001'), ('DM', 'b6000000-0000-4000-8000-000000000002'),
  ('KR', 'b6000000-0000-4000-8000-000000000003'), ('RR', 'b6000000-0000-4000-8000-000000000004'),
  ('HD', 'c6000000-0000-4000-8000-000000000001'), ('HR', 'c6000000-0000-4000-8000-000000000002'),
  ('HL', 'c6000000-0000-4000-8000-000000000003');

insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@example.test', '{}'::jsonb from (values ('D'), ('R'), ('K')) as v(k);
update public.profiles set deleted_at = now() - interval '40 days' where id = pg_temp.t_id('D');
update public.profiles set deleted_at = now() - interval '10 days' where id = pg_temp.t_id('R');
insert into public.students (id, user_id, managed_by, display_name, deleted_at) values
  (pg_temp.t_id('DR'), pg_temp.t_id('D'), null, 'Dee', now() - interval '40 days'),
  (pg_temp.t_id('DM'), null, pg_temp.t_id('D'), 'Dot', now() - interval '40 days'),
  (pg_temp.t_id('KR'), pg_temp.t_id('K'), null, 'Kit', now() - interval '40 days'),
  (pg_temp.t_id('RR'), pg_temp.t_id('R'), null, 'Rae', now() - interval '10 days');
insert into public.households (id, name, created_by, deleted_at) values
  (pg_temp.t_id('HD'), 'Gone', pg_temp.t_id('D'), now() - interval '40 days'),
  (pg_temp.t_id('HR'), 'Recent', pg_temp.t_id('R'), now() - interval '10 days'),
  (pg_temp.t_id('HL'), 'Live', pg_temp.t_id('K'), null);

do $$
declare
  v_role text;
  v_report json;
begin
  -- ---- what each actor may do ------------------------------------------------------------------------------------
  insert into ids (key, id) values ('U', pg_temp.t_id('K'));
  foreach v_role in array array['anon', 'nosub', 'U'] loop
    perform pg_temp.t_check(v_role || ' selects nodes', pg_temp.t_rows(v_role, 'select * from ops.nodes'), 'perm');
    perform pg_temp.t_check(v_role || ' inserts revalidations', pg_temp.t_rows(v_role,
      'insert into ops.revalidations (requested_by) values (''x'')'), 'perm');
    perform pg_temp.t_check(v_role || ' selects sweeps', pg_temp.t_rows(v_role, 'select * from ops.sweeps'), 'perm');
    perform pg_temp.t_check(v_role || ' runs the sweeper', pg_temp.t_rows(v_role,
      'select ops.sweep_deleted_accounts(now() - interval ''31 days'')'), 'perm');
  end loop;
  foreach v_role in array array['anon', 'authenticated'] loop
    perform pg_temp.t_check(v_role || ' has no usage on ops', has_schema_privilege(v_role, 'ops', 'USAGE')::text, 'false');
  end loop;
  perform pg_temp.t_check('service_role records a revalidation', pg_temp.t_rows('service',
    'insert into ops.revalidations (requested_by) values (''test'')'), '1');
  perform pg_temp.t_check('service_role upserts a node', pg_temp.t_rows('service', '
    insert into ops.nodes (node_id, modes, started_at, last_seen) values (''n1'', ''api'', now(), now())
    on conflict (node_id) do update set last_seen = now()'), '1');
  perform pg_temp.t_check('the sweeper refuses a cutoff under 30 days', pg_temp.t_val('service',
    'select ops.sweep_deleted_accounts(now() - interval ''29 days'')'),
    '22023:sweep_deleted_accounts: the cutoff must be at least 30 days ago');

  -- ---- the sweep ---------------------------------------------------------------------------------------------------
  perform pg_temp.t_become('service');
  v_report := ops.sweep_deleted_accounts(now() - interval '30 days', 7);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('report counts', (v_report ->> 'accounts') || ' ' || (v_report ->> 'students') || ' '
    || (v_report ->> 'households') || ' ' || (v_report ->> 'job_id'), '1 2 1 7');
  perform pg_temp.t_check('report names the kept record', (v_report -> 'kept_students')::text,
    '["b6000000-0000-4000-8000-000000000003"]');
  perform pg_temp.t_check('one report row', (select count(*)::text from ops.sweeps), '1');
  perform pg_temp.t_check('accounts left', (select string_agg(email, ' ' order by email) from auth.users
    where id in (pg_temp.t_id('D'), pg_temp.t_id('R'), pg_temp.t_id('K'))), 'k@example.test r@example.test');
  perform pg_temp.t_check('profiles left with them', (select count(*)::text from public.profiles
    where id = pg_temp.t_id('D')), '0');
  perform pg_temp.t_check('student records left', (select string_agg(display_name, ' ' order by display_name)
    from public.students where id in (pg_temp.t_id('DR'), pg_temp.t_id('DM'), pg_temp.t_id('KR'), pg_temp.t_id('RR'))),
    'Kit Rae');
  perform pg_temp.t_check('households left', (select string_agg(name, ' ' order by name) from public.households
    where id in (pg_temp.t_id('HD'), pg_temp.t_id('HR'), pg_temp.t_id('HL'))), 'Live Recent');
  -- A second run finds nothing more (the kept record is named again).
  perform pg_temp.t_become('service');
  v_report := ops.sweep_deleted_accounts(now() - interval '30 days');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('second run', (v_report ->> 'accounts') || ' ' || (v_report ->> 'students') || ' '
    || (v_report ->> 'households') || ' ' || json_array_length(v_report -> 'kept_students'), '0 0 0 1');

  -- ---- publishes ---------------------------------------------------------------------------------------------------
  perform pg_temp.t_check('old rows with a school count are builds',
    (select count(*)::text from public.dataset_publishes where is_build <> (school_count is not null)), '0');
end
$$;

select pg_temp.t_done('operations');
rollback;
