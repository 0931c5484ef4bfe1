-- Privileges read back from the catalog (userdata-map §0.1 "revoke everything, then grant precisely", §1.1-§1.4):
-- which functions and table grants each of anon / authenticated / service_role holds, nothing for PUBLIC, an empty
-- search_path everywhere, row-level security on every table, security definer only where needed. One transaction,
-- rolled back at the end; prints one summary line.
begin;

-- ---- test helpers (the same block opens every file in this folder) ------------------------------------------
-- pg_temp.ids maps short names to ids. t_become switches to an actor: 'owner' (the migration role), 'anon',
-- 'service' (service_role), 'nosub' (role authenticated, claims without a user) or a name from ids (role
-- authenticated with that user's claims). t_rows/t_val run one statement as an actor inside a subtransaction that
-- is always rolled back, and answer the row count / the scalar value, or 'perm' (privilege refused), 'rls'
-- (row-level security refused the new row), or 'SQLSTATE:message'. {KEY} in a statement stands for the quoted id.
-- t_check counts and collects mismatches; t_done raises when any check failed, else returns the summary line.
create temp table ids (key text primary key, id uuid not null);

create function pg_temp.t_id(p_key text) returns uuid language sql stable as $f$
  select id from ids where key = p_key
$f$;

create function pg_temp.t_become(p_who text) returns void language plpgsql as $f$
declare
  v_id uuid;
begin
  perform set_config('role', 'none', true);
  if p_who = 'owner' then
    perform set_config('request.jwt.claims', '', true);
  elsif p_who = 'anon' then
    perform set_config('request.jwt.claims', '{"role":"anon"}', true);
    perform set_config('role', 'anon', true);
  elsif p_who = 'nosub' then
    perform set_config('request.jwt.claims', '{"role":"authenticated"}', true);
    perform set_config('role', 'authenticated', true);
  elsif p_who = 'service' then
    perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
    perform set_config('role', 'service_role', true);
  else
    v_id := pg_temp.t_id(p_who);
    if v_id is null then
      raise exception 'test setup: unknown actor %', p_who;
    end if;
    perform set_config('request.jwt.claims',
      json_build_object('sub', v_id, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
    perform set_config('role', 'authenticated', true);
  end if;
end
$f$;

-- {KEY} in a statement becomes the quoted id of KEY.
create function pg_temp.t_sql(p_sql text) returns text language plpgsql as $f$
declare
  v_sql text := p_sql;
  r record;
begin
  for r in select key, id from ids order by length(key) desc loop
    v_sql := replace(v_sql, '{' || r.key || '}', quote_literal(r.id::text));
  end loop;
  return v_sql;
end
$f$;

create function pg_temp.t_run(p_actor text, p_sql text, p_scalar boolean) returns text language plpgsql as $f$
declare
  v_sql    text;
  v_result text;
  v_rows   bigint;
  v_state  text;
  v_msg    text;
begin
  perform pg_temp.t_become('owner');
  v_sql := pg_temp.t_sql(p_sql);
  perform pg_temp.t_become(p_actor);
  begin
    if p_scalar then
      execute v_sql into v_result;
      v_result := coalesce(v_result, 'null');
    else
      execute v_sql;
      get diagnostics v_rows = row_count;
      v_result := v_rows::text;
    end if;
    raise exception using errcode = 'QT001', message = v_result;
  exception
    when sqlstate 'QT001' then
      v_result := sqlerrm;
    when others then
      get stacked diagnostics v_state = returned_sqlstate, v_msg = message_text;
      v_result := case
        when v_state = '42501' and v_msg like 'permission denied%' then 'perm'
        when v_state = '42501' and v_msg like 'new row violates row-level security%' then 'rls'
        else v_state || ':' || v_msg
      end;
  end;
  perform pg_temp.t_become('owner');
  return v_result;
end
$f$;

create function pg_temp.t_rows(p_actor text, p_sql text) returns text language sql as $f$
  select pg_temp.t_run(p_actor, p_sql, false)
$f$;

create function pg_temp.t_val(p_actor text, p_sql text) returns text language sql as $f$
  select pg_temp.t_run(p_actor, p_sql, true)
$f$;

-- want matches got exactly, or is a bare SQLSTATE / 'SQLSTATE:message' prefix of an error answer.
create function pg_temp.t_check(p_label text, p_got text, p_want text) returns void language plpgsql as $f$
declare
  v_ok boolean;
begin
  v_ok := p_got is not distinct from p_want
    or (p_want ~ '^[0-9A-Z]{5}(:|$)' and p_got like p_want || '%');
  perform set_config('qt.checks',
    (coalesce(nullif(current_setting('qt.checks', true), ''), '0')::integer + 1)::text, true);
  if not v_ok then
    perform set_config('qt.failures', coalesce(current_setting('qt.failures', true), '')
      || format(E'\n  %s: got %s, want %s', p_label, coalesce(p_got, 'NULL'), coalesce(p_want, 'NULL')), true);
  end if;
end
$f$;

create function pg_temp.t_done(p_name text) returns text language plpgsql as $f$
begin
  perform pg_temp.t_become('owner');
  if coalesce(current_setting('qt.failures', true), '') <> '' then
    raise exception '%: % of % checks failed:%', p_name,
      array_length(regexp_split_to_array(trim(leading E'\n' from current_setting('qt.failures', true)), E'\n'), 1),
      current_setting('qt.checks', true), current_setting('qt.failures', true);
  end if;
  return format('%s: %s checks passed', p_name, coalesce(nullif(current_setting('qt.checks', true), ''), '0'));
end
$f$;
-- (the migrations take EXECUTE away from PUBLIC by default; the actors need these helpers)
grant select, insert on ids to public;
grant execute on function pg_temp.t_id(text), pg_temp.t_become(text), pg_temp.t_sql(text),
  pg_temp.t_run(text, text, boolean), pg_temp.t_rows(text, text), pg_temp.t_val(text, text),
  pg_temp.t_check(text, text, text), pg_temp.t_done(text) to public;
-- ---- end of test helpers ------------------------------------------------------------------------------------

-- ---- catalog audit -----------------------------------------------------------------------------------------------
-- The privileges the notes prescribe, read back from the catalog: a grant added by a later migration without
-- thought (or a function left executable by PUBLIC) fails here even where no behavioural test looks.
create temp table want_fn (role text, fn text);
insert into want_fn (role, fn)
select 'anon', unnest(array['auth.jwt/0', 'auth.role/0', 'auth.uid/0', 'public.invitation_preview/1',
  'public.list_share_preview/1', 'public.unsubscribe_by_token/1'])
union all
select r, unnest(array['auth.jwt/0', 'auth.role/0', 'auth.uid/0',
  'public.birth_year_allowed/2', 'public.household_max_members/0', 'public.is_own_student/1',
  'public.is_guardian_of/2', 'public.can_read_student/1', 'public.can_edit_student/1', 'public.is_household_member/1',
  'public.household_has_members/1', 'public.is_household_guardian/1', 'public.my_household/0',
  'public.can_read_list_owner/2', 'public.can_edit_list_owner/2', 'public.can_read_list/1', 'public.can_edit_list/1',
  'public.can_read_item/1', 'public.can_edit_item/1', 'public.item_on_student_list/1',
  'public.can_consent_outcome_share/1', 'public.unsubscribe_by_token/1'])
from unnest(array['authenticated', 'service_role']) as r
union all
select 'authenticated', unnest(array['public.set_list_share/2', 'public.list_share_preview/1',
  'public.suggest_college/2', 'public.household_roster/1', 'public.create_household/2',
  'public.add_managed_student/3', 'public.create_invitation/5', 'public.create_invitation/8',
  'public.reissue_invitation/1', 'public.accept_invitation/1', 'public.accept_invitation_by_id/1',
  'public.invitation_preview/1', 'public.leave_household/1', 'public.set_member_can_edit/2', 'public.log_access/2',
  'public.my_access_log/1', 'public.account_deletion_preview/0', 'public.delete_my_account/0',
  'public.restore_my_account/0'])
union all
select 'service_role', unnest(array['public.household_of/1', 'public.household_seats_taken/1',
  'public.is_solo_household/2', 'public.household_has_actors/1', 'public.close_household_if_empty/2',
  'public.managed_student_heir/2', 'public.list_owner_user/2', 'public.list_notify_user/1', 'public.wants_updates/2',
  'public.sync_follow/2', 'public.sync_user_follows/1', 'public.merge_managed_student/3',
  'public.accept_invitation_row/1', 'public.stage_dataset_changes/2', 'public.record_dataset_publish/6']);

create temp table want_tbl (role text, grant_ text);
insert into want_tbl (role, grant_)
select 'anon', 'public.dataset_changes:SELECT'
union all
select 'authenticated', t || ':' || p from (values
  ('public.profiles', array['SELECT', 'INSERT', 'UPDATE']),
  ('public.households', array['SELECT', 'INSERT', 'UPDATE']),
  ('public.students', array['SELECT', 'INSERT', 'UPDATE']),
  ('public.household_members', array['SELECT', 'INSERT', 'DELETE']),
  ('public.invitations', array['SELECT', 'UPDATE(revoked_at)']),
  ('public.access_log', array['SELECT']),
  ('public.student_profiles', array['SELECT', 'INSERT', 'UPDATE']),
  ('public.lists', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.list_items', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.list_notes', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.dataset_changes', array['SELECT']),
  ('public.follows', array['SELECT']),
  ('public.notification_prefs', array['SELECT', 'INSERT', 'UPDATE(email_updates)', 'UPDATE(updated)']),
  ('public.digests', array['SELECT']),
  ('public.household_homes', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'])) as v(t, ps), unnest(ps) as p
union all
select 'service_role', t || ':' || p from (values
  ('public.dataset_publishes', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.dataset_changes', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.dataset_change_staging', array['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  ('public.follows', array['SELECT']),
  ('public.notification_prefs', array['SELECT']),
  ('public.digests', array['SELECT', 'INSERT', 'UPDATE'])) as v(t, ps), unnest(ps) as p;

create temp view our_fns as
  select p.oid, n.nspname || '.' || p.proname || '/' || p.pronargs as fn, p.prosecdef, p.proconfig, p.proacl, p.proowner
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'auth');

create temp view our_tables as
  select c.oid, n.nspname || '.' || c.relname as tbl, c.relrowsecurity, c.relacl, c.relowner
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'auth') and c.relkind = 'r';

do $$
declare
  v_role text;
  v_got text;
  v_want text;
begin
  foreach v_role in array array['anon', 'authenticated', 'service_role'] loop
    select string_agg(fn, ' ' order by fn) into v_got
    from our_fns where has_function_privilege(v_role, oid, 'EXECUTE');
    select string_agg(fn, ' ' order by fn) into v_want from want_fn where role = v_role;
    perform pg_temp.t_check(v_role || ' executes exactly these functions', v_got, v_want);

    select string_agg(g, ' ' order by g) into v_got from (
      select t.tbl || ':' || a.privilege_type as g
      from our_tables t, aclexplode(t.relacl) a
      where a.grantee = (select oid from pg_roles where rolname = v_role)
      union all
      select t.tbl || ':' || a.privilege_type || '(' || att.attname || ')'
      from our_tables t join pg_attribute att on att.attrelid = t.oid and att.attacl is not null,
           aclexplode(att.attacl) a
      where a.grantee = (select oid from pg_roles where rolname = v_role)
    ) x;
    select string_agg(grant_, ' ' order by grant_) into v_want from want_tbl where role = v_role;
    perform pg_temp.t_check(v_role || ' holds exactly these table grants', v_got, v_want);
  end loop;

  perform pg_temp.t_check('no function is executable by PUBLIC', coalesce((select string_agg(fn, ' ' order by fn)
    from our_fns where proacl is null or exists (select 1 from aclexplode(proacl) a where a.grantee = 0)), 'none'),
    'none');
  perform pg_temp.t_check('no table grant to PUBLIC', coalesce((select string_agg(tbl, ' ' order by tbl)
    from our_tables where exists (select 1 from aclexplode(relacl) a where a.grantee = 0)), 'none'), 'none');
  perform pg_temp.t_check('every function pins an empty search_path', coalesce((select string_agg(fn, ' ' order by fn)
    from our_fns where not coalesce('search_path=""' = any(proconfig), false)), 'none'), 'none');
  perform pg_temp.t_check('row-level security is on for every table', coalesce((select string_agg(tbl, ' ' order by tbl)
    from our_tables where not relrowsecurity), 'none'), 'none');
  perform pg_temp.t_check('every table has a primary key', coalesce((select string_agg(t.tbl, ' ' order by t.tbl)
    from our_tables t where not exists (select 1 from pg_constraint c where c.conrelid = t.oid and c.contype = 'p')),
    'none'), 'none');
  perform pg_temp.t_check('one owner for every table and function', (select count(distinct o)::text from (
    select relowner as o from our_tables union all select proowner from our_fns) x), '1');
  perform pg_temp.t_check('the owner does not bypass row-level security by role', (select (not r.rolbypassrls
    and not r.rolsuper)::text from pg_roles r where r.oid = (select relowner from our_tables where tbl = 'public.students')),
    'true');
  perform pg_temp.t_check('policies name their roles (none for PUBLIC)', coalesce((select string_agg(
    c.relname || '.' || p.polname, ' ') from pg_policy p join pg_class c on c.oid = p.polrelid
    where 0 = any(p.polroles)), 'none'), 'none');
  perform pg_temp.t_check('no policy on the auth tables', (select count(*)::text from pg_policy p
    join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'auth'), '0');
  perform pg_temp.t_check('anon has policies only on dataset_changes', (select string_agg(distinct c.relname, ' ')
    from pg_policy p join pg_class c on c.oid = p.polrelid
    where (select oid from pg_roles where rolname = 'anon') = any(p.polroles)), 'dataset_changes');

  -- security definer exactly where a function must read past row-level security
  select string_agg(fn, ' ' order by fn) into v_got from our_fns where not prosecdef;
  perform pg_temp.t_check('functions that run as the caller', v_got, array_to_string(array[
    'auth.jwt/0', 'auth.role/0', 'auth.touch_updated_at/0', 'auth.uid/0', 'public.birth_year_allowed/2',
    'public.household_max_members/0', 'public.invitations_clear_token/0', 'public.list_items_single_enrolling/0',
    'public.lists_guard_owner/0', 'public.profiles_check_birth_year/0', 'public.record_dataset_publish/6',
    'public.stage_dataset_changes/2', 'public.students_guard_owner/0'], ' '));

  -- the API contract: the tables, and the triggers the notes name
  perform pg_temp.t_check('tables', (select string_agg(tbl, ' ' order by tbl) from our_tables), array_to_string(array[
    'auth.flow_state', 'auth.identities', 'auth.mail_outbox', 'auth.one_time_tokens', 'auth.refresh_tokens',
    'auth.sessions', 'auth.users', 'public.access_log', 'public.dataset_change_staging', 'public.dataset_changes',
    'public.dataset_publishes', 'public.digests', 'public.follows', 'public.household_homes',
    'public.household_members', 'public.households', 'public.invitations', 'public.list_items', 'public.list_notes',
    'public.lists', 'public.notification_prefs', 'public.profiles', 'public.student_profiles', 'public.students'], ' '));
  perform pg_temp.t_check('named triggers exist', (select string_agg(t.tgname, ' ' order by t.tgname)
    from pg_trigger t where not t.tgisinternal and t.tgname in ('on_auth_user_created', 'profiles_check_birth_year',
      'students_guard_owner', 'students_sync_follows', 'household_members_check_limits', 'invitations_clear_token',
      'follows_ensure_prefs', 'list_items_sync_follows', 'lists_sync_follows', 'lists_guard_owner')),
    'follows_ensure_prefs household_members_check_limits invitations_clear_token list_items_sync_follows '
    || 'lists_guard_owner lists_sync_follows on_auth_user_created profiles_check_birth_year students_guard_owner '
    || 'students_sync_follows');
end
$$;

select pg_temp.t_done('privileges');
rollback;
