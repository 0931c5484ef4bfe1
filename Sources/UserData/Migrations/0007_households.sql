-- 0007_households: the household's home and every household operation the API calls (userdata-map §1.2
-- household_homes, §1.3, §2.2, §2.3, §2.9).
--
-- All operations are security-definer functions that check the caller themselves and raise a named exception;
-- the name is the message, and the SQLSTATE says what kind of refusal it is:
--   28000 not signed in · 42501 not allowed · 22023 invalid input or refused state · P0002 not found
--   23505 duplicate (already in a household, already on the list) · 23514 limit (household full)
-- Internal helpers are executable by nobody but service_role.

/* ---------------------------------------------------------------------------------------------------------- */
/* The household's home                                                                                        */
/* ---------------------------------------------------------------------------------------------------------- */

-- One per household, set by any member. Active members of the live household read and change it; to anyone else
-- it does not exist.
create table public.household_homes (
  household_id uuid primary key references public.households (id) on delete cascade,
  lat          double precision not null check (lat between -90 and 90),
  lng          double precision not null check (lng between -180 and 180),
  -- the tidied matched address; members only
  label        text not null check (char_length(label) between 1 and 200),
  -- what distance lines name: "Washington, DC" or "ZIP 20500"
  place        text not null check (char_length(place) between 1 and 80),
  -- Explore's near filter uses this ZIP's centre, never the address
  zip          text check (zip ~ '^[0-9]{5}$'),
  set_by       uuid references auth.users (id) on delete set null,
  -- the setter's name at the time (profiles are private to their owner)
  set_by_name  text check (char_length(set_by_name) <= 80),
  updated_at   timestamptz not null default now()
);

alter table public.household_homes enable row level security;

create policy household_homes_select on public.household_homes for select to authenticated
  using (public.is_household_member(household_id));
create policy household_homes_insert on public.household_homes for insert to authenticated
  with check (public.is_household_member(household_id) and (set_by is null or set_by = (select auth.uid())));
create policy household_homes_update on public.household_homes for update to authenticated
  using (public.is_household_member(household_id))
  with check (public.is_household_member(household_id) and (set_by is null or set_by = (select auth.uid())));
create policy household_homes_delete on public.household_homes for delete to authenticated
  using (public.is_household_member(household_id));

revoke all on public.household_homes from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.household_homes to authenticated;

/* ---------------------------------------------------------------------------------------------------------- */
/* Internal helpers                                                                                            */
/* ---------------------------------------------------------------------------------------------------------- */

-- Closes (soft-deletes) a household nobody who can act is left in, and revokes its pending invitations.
create function public.close_household_if_empty(p_household uuid, p_at timestamptz) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.household_has_actors(p_household) then
    return;
  end if;
  update public.households set deleted_at = p_at where id = p_household and deleted_at is null;
  update public.invitations set revoked_at = p_at
    where household_id = p_household and accepted_at is null and revoked_at is null;
end;
$$;

-- Who takes over a managed student when p_user (its manager) deletes their account: the longest-standing other
-- active guardian, not deleted, of a live household where the student is active. Null when there is none.
create function public.managed_student_heir(p_student uuid, p_user uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select g.user_id
  from public.household_members g
  join public.household_members m
    on m.household_id = g.household_id and m.student_id = p_student and m.role = 'student' and m.status = 'active'
  join public.households h on h.id = g.household_id and h.deleted_at is null
  left join public.profiles p on p.id = g.user_id
  where g.role = 'guardian' and g.status = 'active' and g.user_id <> p_user and p.deleted_at is null
  order by coalesce(g.accepted_at, g.created), g.id
  limit 1
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Roster                                                                                                      */
/* ---------------------------------------------------------------------------------------------------------- */

-- Everyone in one list, for a member of the household (empty for anyone else): the active members, plus pending
-- invitations as rows of their own (member_id null). A managed student with a pending hand-over shows as
-- 'invited' (or 'expired') on its own row instead. email is filled only on invitations the viewer sent. Names,
-- never e-mails of members; deleted people are left out. Students first, then guardians, then by joining time.
create function public.household_roster(p_household uuid)
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
language sql
stable
security definer
set search_path = ''
as $$
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
      coalesce(m.role = 'student' and s.user_id is null and s.managed_by = auth.uid(), false) as managed_by_me,
      coalesce(m.user_id = auth.uid(), false) or coalesce(s.user_id = auth.uid(), false) as is_me,
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
      case when handover.invited_by = auth.uid() then handover.email end as email,
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
      case when i.invited_by = auth.uid() then i.email end as email,
      i.id as tiebreak
    from public.invitations i
    where i.household_id = p_household and i.student_id is null
      and i.accepted_at is null and i.revoked_at is null
  )
  select r.member_id, r.role, r.user_id, r.student_id, r.display_name, r.can_edit, r.managed, r.managed_by_me,
         r.is_me, r.joined, r.status, r.invitation_id, r.expires_at, r.grad_year, r.phone, r.email
  from (select * from people union all select * from waiting) r
  where public.is_household_member(p_household)
  order by r.role = 'guardian', r.joined, r.tiebreak
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Creating a household, adding a managed student                                                              */
/* ---------------------------------------------------------------------------------------------------------- */

-- A new household with the caller as its first member: as a guardian (with edit access), or as a student through
-- their own record (made if missing). Returns the household id.
create function public.create_household(p_name text, p_role text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid       uuid := auth.uid();
  v_name      text := btrim(coalesce(p_name, ''));
  v_household uuid;
  v_student   uuid;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if char_length(v_name) not between 1 and 80 then
    raise exception 'invalid_name' using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('guardian', 'student') then
    raise exception 'invalid_role' using errcode = '22023';
  end if;
  if exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is not null) then
    raise exception 'account_deleted' using errcode = '42501';
  end if;
  if public.household_of(v_uid) is not null then
    raise exception 'already_in_household' using errcode = '23505';
  end if;

  insert into public.households (name, created_by) values (v_name, v_uid) returning id into v_household;
  if p_role = 'guardian' then
    insert into public.household_members (household_id, user_id, role, status, can_edit, accepted_at)
    values (v_household, v_uid, 'guardian', 'active', true, now());
  else
    select s.id into v_student from public.students s where s.user_id = v_uid and s.deleted_at is null;
    if v_student is null then
      insert into public.students (user_id, display_name)
      values (v_uid, (select p.display_name from public.profiles p where p.id = v_uid))
      returning id into v_student;
    end if;
    insert into public.household_members (household_id, student_id, role, status, accepted_at)
    values (v_household, v_student, 'student', 'active', now());
  end if;
  return v_household;
end;
$$;

-- An active guardian makes a record for a child without an account and adds it to the household. The seat check
-- counts pending invitations. Returns the student id.
create function public.add_managed_student(p_household uuid, p_name text, p_grad_year integer default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid     uuid := auth.uid();
  v_name    text := btrim(coalesce(p_name, ''));
  v_student uuid;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if not public.is_household_guardian(p_household) then
    raise exception 'only_guardians_add_students' using errcode = '42501';
  end if;
  if char_length(v_name) not between 1 and 80 then
    raise exception 'invalid_name' using errcode = '22023';
  end if;
  if p_grad_year is not null and p_grad_year not between 2000 and 2100 then
    raise exception 'invalid_grad_year' using errcode = '22023';
  end if;
  if public.household_seats_taken(p_household) >= public.household_max_members() then
    raise exception 'household_full' using errcode = '23514';
  end if;
  insert into public.students (managed_by, display_name, grad_year)
  values (v_uid, v_name, p_grad_year)
  returning id into v_student;
  insert into public.household_members (household_id, student_id, role, status, accepted_at)
  values (p_household, v_student, 'student', 'active', now());
  return v_student;
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Invitations                                                                                                 */
/* ---------------------------------------------------------------------------------------------------------- */

-- Invite someone to a household the caller is an active member of. Returns {id, token, expires_at, student_id};
-- the token (64 hex) is the link's secret, stored as its SHA-256 hex plus, while pending, in clear.
-- * side 'guardian': any member may invite; the guardian joins with edit access unless p_can_edit is false.
-- * side 'student': guardians only. p_student hands over a managed record the caller made that is an active
--   member (it already holds a seat). With a name and no p_student, the managed record is made first (checking the
--   seat) and the invitation hands it over, so the student takes one seat and the list can start now.
create function public.create_invitation(
  p_household    uuid,
  p_email        text,
  p_side         text,
  p_student      uuid,
  p_can_edit     boolean,
  p_display_name text,
  p_phone        text,
  p_grad_year    integer
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid         uuid := auth.uid();
  v_email       text := lower(btrim(p_email));
  v_name        text := nullif(btrim(coalesce(p_display_name, '')), '');
  v_phone       text := nullif(btrim(coalesce(p_phone, '')), '');
  v_token       text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_student     uuid := p_student;
  v_is_guardian boolean;
  v_row         public.invitations;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if not public.is_household_member(p_household) then
    raise exception 'not_a_member' using errcode = '42501';
  end if;
  if p_side is null or p_side not in ('guardian', 'student') then
    raise exception 'invalid_side' using errcode = '22023';
  end if;
  if v_email is null or position('@' in v_email) < 2 then
    raise exception 'invalid_email' using errcode = '22023';
  end if;
  if v_email = (select lower(u.email) from auth.users u where u.id = v_uid) then
    raise exception 'invite_self' using errcode = '22023';
  end if;
  if v_name is not null and char_length(v_name) > 80 then
    raise exception 'invalid_name' using errcode = '22023';
  end if;
  if v_phone is not null and v_phone !~ '^\+[1-9][0-9]{6,14}$' then
    raise exception 'invalid_phone' using errcode = '22023';
  end if;
  if p_grad_year is not null and p_grad_year not between 2000 and 2100 then
    raise exception 'invalid_grad_year' using errcode = '22023';
  end if;
  v_is_guardian := public.is_household_guardian(p_household);

  if p_side = 'student' then
    if not v_is_guardian then
      raise exception 'only_guardians_invite_students' using errcode = '42501';
    end if;
    if v_student is not null and not exists (
      select 1
      from public.students s
      join public.household_members m
        on m.student_id = s.id and m.household_id = p_household and m.status = 'active'
      where s.id = v_student and s.managed_by = v_uid and s.user_id is null and s.deleted_at is null
    ) then
      raise exception 'invalid_student' using errcode = '42501';
    end if;
    if v_student is null and v_name is not null then
      v_student := public.add_managed_student(p_household, v_name, p_grad_year);
      if v_phone is not null then
        update public.students set phone = v_phone where id = v_student;
      end if;
    end if;
  elsif v_student is not null then
    raise exception 'invalid_student' using errcode = '22023';
  end if;
  if v_student is null and public.household_seats_taken(p_household) >= public.household_max_members() then
    raise exception 'household_full' using errcode = '23514';
  end if;

  insert into public.invitations
    (household_id, token_hash, token, email, side, student_id, can_edit, invited_by, display_name, phone, grad_year)
  values (
    p_household,
    encode(sha256(convert_to(v_token, 'UTF8')), 'hex'),
    v_token,
    v_email,
    p_side,
    v_student,
    p_side = 'guardian' and coalesce(p_can_edit, true),
    v_uid,
    v_name,
    v_phone,
    case when p_side = 'student' then p_grad_year end
  )
  returning * into v_row;

  return json_build_object('id', v_row.id, 'token', v_token, 'expires_at', v_row.expires_at,
                           'student_id', v_row.student_id);
end;
$$;

-- The short form, for callers without the person's name, phone or grad year.
create function public.create_invitation(
  p_household uuid,
  p_email     text,
  p_side      text,
  p_student   uuid default null,
  p_can_edit  boolean default true
) returns json
language sql
security definer
set search_path = ''
as $$
  select public.create_invitation(p_household, p_email, p_side, p_student, p_can_edit,
                                  null::text, null::text, null::integer)
$$;

-- "Send again": a new token and a fresh 7 days for a pending invitation; the old link stops working. Any active
-- member of the household may. Returns {id, token, expires_at, email, side}.
create function public.reissue_invitation(p_invitation uuid) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv     public.invitations;
  v_token   text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_expires timestamptz := now() + interval '7 days';
begin
  if auth.uid() is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  select i.* into v_inv from public.invitations i where i.id = p_invitation for update;
  if not found or not public.is_household_member(v_inv.household_id) then
    raise exception 'invitation_not_found' using errcode = 'P0002';
  end if;
  if v_inv.accepted_at is not null then
    raise exception 'invitation_used' using errcode = '22023';
  end if;
  if v_inv.revoked_at is not null then
    raise exception 'invitation_revoked' using errcode = '22023';
  end if;
  update public.invitations
    set token_hash = encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), token = v_token, expires_at = v_expires
    where id = p_invitation;
  return json_build_object('id', p_invitation, 'token', v_token, 'expires_at', v_expires,
                           'email', v_inv.email, 'side', v_inv.side);
end;
$$;

-- Folds a managed record into the student's own record when the student, who already has one, accepts the
-- hand-over: its lists move (the own default stays the default; the moved one becomes an extra list), profile
-- keys merge with the student's own values winning, the own record takes its household places (the managed one
-- leaves first, so the seat count sees a swap), access-log rows follow, and the managed record is soft-deleted.
-- Follows are re-synced by the lists trigger.
create function public.merge_managed_student(p_managed uuid, p_own uuid, p_user uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_households uuid[];
begin
  if exists (select 1 from public.lists l where l.student_id = p_own and l.is_default) then
    update public.lists set is_default = false where student_id = p_managed and is_default;
  end if;
  update public.lists set student_id = p_own where student_id = p_managed;

  if exists (select 1 from public.student_profiles sp where sp.student_id = p_managed) then
    if exists (select 1 from public.student_profiles sp where sp.student_id = p_own) then
      update public.student_profiles own
        set data = managed.data || own.data, updated_at = now(), updated_by = p_user
        from public.student_profiles managed
        where own.student_id = p_own and managed.student_id = p_managed;
      delete from public.student_profiles where student_id = p_managed;
    else
      update public.student_profiles set student_id = p_own, updated_at = now() where student_id = p_managed;
    end if;
  end if;

  v_households := array(
    select m.household_id from public.household_members m where m.student_id = p_managed and m.status = 'active'
  );
  delete from public.household_members where student_id = p_managed;
  insert into public.household_members (household_id, student_id, role, status, accepted_at)
  select h, p_own, 'student', 'active', now() from unnest(v_households) as h
  on conflict (household_id, student_id) do update set status = 'active';

  update public.access_log set student_id = p_own where student_id = p_managed;
  update public.students set deleted_at = now() where id = p_managed and user_id is null;
end;
$$;

-- Accepting, for an invitation row already found and locked by the caller. Refusals in this order: revoked, used,
-- expired, the caller sent it, the caller's e-mail is not the invited one. A caller alone in another household
-- leaves it (its home comes along when the new household has none; it closes); one with company there is refused.
-- The inviter-typed name and phone fill the caller's profile where empty. Guardian side: an active guardian
-- membership with the invitation's edit access. Student side: claim the named managed record (no own record
-- yet), or merge it into the own record, or make an own record; then an active student membership.
create function public.accept_invitation_row(p_inv public.invitations) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid     uuid := auth.uid();
  v_email   text;
  v_student uuid;
  v_claimed integer;
  v_current uuid;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if p_inv.revoked_at is not null then
    raise exception 'invitation_revoked' using errcode = '22023';
  end if;
  if p_inv.accepted_at is not null then
    raise exception 'invitation_used' using errcode = '22023';
  end if;
  if p_inv.expires_at <= now() then
    raise exception 'invitation_expired' using errcode = '22023';
  end if;
  if p_inv.invited_by = v_uid then
    raise exception 'invitation_own' using errcode = '22023';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_uid;
  if v_email is distinct from lower(p_inv.email) then
    raise exception 'invitation_wrong_email' using errcode = '42501';
  end if;

  v_current := public.household_of(v_uid);
  if v_current is not null and v_current <> p_inv.household_id then
    if not public.is_solo_household(v_current, v_uid) then
      raise exception 'already_in_household' using errcode = '23505';
    end if;
    insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by, set_by_name, updated_at)
    select p_inv.household_id, hh.lat, hh.lng, hh.label, hh.place, hh.zip, hh.set_by, hh.set_by_name, hh.updated_at
    from public.household_homes hh where hh.household_id = v_current
    on conflict (household_id) do nothing;
    delete from public.household_homes where household_id = v_current;
    delete from public.household_members m
      where m.household_id = v_current
        and (m.user_id = v_uid or m.student_id in (select s.id from public.students s where s.user_id = v_uid));
    perform public.close_household_if_empty(v_current, now());
  end if;

  update public.profiles p
    set display_name = case when nullif(btrim(coalesce(p.display_name, '')), '') is null
                            then coalesce(p_inv.display_name, p.display_name) else p.display_name end,
        phone = coalesce(p.phone, p_inv.phone)
    where p.id = v_uid;

  if p_inv.side = 'guardian' then
    insert into public.household_members (household_id, user_id, role, status, can_edit, accepted_at)
    values (p_inv.household_id, v_uid, 'guardian', 'active', p_inv.can_edit, now())
    on conflict (household_id, user_id)
      do update set status = 'active', can_edit = excluded.can_edit, accepted_at = now();
  else
    select s.id into v_student from public.students s where s.user_id = v_uid;
    if v_student is null and p_inv.student_id is not null then
      update public.students set user_id = v_uid, managed_by = null
        where id = p_inv.student_id and user_id is null and deleted_at is null;
      get diagnostics v_claimed = row_count;
      if v_claimed = 1 then
        v_student := p_inv.student_id;
      end if;
    elsif v_student is not null and p_inv.student_id is not null and p_inv.student_id <> v_student
      and exists (select 1 from public.students s
                  where s.id = p_inv.student_id and s.user_id is null and s.deleted_at is null) then
      perform public.merge_managed_student(p_inv.student_id, v_student, v_uid);
    end if;
    if v_student is null then
      insert into public.students (user_id, display_name, grad_year, phone)
      values (v_uid, (select p.display_name from public.profiles p where p.id = v_uid), p_inv.grad_year, p_inv.phone)
      returning id into v_student;
    end if;
    insert into public.household_members (household_id, student_id, role, status, accepted_at)
    values (p_inv.household_id, v_student, 'student', 'active', now())
    on conflict (household_id, student_id)
      do update set status = 'active', accepted_at = now();
  end if;

  update public.invitations set accepted_at = now(), accepted_by = v_uid, token = null where id = p_inv.id;
  return p_inv.household_id;
end;
$$;

-- Accept by the link's token. An unknown token, or one whose household was closed, is invitation_not_found.
-- Returns the household id.
create function public.accept_invitation(p_token text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  if auth.uid() is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  select i.* into v_inv
  from public.invitations i
  join public.households h on h.id = i.household_id and h.deleted_at is null
  where i.token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
  for update of i;
  if not found then
    raise exception 'invitation_not_found' using errcode = 'P0002';
  end if;
  return public.accept_invitation_row(v_inv);
end;
$$;

-- Accept by id, for the "choose a password" step after the invite step made the account: only the user recorded
-- in accepted_by may; for anybody else the invitation does not exist. Returns the household id.
create function public.accept_invitation_by_id(p_invitation uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  if auth.uid() is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  select i.* into v_inv
  from public.invitations i
  join public.households h on h.id = i.household_id and h.deleted_at is null
  where i.id = p_invitation
  for update of i;
  if not found or v_inv.accepted_by is distinct from auth.uid() then
    raise exception 'invitation_not_found' using errcode = 'P0002';
  end if;
  return public.accept_invitation_row(v_inv);
end;
$$;

-- What an invitation link shows before anyone signs in (the token is the credential): household name, inviter's
-- name, side, expiry and state. Never the e-mail address. Null for an unknown token or a closed household.
create function public.invitation_preview(p_token text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'household_name', h.name,
    'inviter_name', p.display_name,
    'side', i.side,
    'expires_at', i.expires_at,
    'state', case
      when i.revoked_at is not null then 'revoked'
      when i.accepted_at is not null then 'used'
      when i.expires_at <= now() then 'expired'
      else 'pending'
    end
  )
  from public.invitations i
  join public.households h on h.id = i.household_id and h.deleted_at is null
  left join public.profiles p on p.id = i.invited_by
  where i.token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Leaving, edit access                                                                                        */
/* ---------------------------------------------------------------------------------------------------------- */

-- Removes the caller's guardian membership and their own student record's membership of the household, then
-- closes it if nobody who can act is left.
create function public.leave_household(p_household uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid  uuid := auth.uid();
  v_left integer;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  delete from public.household_members m
  where m.household_id = p_household
    and (m.user_id = v_uid or m.student_id in (select s.id from public.students s where s.user_id = v_uid));
  get diagnostics v_left = row_count;
  if v_left = 0 then
    raise exception 'not_a_member' using errcode = '42501';
  end if;
  perform public.close_household_if_empty(p_household, now());
end;
$$;

-- Turns a guardian's edit access on or off. Granting: a student of the household (with their own account), or a
-- guardian when every student there is a managed record that guardian made (at least one); never for yourself.
-- Revoking: the same people, or the guardian giving up their own access.
create function public.set_member_can_edit(p_member uuid, p_can_edit boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid          uuid := auth.uid();
  v_member       public.household_members;
  v_is_student   boolean;
  v_manages_all  boolean;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  select m.* into v_member from public.household_members m where m.id = p_member for update;
  if not found or v_member.role <> 'guardian' or v_member.status <> 'active'
     or not public.is_household_member(v_member.household_id) then
    raise exception 'member_not_found' using errcode = 'P0002';
  end if;

  v_is_student := exists (
    select 1
    from public.household_members m
    join public.students s on s.id = m.student_id
    where m.household_id = v_member.household_id and m.role = 'student' and m.status = 'active'
      and s.user_id = v_uid and s.deleted_at is null
  );
  v_manages_all := public.is_household_guardian(v_member.household_id)
    and exists (
      select 1
      from public.household_members m
      join public.students s on s.id = m.student_id and s.deleted_at is null
      where m.household_id = v_member.household_id and m.role = 'student' and m.status = 'active'
    )
    and not exists (
      select 1
      from public.household_members m
      join public.students s on s.id = m.student_id and s.deleted_at is null
      where m.household_id = v_member.household_id and m.role = 'student' and m.status = 'active'
        and not (s.user_id is null and s.managed_by = v_uid)
    );

  if coalesce(p_can_edit, false) then
    if v_member.user_id = v_uid then
      raise exception 'cannot_grant_self' using errcode = '42501';
    end if;
    if not (v_is_student or v_manages_all) then
      raise exception 'only_student_grants_edit' using errcode = '42501';
    end if;
  elsif not (v_is_student or v_manages_all or v_member.user_id = v_uid) then
    raise exception 'only_student_grants_edit' using errcode = '42501';
  end if;

  update public.household_members set can_edit = coalesce(p_can_edit, false) where id = p_member;
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Access log                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------- */

-- Records that the caller read one of a student's tables as a guardian. Nothing is recorded (and nothing fails)
-- for the student's own reads or for a caller who cannot read the student.
create function public.log_access(p_student uuid, p_table text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or public.is_own_student(p_student) or not public.can_read_student(p_student) then
    return;
  end if;
  insert into public.access_log (viewer_id, student_id, table_name)
  values (auth.uid(), p_student, left(coalesce(p_table, ''), 64));
end;
$$;

-- Reads of the caller's own student record, newest first, with the viewer's name (null once the viewer's account
-- is deleted). p_limit is clamped to 1..1000.
create function public.my_access_log(p_limit integer default 200)
returns table (at timestamptz, table_name text, viewer_id uuid, viewer_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.at, a.table_name, a.viewer_id, case when p.deleted_at is null then p.display_name end
  from public.access_log a
  join public.students s on s.id = a.student_id and s.user_id = auth.uid()
  left join public.profiles p on p.id = a.viewer_id
  where auth.uid() is not null
  order by a.at desc, a.id desc
  limit greatest(1, least(coalesce(p_limit, 200), 1000))
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Account deletion and restore                                                                                */
/* ---------------------------------------------------------------------------------------------------------- */

-- What deleting the caller's account would do: whether they have an own student record, and for each managed
-- record they made, whether another guardian keeps it (and who).
create function public.account_deletion_preview() returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'own_student', exists (select 1 from public.students s where s.user_id = auth.uid() and s.deleted_at is null),
    'managed', coalesce((
      select json_agg(json_build_object(
               'id', m.id,
               'name', m.display_name,
               'kept', m.heir is not null,
               'kept_by', (select p.display_name from public.profiles p where p.id = m.heir)
             ) order by m.display_name, m.id)
      from (
        select s.id, s.display_name, public.managed_student_heir(s.id, auth.uid()) as heir
        from public.students s
        where s.managed_by = auth.uid() and s.user_id is null and s.deleted_at is null
      ) m
    ), '[]'::json)
  )
  where auth.uid() is not null
$$;

-- Soft-deletes the caller's account; every affected row gets the same deleted_at (restore and purge find them by
-- it). Managed records pass to their heir or go with the account (memberships removed); the own student record
-- is soft-deleted; all memberships of the caller and their own record are removed; unused invitations they sent
-- are revoked; households left without anyone who can act are closed; the profile is marked; every session of
-- the account ends (global sign-out). Returns {deleted_at, managed_kept, managed_deleted}.
create function public.delete_my_account() returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid        uuid := auth.uid();
  v_at         timestamptz := now();
  v_households uuid[];
  v_household  uuid;
  v_heir       uuid;
  v_kept       integer := 0;
  v_deleted    integer := 0;
  r            record;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is not null) then
    raise exception 'account_deleted' using errcode = '22023';
  end if;

  v_households := array(
    select distinct m.household_id
    from public.household_members m
    left join public.students s on s.id = m.student_id
    where m.user_id = v_uid or s.user_id = v_uid or (s.managed_by = v_uid and s.user_id is null)
  );

  for r in
    select s.id from public.students s
    where s.managed_by = v_uid and s.user_id is null and s.deleted_at is null
    order by s.created, s.id
  loop
    v_heir := public.managed_student_heir(r.id, v_uid);
    if v_heir is not null then
      update public.students set managed_by = v_heir where id = r.id;
      v_kept := v_kept + 1;
    else
      update public.students set deleted_at = v_at where id = r.id;
      delete from public.household_members where student_id = r.id;
      v_deleted := v_deleted + 1;
    end if;
  end loop;

  update public.students set deleted_at = v_at where user_id = v_uid and deleted_at is null;
  delete from public.household_members m
  where m.user_id = v_uid or m.student_id in (select s.id from public.students s where s.user_id = v_uid);
  update public.invitations set revoked_at = v_at
    where invited_by = v_uid and accepted_at is null and revoked_at is null;

  foreach v_household in array v_households loop
    perform public.close_household_if_empty(v_household, v_at);
  end loop;

  insert into public.profiles (id, deleted_at) values (v_uid, v_at)
  on conflict (id) do update set deleted_at = v_at;

  delete from auth.sessions where user_id = v_uid;

  return json_build_object('deleted_at', v_at, 'managed_kept', v_kept, 'managed_deleted', v_deleted);
end;
$$;

-- Undoes delete_my_account() within the grace period: the profile, the own student record and the managed
-- records deleted with it (same timestamp). Memberships and households are not restored.
create function public.restore_my_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_at  timestamptz;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  select p.deleted_at into v_at from public.profiles p where p.id = v_uid;
  if v_at is null then
    return;
  end if;
  update public.students set deleted_at = null
    where deleted_at = v_at and (user_id = v_uid or (managed_by = v_uid and user_id is null));
  update public.profiles set deleted_at = null where id = v_uid;
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Function privileges                                                                                         */
/* ---------------------------------------------------------------------------------------------------------- */

revoke all on function public.close_household_if_empty(uuid, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.managed_student_heir(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.household_roster(uuid) from public, anon, authenticated, service_role;
revoke all on function public.create_household(text, text) from public, anon, authenticated, service_role;
revoke all on function public.add_managed_student(uuid, text, integer) from public, anon, authenticated, service_role;
revoke all on function public.create_invitation(uuid, text, text, uuid, boolean, text, text, integer)
  from public, anon, authenticated, service_role;
revoke all on function public.create_invitation(uuid, text, text, uuid, boolean)
  from public, anon, authenticated, service_role;
revoke all on function public.reissue_invitation(uuid) from public, anon, authenticated, service_role;
revoke all on function public.merge_managed_student(uuid, uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.accept_invitation_row(public.invitations) from public, anon, authenticated, service_role;
revoke all on function public.accept_invitation(text) from public, anon, authenticated, service_role;
revoke all on function public.accept_invitation_by_id(uuid) from public, anon, authenticated, service_role;
revoke all on function public.invitation_preview(text) from public, anon, authenticated, service_role;
revoke all on function public.leave_household(uuid) from public, anon, authenticated, service_role;
revoke all on function public.set_member_can_edit(uuid, boolean) from public, anon, authenticated, service_role;
revoke all on function public.log_access(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.my_access_log(integer) from public, anon, authenticated, service_role;
revoke all on function public.account_deletion_preview() from public, anon, authenticated, service_role;
revoke all on function public.delete_my_account() from public, anon, authenticated, service_role;
revoke all on function public.restore_my_account() from public, anon, authenticated, service_role;

grant execute on function public.close_household_if_empty(uuid, timestamptz) to service_role;
grant execute on function public.managed_student_heir(uuid, uuid) to service_role;
grant execute on function public.merge_managed_student(uuid, uuid, uuid) to service_role;
grant execute on function public.accept_invitation_row(public.invitations) to service_role;
grant execute on function public.household_roster(uuid) to authenticated;
grant execute on function public.create_household(text, text) to authenticated;
grant execute on function public.add_managed_student(uuid, text, integer) to authenticated;
grant execute on function public.create_invitation(uuid, text, text, uuid, boolean, text, text, integer) to authenticated;
grant execute on function public.create_invitation(uuid, text, text, uuid, boolean) to authenticated;
grant execute on function public.reissue_invitation(uuid) to authenticated;
grant execute on function public.accept_invitation(text) to authenticated;
grant execute on function public.accept_invitation_by_id(uuid) to authenticated;
grant execute on function public.invitation_preview(text) to anon, authenticated;
grant execute on function public.leave_household(uuid) to authenticated;
grant execute on function public.set_member_can_edit(uuid, boolean) to authenticated;
grant execute on function public.log_access(uuid, text) to authenticated;
grant execute on function public.my_access_log(integer) to authenticated;
grant execute on function public.account_deletion_preview() to authenticated;
grant execute on function public.delete_my_account() to authenticated;
grant execute on function public.restore_my_account() to authenticated;
