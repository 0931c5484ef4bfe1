-- 0010_read_paths: the same rules as 0001/0002/0007, at a cost that no longer grows with the server's size and
-- no longer re-plans helper functions on every statement. Everything here serves GET /me first; nothing changes
-- who sees or edits what.
--
-- 1. Per-row work. GET /me lists every student record the caller can read. Through students_select that meant a
--    call of the security-definer can_read_student() (and, nested in it, is_guardian_of()) for EVERY row of the
--    table: the request grew with the number of families on the server (seconds at a few thousand). The policy
--    already admits records whose user_id or managed_by is the caller (live or not), and can_read_student() adds
--    exactly the live records reached through an active guardian membership of a live household in which the
--    record is an active student member. guardian_student_ids() computes that set in one statement and the policy
--    reads it once per statement as an init plan (`(select …)`); likewise for can_edit_student() with can_edit.
-- 2. Unindexable lookups. household_of(), behind my_household(), matched guardians and students with one OR across
--    a join, so every call scanned household_members. It is now two index-driven branches before the same ordering.
-- 3. Re-planning. A LANGUAGE sql function that cannot be inlined (security definer, or any SET clause, which every
--    function here has for its empty search_path) is parsed and planned again in every statement that calls it,
--    and a function it calls again on every call. PL/pgSQL keeps its plans for the life of the connection, which
--    in a pool is long. The claim readers and the helpers GET /me runs through are therefore PL/pgSQL with the same
--    logic, reading auth.uid() once per call. (PostgreSQL 18 caches SQL function plans; until then this matters.)

/* ---------------------------------------------------------------------------------------------------------- */
/* Indexes                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

-- The policies test managed_by = auth.uid() on records with and without an account of their own; the partial index
-- from 0002 served only the latter.
drop index public.students_managed_by_idx;
create index students_managed_by_idx on public.students (managed_by);

/* ---------------------------------------------------------------------------------------------------------- */
/* Helpers                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

-- The live student records the caller reaches as an active guardian of a live household in which the record is an
-- active student member; with p_need_edit, only through guardian memberships that carry can_edit. Empty when not
-- signed in. The set form of the guardian branch of can_read_student() / can_edit_student().
create function public.guardian_student_ids(p_need_edit boolean) returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return (
    select coalesce(array_agg(distinct m.student_id), '{}'::uuid[])
    from public.household_members g
    join public.households h on h.id = g.household_id and h.deleted_at is null
    join public.household_members m
      on m.household_id = g.household_id and m.role = 'student' and m.status = 'active'
    join public.students s on s.id = m.student_id and s.deleted_at is null
    where g.user_id = v_uid and g.role = 'guardian' and g.status = 'active'
      and (g.can_edit or not coalesce(p_need_edit, true))
  );
end;
$$;

revoke all on function public.guardian_student_ids(boolean) from public, anon, authenticated, service_role;
grant execute on function public.guardian_student_ids(boolean) to authenticated, service_role;

-- Same answer as 0002's version; each branch is served by an index (guardian: household_members.user_id; student:
-- students.user_id, then household_members.student_id).
create or replace function public.household_of(p_user uuid) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select x.household_id
    from (
      select m.household_id, coalesce(m.accepted_at, m.created) as joined, m.id
      from public.household_members m
      join public.households h on h.id = m.household_id and h.deleted_at is null
      where m.user_id = p_user and m.role = 'guardian' and m.status = 'active'
      union all
      select m.household_id, coalesce(m.accepted_at, m.created), m.id
      from public.students s
      join public.household_members m on m.student_id = s.id and m.role = 'student' and m.status = 'active'
      join public.households h on h.id = m.household_id and h.deleted_at is null
      where s.user_id = p_user and s.deleted_at is null
    ) x
    order by x.joined, x.id
    limit 1
  );
end;
$$;

create or replace function public.my_household() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return public.household_of(auth.uid());
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* The claim readers and the membership helpers, as PL/pgSQL                                                   */
/* ---------------------------------------------------------------------------------------------------------- */

-- As 0001: '' (a setting cleared by an earlier transaction on a pooled connection) counts as no claims.
create or replace function auth.jwt() returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb);
end;
$$;

-- auth.jwt() ->> 'sub', with auth.jwt()'s expression written out: a call would cost a function entry per use.
create or replace function auth.uid() returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  return nullif(
    coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb) ->> 'sub', ''
  )::uuid;
end;
$$;

create or replace function public.is_household_member(p_household uuid) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return exists (
    select 1
    from public.household_members m
    join public.households h on h.id = m.household_id and h.deleted_at is null
    left join public.students s on s.id = m.student_id
    where m.household_id = p_household and m.status = 'active'
      and (m.user_id = v_uid or (s.user_id = v_uid and s.deleted_at is null))
  );
end;
$$;

create or replace function public.household_has_members(p_household uuid) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.household_members m where m.household_id = p_household and m.status = 'active'
  );
end;
$$;

create or replace function public.household_roster(p_household uuid)
returns table (
  member_id     uuid,
  role          text,
  user_id       uuid,
  student_id    uuid,
  display_name  text,
  can_edit      boolean,
  managed       boolean,
  managed_by_me boolean,
  is_me         boolean,
  joined        timestamptz,
  status        text,
  invitation_id uuid,
  expires_at    timestamptz,
  grad_year     integer,
  phone         text,
  email         text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
begin
  return query
    with people as (
      select
        m.id as member_id,
        m.role,
        m.user_id,
        m.student_id,
        case when m.role = 'guardian' then gp.display_name else coalesce(s.display_name, sp.display_name) end
          as display_name,
        m.can_edit,
        (m.role = 'student' and s.user_id is null) as managed,
        coalesce(m.role = 'student' and s.user_id is null and s.managed_by = v_uid, false) as managed_by_me,
        coalesce(m.user_id = v_uid, false) or coalesce(s.user_id = v_uid, false) as is_me,
        coalesce(m.accepted_at, m.created) as joined,
        case
          when m.role = 'guardian' or s.user_id is not null then 'active'
          when handover.id is null then 'managed'
          when handover.expires_at > now() then 'invited'
          else 'expired'
        end as status,
        handover.id as invitation_id,
        handover.expires_at,
        case when m.role = 'student' then s.grad_year end as grad_year,
        case when m.role = 'guardian' then gp.phone else coalesce(s.phone, sp.phone) end as phone,
        case when handover.invited_by = v_uid then handover.email end as email,
        m.id as tiebreak
      from public.household_members m
      left join public.profiles gp on gp.id = m.user_id
      left join public.students s on s.id = m.student_id
      left join public.profiles sp on sp.id = s.user_id
      left join lateral (
        select i.id, i.expires_at, i.email, i.invited_by
        from public.invitations i
        where m.role = 'student' and s.user_id is null
          and i.household_id = m.household_id and i.student_id = m.student_id
          and i.accepted_at is null and i.revoked_at is null
        order by i.created desc, i.id
        limit 1
      ) handover on true
      where m.household_id = p_household and m.status = 'active'
        and ((m.role = 'guardian' and gp.deleted_at is null) or (m.role = 'student' and s.deleted_at is null))
    ),
    waiting as (
      select
        null::uuid as member_id,
        i.side as role,
        null::uuid as user_id,
        null::uuid as student_id,
        i.display_name,
        i.can_edit,
        false as managed,
        false as managed_by_me,
        false as is_me,
        i.created as joined,
        case when i.expires_at > now() then 'invited' else 'expired' end as status,
        i.id as invitation_id,
        i.expires_at,
        i.grad_year,
        i.phone,
        case when i.invited_by = v_uid then i.email end as email,
        i.id as tiebreak
      from public.invitations i
      where i.household_id = p_household and i.student_id is null
        and i.accepted_at is null and i.revoked_at is null
    )
    select r.member_id, r.role, r.user_id, r.student_id, r.display_name, r.can_edit, r.managed, r.managed_by_me,
           r.is_me, r.joined, r.status, r.invitation_id, r.expires_at, r.grad_year, r.phone, r.email
    from (select * from people union all select * from waiting) r
    where public.is_household_member(p_household)
    order by r.role = 'guardian', r.joined, r.tiebreak;
end;
$$;

create or replace function public.my_access_log(p_limit integer default 200)
returns table (at timestamptz, table_name text, viewer_id uuid, viewer_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
begin
  return query
    select a.at, a.table_name, a.viewer_id, case when p.deleted_at is null then p.display_name end
    from public.access_log a
    join public.students s on s.id = a.student_id and s.user_id = v_uid
    left join public.profiles p on p.id = a.viewer_id
    where v_uid is not null
    order by a.at desc, a.id desc
    limit greatest(1, least(coalesce(p_limit, 200), 1000));
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Policies                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

drop policy students_select on public.students;
create policy students_select on public.students for select to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(false))::uuid[]));

drop policy students_update on public.students;
create policy students_update on public.students for update to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(true))::uuid[]))
  with check (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(true))::uuid[]));
