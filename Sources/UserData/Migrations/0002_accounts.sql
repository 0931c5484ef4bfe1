-- 0002_accounts: people and households (userdata-map §1.2 profiles … access_log, §1.1 helpers, §1.4 triggers).
--
-- These rows are read and written by the signed-in person through a transaction running as `authenticated` with
-- their claims set, so the policies here are the whole gate between one family and the next. The rules:
-- * a profile is its owner's alone; other people's names only ever come out of security-definer functions;
-- * a student record belongs to its own account (user_id) or, while the child has none, to the guardian who made
--   it (managed_by); guardians reach a student only through an ACTIVE guardian membership in a LIVE household
--   where the student is an ACTIVE member, and edit only when that membership has can_edit;
-- * nobody joins a household without an invitation, except its creator and the managed students a guardian adds;
-- * one live household per person and six seats per household (a trigger is the backstop for every path);
-- * ownership of a student record never changes through the API.
-- The helper functions are security definer (they read past row-level security, owned by the schema owner) and
-- only ever answer questions about auth.uid().

/* ---------------------------------------------------------------------------------------------------------- */
/* Tables                                                                                                      */
/* ---------------------------------------------------------------------------------------------------------- */

create table public.profiles (
  id           uuid primary key references auth.users (id) on delete cascade,
  display_name text check (char_length(display_name) <= 80),
  -- 13+ only, enforced by profiles_check_birth_year; null is allowed for accounts that never gave one
  birth_year   integer,
  role_hint    text check (role_hint in ('student', 'guardian', 'counselor')),
  phone        text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  created      timestamptz not null default now(),
  updated      timestamptz not null default now(),
  deleted_at   timestamptz
);

create table public.households (
  id         uuid primary key default gen_random_uuid(),
  name       text not null check (char_length(name) between 1 and 80),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created    timestamptz not null default now(),
  deleted_at timestamptz
);

-- The record every tool hangs off (profile, lists). user_id: the student's own account. managed_by: the guardian
-- who made the record for a child without an account; cleared when the child claims it.
create table public.students (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid unique references auth.users (id) on delete cascade,
  display_name text check (char_length(display_name) <= 80),
  grad_year    integer check (grad_year between 2000 and 2100),
  managed_by   uuid references auth.users (id) on delete set null,
  phone        text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  created      timestamptz not null default now(),
  deleted_at   timestamptz
);

create index students_managed_by_idx on public.students (managed_by) where user_id is null;

-- A guardian membership names a user, a student membership names a student record. Only 'active' rows grant
-- anything ('invited' is reserved; pending invitations live in public.invitations). can_edit belongs to guardian
-- rows and covers every student of the household.
create table public.household_members (
  id            uuid primary key default gen_random_uuid(),
  household_id  uuid not null references public.households (id) on delete cascade,
  user_id       uuid references auth.users (id) on delete cascade,
  student_id    uuid references public.students (id) on delete cascade,
  role          text not null check (role in ('guardian', 'student')),
  status        text not null default 'active' check (status in ('invited', 'active')),
  invited_email text,
  can_edit      boolean not null default false,
  created       timestamptz not null default now(),
  accepted_at   timestamptz,
  constraint household_members_shape check (
    (role = 'guardian' and user_id is not null and student_id is null)
    or (role = 'student' and student_id is not null and user_id is null)
  ),
  constraint household_members_one_user unique (household_id, user_id),
  constraint household_members_one_student unique (household_id, student_id)
);

create index household_members_user_idx on public.household_members (user_id) where user_id is not null;
create index household_members_student_idx on public.household_members (student_id) where student_id is not null;

-- Invitation links. token_hash (SHA-256 hex of the 64-hex token) finds the row; token keeps the clear link only
-- while the invitation is pending, so members can copy it again (cleared by invitations_clear_token).
-- side = the role the invitee joins as; student_id = the managed record a student-side invitation hands over.
create table public.invitations (
  id           uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  token_hash   text not null unique,
  token        text,
  email        text not null check (position('@' in email) > 1 and email = lower(email)),
  side         text not null check (side in ('guardian', 'student')),
  student_id   uuid references public.students (id) on delete cascade,
  can_edit     boolean not null default false,
  invited_by   uuid default auth.uid() references auth.users (id) on delete set null,
  display_name text check (char_length(display_name) <= 80),
  phone        text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  grad_year    integer check (grad_year between 2000 and 2100),
  created      timestamptz not null default now(),
  expires_at   timestamptz not null default now() + interval '7 days',
  accepted_at  timestamptz,
  accepted_by  uuid references auth.users (id) on delete set null,
  revoked_at   timestamptz
);

create index invitations_household_idx on public.invitations (household_id);
create index invitations_invited_by_idx on public.invitations (invited_by);

-- Guardian reads of a student's data, for the student's "who viewed your information". Only log_access() writes.
create table public.access_log (
  id         bigint generated always as identity primary key,
  viewer_id  uuid not null references auth.users (id) on delete cascade,
  student_id uuid not null references public.students (id) on delete cascade,
  table_name text not null check (char_length(table_name) <= 64),
  at         timestamptz not null default now()
);

create index access_log_student_idx on public.access_log (student_id, at desc);
create index access_log_viewer_idx on public.access_log (viewer_id, at desc);

/* ---------------------------------------------------------------------------------------------------------- */
/* Rules as functions                                                                                          */
/* ---------------------------------------------------------------------------------------------------------- */

-- 13+ from a birth year alone: someone born in year Y is surely 13 only from 1 January of Y + 14, so the year
-- exactly 13 back is refused (in 2026 the youngest allowed year is 2012). Years more than 120 back are refused too.
create function public.birth_year_allowed(p_year integer, p_today date default current_date) returns boolean
language sql
stable
set search_path = ''
as $$
  select p_year is not null
     and p_year >= extract(year from p_today)::integer - 120
     and extract(year from p_today)::integer - p_year >= 14
$$;

-- The seat cap, in one place (the Swift side reads it through this function).
create function public.household_max_members() returns integer
language sql
immutable
set search_path = ''
as $$ select 6 $$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Access helpers (used by policies; callable by authenticated)                                               */
/* ---------------------------------------------------------------------------------------------------------- */

create function public.is_own_student(p_student uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.students s
    where s.id = p_student and s.user_id = auth.uid() and s.deleted_at is null
  )
$$;

-- The caller is an active guardian of a live household in which p_student is an active student member; with
-- p_need_edit that guardian membership must also carry can_edit.
create function public.is_guardian_of(p_student uuid, p_need_edit boolean) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.household_members g
    join public.households h on h.id = g.household_id and h.deleted_at is null
    join public.household_members m
      on m.household_id = g.household_id and m.student_id = p_student and m.role = 'student' and m.status = 'active'
    where g.user_id = auth.uid() and g.role = 'guardian' and g.status = 'active'
      and (g.can_edit or not coalesce(p_need_edit, true))
  )
$$;

create function public.can_read_student(p_student uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.students s
    where s.id = p_student and s.deleted_at is null
      and (s.user_id = auth.uid() or s.managed_by = auth.uid() or public.is_guardian_of(s.id, false))
  )
$$;

create function public.can_edit_student(p_student uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.students s
    where s.id = p_student and s.deleted_at is null
      and (s.user_id = auth.uid() or s.managed_by = auth.uid() or public.is_guardian_of(s.id, true))
  )
$$;

-- Active member of a live household, as a guardian or through the caller's own live student record. Policies on
-- household_members use this instead of querying the table they protect.
create function public.is_household_member(p_household uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.household_members m
    join public.households h on h.id = m.household_id and h.deleted_at is null
    left join public.students s on s.id = m.student_id
    where m.household_id = p_household and m.status = 'active'
      and (m.user_id = auth.uid() or (s.user_id = auth.uid() and s.deleted_at is null))
  )
$$;

-- Whether anybody is actively in the household (a creator who left stops seeing it once others are in).
create function public.household_has_members(p_household uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.household_members m where m.household_id = p_household and m.status = 'active'
  )
$$;

create function public.is_household_guardian(p_household uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.household_members g
    join public.households h on h.id = g.household_id and h.deleted_at is null
    where g.household_id = p_household and g.user_id = auth.uid() and g.role = 'guardian' and g.status = 'active'
  )
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Household limits: internal helpers (service_role only)                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

-- The live household a user is in: through an active guardian membership or their own live student record's
-- active membership. Several can exist only for accounts older than the rule; the earliest then wins.
create function public.household_of(p_user uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.household_id
  from public.household_members m
  join public.households h on h.id = m.household_id and h.deleted_at is null
  left join public.students s on s.id = m.student_id
  where m.status = 'active'
    and ((m.role = 'guardian' and m.user_id = p_user)
      or (m.role = 'student' and s.user_id = p_user and s.deleted_at is null))
  order by coalesce(m.accepted_at, m.created), m.id
  limit 1
$$;

create function public.my_household() returns uuid
language sql
stable
security definer
set search_path = ''
as $$ select public.household_of(auth.uid()) $$;

-- Seats in use: active members plus invitations still waiting (not accepted, not revoked, not expired). A
-- hand-over of an existing managed record takes no seat of its own: the record already holds one.
create function public.household_seats_taken(p_household uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*) from public.household_members m
          where m.household_id = p_household and m.status = 'active')::integer
       + (select count(*) from public.invitations i
          where i.household_id = p_household and i.student_id is null
            and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())::integer
$$;

-- p_user is in p_household and is its only active member.
create function public.is_solo_household(p_household uuid, p_user uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
      from public.household_members m
      left join public.students s on s.id = m.student_id
      where m.household_id = p_household and m.status = 'active'
        and ((m.role = 'guardian' and m.user_id = p_user) or (m.role = 'student' and s.user_id = p_user))
    )
    and (select count(*) from public.household_members m
         where m.household_id = p_household and m.status = 'active') = 1
$$;

-- Someone who can still act is in the household: an active guardian, or an active student with a live account of
-- their own (a managed record can't do anything by itself).
create function public.household_has_actors(p_household uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.household_members m
    left join public.students s on s.id = m.student_id
    where m.household_id = p_household and m.status = 'active'
      and (m.role = 'guardian' or (s.user_id is not null and s.deleted_at is null))
  )
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Triggers                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

-- Age gate on every insert and update of a profile (sign-up, /account edits), and the updated stamp.
create function public.profiles_check_birth_year() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.birth_year is not null and not public.birth_year_allowed(new.birth_year) then
    raise exception 'birth_year_not_allowed' using errcode = '23514';
  end if;
  new.updated := now();
  return new;
end;
$$;

create trigger profiles_check_birth_year
before insert or update on public.profiles
for each row execute function public.profiles_check_birth_year();

-- A profile for every new account, from the sign-up metadata. Values that don't fit are dropped quietly (a
-- birth year must be exactly four digits, role_hint one of the three, phone E.164, the name is trimmed to 80),
-- except a birth year that fails the 13+ rule: the profile trigger refuses it and the sign-up fails with it.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta  jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_year  text := v_meta ->> 'birth_year';
  v_role  text := v_meta ->> 'role_hint';
  v_phone text := v_meta ->> 'phone';
begin
  insert into public.profiles (id, display_name, birth_year, role_hint, phone)
  values (
    new.id,
    nullif(left(btrim(v_meta ->> 'display_name'), 80), ''),
    case when v_year ~ '^[0-9]{4}$' then v_year::integer end,
    case when v_role in ('student', 'guardian', 'counselor') then v_role end,
    case when v_phone ~ '^\+[1-9][0-9]{6,14}$' then v_phone end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function public.handle_new_user();

-- Through the API (current_user authenticated/anon) nobody can take over or give away a student record; the
-- security-definer functions that legitimately move ownership run as the owner role and pass.
create function public.students_guard_owner() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
     and (new.user_id is distinct from old.user_id or new.managed_by is distinct from old.managed_by) then
    raise exception 'students_owner_immutable' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger students_guard_owner
before update on public.students
for each row execute function public.students_guard_owner();

-- Backstop for both household limits on every path that makes a membership active: the person (the guardian's
-- user, or the user of the student record) must not be active in another live household, and the household must
-- have a free seat among its active members. The functions check earlier and also count pending invitations.
create function public.household_members_check_limits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_person uuid;
  v_active integer;
begin
  if new.status <> 'active'
     or (tg_op = 'UPDATE' and old.status = 'active' and old.household_id = new.household_id) then
    return new;
  end if;
  -- An insert that will collide with this person's existing row in the same household activates nobody: the
  -- upsert's update branch (checked again by this trigger) or the unique constraint decides.
  if tg_op = 'INSERT' and exists (
    select 1 from public.household_members m
    where m.household_id = new.household_id
      and ((new.role = 'guardian' and m.user_id = new.user_id)
        or (new.role = 'student' and m.student_id = new.student_id))
  ) then
    return new;
  end if;

  if new.role = 'guardian' then
    v_person := new.user_id;
  else
    select s.user_id into v_person from public.students s where s.id = new.student_id;
  end if;
  if v_person is not null and exists (
    select 1
    from public.household_members m
    join public.households h on h.id = m.household_id and h.deleted_at is null
    left join public.students s on s.id = m.student_id
    where m.status = 'active' and m.household_id <> new.household_id and m.id is distinct from new.id
      and ((m.role = 'guardian' and m.user_id = v_person)
        or (m.role = 'student' and s.user_id = v_person and s.deleted_at is null))
  ) then
    raise exception 'already_in_household' using errcode = '23505';
  end if;

  select count(*) into v_active
  from public.household_members m
  where m.household_id = new.household_id and m.status = 'active' and m.id is distinct from new.id;
  if v_active + 1 > public.household_max_members() then
    raise exception 'household_full' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger household_members_check_limits
before insert or update of status, household_id on public.household_members
for each row execute function public.household_members_check_limits();

-- The clear token is a credential only while the invitation is pending: gone once it is accepted or revoked.
-- Through the API (where revoked_at is the only writable column) a cancelled invitation also stays cancelled:
-- clearing or moving revoked_at again would bring a dead link back to life.
create function public.invitations_clear_token() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and current_user in ('authenticated', 'anon')
     and old.revoked_at is not null and new.revoked_at is distinct from old.revoked_at then
    raise exception 'invitation_revoked' using errcode = '22023';
  end if;
  if new.accepted_at is not null or new.revoked_at is not null then
    new.token := null;
  end if;
  return new;
end;
$$;

create trigger invitations_clear_token
before insert or update on public.invitations
for each row execute function public.invitations_clear_token();

/* ---------------------------------------------------------------------------------------------------------- */
/* Row-level security                                                                                          */
/* ---------------------------------------------------------------------------------------------------------- */

alter table public.profiles enable row level security;
alter table public.households enable row level security;
alter table public.students enable row level security;
alter table public.household_members enable row level security;
alter table public.invitations enable row level security;
alter table public.access_log enable row level security;

-- profiles: the owner's row only.
create policy profiles_select_own on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- households: members read; so does the creator while nobody is in it yet (insert ... returning before the first
-- membership exists). Anyone may create one as themself; members rename. Closing is a function's job.
create policy households_select on public.households for select to authenticated
  using (deleted_at is null
    and (public.is_household_member(id)
      or (created_by = (select auth.uid()) and not public.household_has_members(id))));
create policy households_insert on public.households for insert to authenticated
  with check (created_by = (select auth.uid()));
create policy households_update on public.households for update to authenticated
  using (public.is_household_member(id)) with check (public.is_household_member(id));

-- students: the plain column tests come first so a row just inserted (not yet in the helpers' snapshot) passes.
-- The owner and the managing guardian still see a soft-deleted record (that is what restore needs); guardians
-- lose it at once.
create policy students_select on public.students for select to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid()) or public.can_read_student(id));
create policy students_insert on public.students for insert to authenticated
  with check ((user_id = (select auth.uid()) and managed_by is null)
    or (user_id is null and managed_by = (select auth.uid())));
create policy students_update on public.students for update to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid()) or public.can_edit_student(id))
  with check (user_id = (select auth.uid()) or managed_by = (select auth.uid()) or public.can_edit_student(id));

-- household_members: co-members see each other, everyone sees their own rows. Direct inserts only for the
-- creator joining their own household (as guardian, or with their own student record) and for an active guardian
-- adding a managed record they made that has no account; everyone else joins through accept_invitation().
-- Deleting = leaving (own guardian row, own student's row) or removing (any active guardian of the household).
create policy household_members_select on public.household_members for select to authenticated
  using (public.is_household_member(household_id)
    or user_id = (select auth.uid())
    or public.is_own_student(student_id));
create policy household_members_insert on public.household_members for insert to authenticated
  with check (
    status = 'active'
    and (
      (exists (select 1 from public.households h where h.id = household_id and h.created_by = (select auth.uid()))
        and ((role = 'guardian' and user_id = (select auth.uid()))
          or (role = 'student' and public.is_own_student(student_id))))
      or (role = 'student'
        and exists (select 1 from public.students s
                    where s.id = student_id and s.managed_by = (select auth.uid()) and s.user_id is null)
        and public.is_household_guardian(household_id))
    )
  );
create policy household_members_delete_leave on public.household_members for delete to authenticated
  using (user_id = (select auth.uid()) or public.is_own_student(student_id));
create policy household_members_delete_remove on public.household_members for delete to authenticated
  using (public.is_household_guardian(household_id));

-- invitations: the household's active members (an inviter who left no longer does), and the person the invite
-- step recorded as accepted_by (the "choose a password" page). Revoking = setting revoked_at, the only column the
-- API may write.
create policy invitations_select_members on public.invitations for select to authenticated
  using (public.is_household_member(household_id));
create policy invitations_select_invitee on public.invitations for select to authenticated
  using (accepted_by = (select auth.uid()));
create policy invitations_update_members on public.invitations for update to authenticated
  using (public.is_household_member(household_id)) with check (public.is_household_member(household_id));

-- access_log: the student it is about, and the viewer.
create policy access_log_select on public.access_log for select to authenticated
  using (public.is_own_student(student_id) or viewer_id = (select auth.uid()));

/* ---------------------------------------------------------------------------------------------------------- */
/* Privileges                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------- */

revoke all on public.profiles, public.households, public.students, public.household_members, public.invitations,
  public.access_log from public, anon, authenticated, service_role;
grant select, insert, update on public.profiles to authenticated;
grant select, insert, update on public.households to authenticated;
grant select, insert, update on public.students to authenticated;
grant select, insert, delete on public.household_members to authenticated;
grant select on public.invitations to authenticated;
grant update (revoked_at) on public.invitations to authenticated;
grant select on public.access_log to authenticated;

revoke all on function public.birth_year_allowed(integer, date) from public, anon, authenticated, service_role;
revoke all on function public.household_max_members() from public, anon, authenticated, service_role;
revoke all on function public.is_own_student(uuid) from public, anon, authenticated, service_role;
revoke all on function public.is_guardian_of(uuid, boolean) from public, anon, authenticated, service_role;
revoke all on function public.can_read_student(uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_edit_student(uuid) from public, anon, authenticated, service_role;
revoke all on function public.is_household_member(uuid) from public, anon, authenticated, service_role;
revoke all on function public.household_has_members(uuid) from public, anon, authenticated, service_role;
revoke all on function public.is_household_guardian(uuid) from public, anon, authenticated, service_role;
revoke all on function public.household_of(uuid) from public, anon, authenticated, service_role;
revoke all on function public.my_household() from public, anon, authenticated, service_role;
revoke all on function public.household_seats_taken(uuid) from public, anon, authenticated, service_role;
revoke all on function public.is_solo_household(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.household_has_actors(uuid) from public, anon, authenticated, service_role;
revoke all on function public.profiles_check_birth_year() from public, anon, authenticated, service_role;
revoke all on function public.handle_new_user() from public, anon, authenticated, service_role;
revoke all on function public.students_guard_owner() from public, anon, authenticated, service_role;
revoke all on function public.household_members_check_limits() from public, anon, authenticated, service_role;
revoke all on function public.invitations_clear_token() from public, anon, authenticated, service_role;

grant execute on function public.birth_year_allowed(integer, date) to authenticated, service_role;
grant execute on function public.household_max_members() to authenticated, service_role;
grant execute on function public.is_own_student(uuid) to authenticated, service_role;
grant execute on function public.is_guardian_of(uuid, boolean) to authenticated, service_role;
grant execute on function public.can_read_student(uuid) to authenticated, service_role;
grant execute on function public.can_edit_student(uuid) to authenticated, service_role;
grant execute on function public.is_household_member(uuid) to authenticated, service_role;
grant execute on function public.household_has_members(uuid) to authenticated, service_role;
grant execute on function public.is_household_guardian(uuid) to authenticated, service_role;
grant execute on function public.my_household() to authenticated, service_role;
grant execute on function public.household_of(uuid) to service_role;
grant execute on function public.household_seats_taken(uuid) to service_role;
grant execute on function public.is_solo_household(uuid, uuid) to service_role;
grant execute on function public.household_has_actors(uuid) to service_role;
