-- Privileges read back from the catalog (userdata-map §0.1 "revoke everything, then grant precisely", §1.1-§1.4):
-- which functions and table grants each of anon / authenticated / service_role holds, nothing for PUBLIC, an empty
-- search_path everywhere, row-level security on every table, security definer only where needed. One transaction,
-- rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

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
  'public.can_consent_outcome_share/1', 'public.unsubscribe_by_token/1', 'public.guardian_student_ids/1',
  'public.list_ids_for_caller/1'])
from unnest(array['authenticated', 'service_role']) as r
union all
select 'authenticated', unnest(array['public.set_list_share/2', 'public.list_share_preview/1',
  'public.suggest_college/2', 'public.household_roster/1', 'public.create_household/2',
  'public.add_managed_student/3', 'public.create_invitation/5', 'public.create_invitation/8',
  'public.reissue_invitation/1', 'public.accept_invitation/1', 'public.accept_invitation_by_id/1',
  'public.invitation_preview/1', 'public.leave_household/1', 'public.set_member_can_edit/2', 'public.log_access/2',
  'public.my_access_log/1', 'public.account_deletion_preview/0', 'public.delete_my_account/0',
  'public.restore_my_account/0', 'public.queue_invitation_email/3', 'public.lock_list_for_change/1'])
union all
select 'service_role', unnest(array['public.household_of/1', 'public.household_seats_taken/1',
  'public.is_solo_household/2', 'public.household_has_actors/1', 'public.close_household_if_empty/2',
  'public.managed_student_heir/2', 'public.list_owner_user/2', 'public.list_notify_user/1', 'public.wants_updates/2',
  'public.sync_follow/2', 'public.sync_user_follows/1', 'public.merge_managed_student/3',
  'public.accept_invitation_row/1', 'public.stage_dataset_changes/2', 'public.record_dataset_publish/6',
  'public.lock_household/1', 'public.lock_person/1']);

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
    'public.birth_year_from/1', 'public.dataset_publishes_notify/0',
    'public.household_max_members/0', 'public.invitations_clear_token/0', 'public.list_items_single_dream/0',
    'public.list_items_single_enrolling/0',
    'public.lists_guard_owner/0', 'public.lock_list_for_change/1', 'public.profiles_check_birth_year/0', 'public.record_dataset_publish/6',
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
