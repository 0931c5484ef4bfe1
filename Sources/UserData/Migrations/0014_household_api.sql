-- 0014_household_api: what the household, invitation, profile and home endpoints need beyond 0002/0007/0010.
--
-- 1. The limits hold under concurrency. The seat count (members plus waiting invitations) and the one-household rule
--    were checked by reading, then writing: two invitations racing for a household's last seat both saw five seats
--    taken and both went in, and two accepts (or two create_household calls) by one person could both find them in
--    no household. Every path that takes a seat or makes a membership active now holds a transaction-level lock on
--    the household (and, for a membership, on the person) before it counts, so the second waits for the first to
--    commit and then counts what it did. Locks are always taken person first, then household.
-- 2. "Send again" on an expired invitation brings back the seat it had given up, so it checks the seat first.
-- 3. Invitation e-mails go through the mail outbox in the same transaction as the invitation: the signed-in person
--    cannot write auth.mail_outbox, so queue_invitation_email() does, for a pending invitation of their own household
--    whose link the message carries, to the invited address only.
-- Nothing here changes who sees or edits what.

/* ---------------------------------------------------------------------------------------------------------- */
/* Locks (internal)                                                                                            */
/* ---------------------------------------------------------------------------------------------------------- */

-- Held until the transaction ends. Keys are name-spaced so they cannot meet another user of advisory locks.
create function public.lock_household(p_household uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('quad.household:' || p_household::text, 0));
end;
$$;

create function public.lock_person(p_user uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('quad.person:' || p_user::text, 0));
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* The membership backstop, serialised                                                                         */
/* ---------------------------------------------------------------------------------------------------------- */

-- As 0002, with the person and household locked before anything is counted.
create or replace function public.household_members_check_limits() returns trigger
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
  if v_person is not null then
    perform public.lock_person(v_person);
  end if;
  perform public.lock_household(new.household_id);

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

/* ---------------------------------------------------------------------------------------------------------- */
/* Seats, serialised                                                                                           */
/* ---------------------------------------------------------------------------------------------------------- */

-- As 0007, with the household locked before the seat is counted.
create or replace function public.add_managed_student(p_household uuid, p_name text, p_grad_year integer default null)
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
  perform public.lock_household(p_household);
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

-- As 0007, with the household locked before the seat is counted.
create or replace function public.create_invitation(
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
  perform public.lock_household(p_household);

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

-- As 0007; an invitation past its 7 days gave its seat up, so sending it again takes one and needs a free seat
-- (a hand-over of a managed record never takes one of its own).
create or replace function public.reissue_invitation(p_invitation uuid) returns json
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
  if v_inv.expires_at <= now() and v_inv.student_id is null then
    perform public.lock_household(v_inv.household_id);
    if public.household_seats_taken(v_inv.household_id) >= public.household_max_members() then
      raise exception 'household_full' using errcode = '23514';
    end if;
  end if;
  update public.invitations
    set token_hash = encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), token = v_token, expires_at = v_expires
    where id = p_invitation;
  return json_build_object('id', p_invitation, 'token', v_token, 'expires_at', v_expires,
                           'email', v_inv.email, 'side', v_inv.side);
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Invitation e-mail                                                                                           */
/* ---------------------------------------------------------------------------------------------------------- */

-- Queues the e-mail of a pending invitation of the caller's own household, to the invited address, in the caller's
-- transaction. The message must carry the invitation's current link (its clear token), so it cannot be used to
-- send anything else, to anyone else.
create function public.queue_invitation_email(p_invitation uuid, p_subject text, p_body text) returns void
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
  select i.* into v_inv from public.invitations i where i.id = p_invitation;
  if not found or not public.is_household_member(v_inv.household_id) then
    raise exception 'invitation_not_found' using errcode = 'P0002';
  end if;
  if v_inv.accepted_at is not null or v_inv.revoked_at is not null or v_inv.token is null
     or v_inv.expires_at <= now() then
    raise exception 'invitation_not_pending' using errcode = '22023';
  end if;
  if p_subject is null or char_length(p_subject) not between 1 and 998
     or position(v_inv.token in coalesce(p_body, '')) = 0 then
    raise exception 'invitation_mail_invalid' using errcode = '22023';
  end if;
  insert into auth.mail_outbox (recipient, subject, body_text, kind)
  values (v_inv.email, p_subject, p_body, 'household_invitation');
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Privileges                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------- */

revoke all on function public.lock_household(uuid) from public, anon, authenticated, service_role;
revoke all on function public.lock_person(uuid) from public, anon, authenticated, service_role;
revoke all on function public.queue_invitation_email(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.lock_household(uuid) to service_role;
grant execute on function public.lock_person(uuid) to service_role;
grant execute on function public.queue_invitation_email(uuid, text, text) to authenticated;
