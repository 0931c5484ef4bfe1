-- The job queue's privileges and rules (0012_jobs): service_role alone may use the jobs schema (anon and
-- authenticated get nothing, not even USAGE), the catalog grants say exactly that, row-level security is on, the
-- trigger function pins its search_path and is executable by nobody, the table's checks refuse bad rows, a run key
-- admits one job per kind, and every auth.mail_outbox row gets its mail.deliver job in the inserting transaction.
-- One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

do $$
declare
  v_got text;
  v_role text;
  v_id bigint;
begin
  -- ---- what each actor may do ------------------------------------------------------------------------------------
  insert into jobs.queue (kind, payload) values ('test.priv', '{"n": 1}');
  insert into jobs.schedule_runs (schedule, slot, enqueued_at) values ('test.priv', now(), now());
  -- anon, authenticated without a user (nosub) and a signed-in user (U)
  insert into ids (key, id) values ('U', 'd1000000-0000-4000-8000-000000000001');
  foreach v_role in array array['anon', 'nosub', 'U'] loop
    perform pg_temp.t_check(v_role || ' selects jobs', pg_temp.t_rows(v_role, 'select * from jobs.queue'), 'perm');
    perform pg_temp.t_check(v_role || ' inserts jobs', pg_temp.t_rows(v_role,
      'insert into jobs.queue (kind) values (''test.sneak'')'), 'perm');
    perform pg_temp.t_check(v_role || ' updates jobs', pg_temp.t_rows(v_role, 'update jobs.queue set attempts = 0'), 'perm');
    perform pg_temp.t_check(v_role || ' deletes jobs', pg_temp.t_rows(v_role, 'delete from jobs.queue'), 'perm');
    perform pg_temp.t_check(v_role || ' selects schedule runs', pg_temp.t_rows(v_role,
      'select * from jobs.schedule_runs'), 'perm');
    perform pg_temp.t_check(v_role || ' inserts schedule runs', pg_temp.t_rows(v_role,
      'insert into jobs.schedule_runs (schedule, slot, enqueued_at) values (''x'', now(), now())'), 'perm');
  end loop;
  foreach v_role in array array['anon', 'authenticated'] loop
    perform pg_temp.t_check(v_role || ' has no usage on the schema',
      has_schema_privilege(v_role, 'jobs', 'USAGE')::text, 'false');
  end loop;
  perform pg_temp.t_check('service_role selects jobs', pg_temp.t_rows('service', 'select * from jobs.queue'), '1');
  perform pg_temp.t_check('service_role inserts jobs', pg_temp.t_rows('service',
    'insert into jobs.queue (kind) values (''test.ok'')'), '1');
  perform pg_temp.t_check('service_role updates jobs', pg_temp.t_rows('service',
    'update jobs.queue set attempts = 0 where kind = ''test.priv'''), '1');
  perform pg_temp.t_check('service_role deletes jobs', pg_temp.t_rows('service',
    'delete from jobs.queue where kind = ''test.priv'''), '1');
  perform pg_temp.t_check('service_role writes schedule runs', pg_temp.t_rows('service',
    'update jobs.schedule_runs set worker_id = ''w'''), '1');

  -- ---- the catalog says the same -------------------------------------------------------------------------------
  select string_agg(r.rolname || ':' || c.relname || ':' || a.privilege_type, ' '
                    order by r.rolname, c.relname, a.privilege_type) into v_got
  from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
  join pg_roles r on r.oid = a.grantee
  where n.nspname = 'jobs' and c.relkind = 'r' and r.rolname in ('anon', 'authenticated', 'service_role', 'public');
  perform pg_temp.t_check('table grants in the jobs schema', v_got,
    'service_role:queue:DELETE service_role:queue:INSERT service_role:queue:SELECT service_role:queue:UPDATE '
    || 'service_role:schedule_runs:DELETE service_role:schedule_runs:INSERT service_role:schedule_runs:SELECT '
    || 'service_role:schedule_runs:UPDATE');
  perform pg_temp.t_check('no jobs table grant to PUBLIC', (select count(*)::text from pg_class c
    join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a where n.nspname = 'jobs' and a.grantee = 0), '0');
  perform pg_temp.t_check('schema usage', (select string_agg(r.rolname, ' ' order by r.rolname)
    from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role')
    and has_schema_privilege(r.rolname, 'jobs', 'USAGE')), 'service_role');
  perform pg_temp.t_check('row-level security on the jobs tables', (select string_agg(c.relname || ':' || c.relrowsecurity,
    ' ' order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'jobs' and c.relkind = 'r'), 'queue:true schedule_runs:true');
  perform pg_temp.t_check('no policies on the jobs tables', (select count(*)::text from pg_policy p
    join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'jobs'), '0');
  perform pg_temp.t_check('jobs functions: search_path pinned, executable by nobody but the owner',
    (select string_agg(p.proname || ':' || coalesce('search_path=""' = any(p.proconfig), false)
       || ':' || has_function_privilege('service_role', p.oid, 'EXECUTE')
       || ':' || has_function_privilege('authenticated', p.oid, 'EXECUTE')
       || ':' || has_function_privilege('anon', p.oid, 'EXECUTE'), ' ' order by p.proname)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'jobs'),
    'enqueue_mail_delivery:true:false:false:false');

  -- ---- the table's rules -----------------------------------------------------------------------------------------
  perform pg_temp.t_check('a kind must be lowercase words', pg_temp.t_rows('service',
    'insert into jobs.queue (kind) values (''Mail.Deliver'')'), '23514');
  perform pg_temp.t_check('the payload must be an object', pg_temp.t_rows('service',
    'insert into jobs.queue (kind, payload) values (''x'', ''[1]'')'), '23514');
  perform pg_temp.t_check('a running job needs a deadline and a worker', pg_temp.t_rows('service',
    'insert into jobs.queue (kind, status) values (''x'', ''running'')'), '23514');
  perform pg_temp.t_check('attempts cannot pass max_attempts', pg_temp.t_rows('service',
    'insert into jobs.queue (kind, attempts, max_attempts) values (''x'', 3, 2)'), '23514');
  insert into jobs.queue (kind, run_key) values ('test.keyed', 'slot-1');
  perform pg_temp.t_check('one job per kind and run key', pg_temp.t_rows('service',
    'insert into jobs.queue (kind, run_key) values (''test.keyed'', ''slot-1'')'), '23505');
  perform pg_temp.t_check('the same key under another kind is fine', pg_temp.t_rows('service',
    'insert into jobs.queue (kind, run_key) values (''test.other'', ''slot-1'')'), '1');
  perform pg_temp.t_check('one schedule run per slot', pg_temp.t_rows('service',
    'insert into jobs.schedule_runs (schedule, slot, enqueued_at) select schedule, slot, now() from jobs.schedule_runs'),
    '23505');

  -- ---- auth mail gets its job in the same transaction -----------------------------------------------------------
  insert into auth.mail_outbox (recipient, subject, body_text, kind)
  values ('q@example.test', 'Subject', 'Body', 'test') returning id into v_id;
  perform pg_temp.t_check('the outbox row has one pending mail.deliver job', (select string_agg(
    q.status || ':' || q.queue || ':' || q.max_attempts || ':' || q.run_key || ':' || (q.payload ->> 'outbox_id'), ' ')
    from jobs.queue q where q.kind = 'mail.deliver'),
    'pending:mail:10:mail_outbox:' || v_id || ':' || v_id);
  perform pg_temp.t_check('the job is due when the mail is', (select (q.run_after = o.send_after)::text
    from jobs.queue q join auth.mail_outbox o on q.run_key = 'mail_outbox:' || o.id where o.id = v_id), 'true');
end
$$;

select pg_temp.t_done('jobs_queue');
rollback;
