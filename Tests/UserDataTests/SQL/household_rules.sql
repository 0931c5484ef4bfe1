-- Household rules (userdata-map §1.3, §2.2, §2.3, §2.9): creating, the six-seat limit counting pending invitations,
-- one household per person, the order of refusals when accepting, claiming and merging managed records, edit
-- access, leaving and closing, the access log, preview/reissue/accept-by-id, the roster, account deletion,
-- restore and purge. One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

-- ---- people ----------------------------------------------------------------------------------------------------
-- A, B, G: guardians. C, K, L, P: students with accounts (L already has an own record LR with a list and a
-- profile). F: will be alone in a household. Z: a stranger. Q: someone else.
insert into ids (key, id) values
  ('A', 'a3000000-0000-4000-8000-000000000001'), ('B', 'a3000000-0000-4000-8000-000000000002'),
  ('C', 'a3000000-0000-4000-8000-000000000003'), ('F', 'a3000000-0000-4000-8000-000000000004'),
  ('G', 'a3000000-0000-4000-8000-000000000005'), ('K', 'a3000000-0000-4000-8000-000000000006'),
  ('L', 'a3000000-0000-4000-8000-000000000007'), ('P', 'a3000000-0000-4000-8000-000000000008'),
  ('Q', 'a3000000-0000-4000-8000-000000000009'), ('Z', 'a3000000-0000-4000-8000-000000000010'),
  ('LR', 'b3000000-0000-4000-8000-000000000001'), ('LL', 'e3000000-0000-4000-8000-000000000001');

insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@example.test', jsonb_build_object('display_name', n, 'birth_year', y::text)
from (values ('A', 'Ann', 1980), ('B', 'Ben', 1979), ('G', 'Gus', 1975), ('F', 'Fay', 1985), ('Z', 'Zed', 1990),
             ('Q', 'Quin', 1991),
             ('C', 'Cara', extract(year from current_date)::integer - 16),
             ('K', 'Kay', extract(year from current_date)::integer - 17),
             ('L', 'Lou', extract(year from current_date)::integer - 15)) as v(k, n, y);
-- P is the account the invite step makes for m1@example.test
insert into auth.users (id, email, raw_user_meta_data) values
  (pg_temp.t_id('P'), 'm1@example.test', jsonb_build_object('birth_year', '2010'));

insert into public.students (id, user_id, display_name, grad_year) values (pg_temp.t_id('LR'), pg_temp.t_id('L'), 'Lou', 2028);
insert into public.lists (id, student_id, name, is_default) values (pg_temp.t_id('LL'), pg_temp.t_id('LR'), 'My list', true);
insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LL'), '200001');
insert into public.student_profiles (student_id, data, updated_by)
values (pg_temp.t_id('LR'), '{"a": 1, "b": 1}', pg_temp.t_id('L'));

-- ---- creating a household --------------------------------------------------------------------------------------
do $$
declare
  v uuid;
begin
  perform pg_temp.t_check('anon cannot create a household',
    pg_temp.t_val('anon', $q$select public.create_household('X', 'guardian')$q$), 'perm');
  perform pg_temp.t_check('claims without a user: not_signed_in',
    pg_temp.t_val('nosub', $q$select public.create_household('X', 'guardian')$q$), '28000:not_signed_in');
  perform pg_temp.t_check('blank name', pg_temp.t_val('Z', $q$select public.create_household('   ', 'guardian')$q$),
    '22023:invalid_name');
  perform pg_temp.t_check('81 characters', pg_temp.t_val('Z',
    $q$select public.create_household(repeat('n', 81), 'guardian')$q$), '22023:invalid_name');
  perform pg_temp.t_check('80 characters', pg_temp.t_val('Z',
    $q$select public.create_household(repeat('n', 80), 'guardian') is not null$q$), 'true');
  perform pg_temp.t_check('unknown role', pg_temp.t_val('Z', $q$select public.create_household('Z', 'parent')$q$),
    '22023:invalid_role');
  update public.profiles set deleted_at = now() where id = pg_temp.t_id('Z');
  perform pg_temp.t_check('deleted account', pg_temp.t_val('Z', $q$select public.create_household('Z', 'guardian')$q$),
    '42501:account_deleted');
  update public.profiles set deleted_at = null where id = pg_temp.t_id('Z');

  perform pg_temp.t_become('A');
  v := public.create_household('  The A household  ', 'guardian');
  perform pg_temp.t_become('owner');
  insert into ids values ('HA', v);
  perform pg_temp.t_check('name is trimmed', (select name from public.households where id = v), 'The A household');
  perform pg_temp.t_check('creator is an active guardian with edit access', (
    select string_agg(role || '/' || status || '/' || can_edit, ',') from public.household_members
    where household_id = v), 'guardian/active/true');
  perform pg_temp.t_check('second household refused',
    pg_temp.t_val('A', $q$select public.create_household('Again', 'guardian')$q$), '23505:already_in_household');
  perform pg_temp.t_check('my_household', pg_temp.t_val('A', 'select public.my_household()'), v::text);
  perform pg_temp.t_check('household_max_members', pg_temp.t_val('A', 'select public.household_max_members()'), '6');

  -- a student starting a household joins through an own record, made from the profile
  perform pg_temp.t_become('C');
  v := public.create_household('Cara home', 'student');
  perform pg_temp.t_become('owner');
  insert into ids values ('HC', v);
  insert into ids select 'CR', id from public.students where user_id = pg_temp.t_id('C');
  perform pg_temp.t_check('student record made from the profile',
    (select display_name from public.students where user_id = pg_temp.t_id('C')), 'Cara');
  perform pg_temp.t_check('student joins as a student', (
    select string_agg(m.role || '/' || (m.student_id = pg_temp.t_id('CR')), ',') from public.household_members m
    where m.household_id = v), 'student/true');
end
$$;

-- ---- six seats, counting invitations waiting for an answer -----------------------------------------------------
do $$
declare
  v json;
  v_id uuid;
begin
  perform pg_temp.t_become('A');
  insert into ids values ('M1', public.add_managed_student(pg_temp.t_id('HA'), 'Milo', 2030));
  insert into ids values ('M2', public.add_managed_student(pg_temp.t_id('HA'), ' Nia ', null));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('managed record belongs to its guardian', (
    select string_agg(display_name || '/' || coalesce(grad_year::text, '-') || '/' || (managed_by = pg_temp.t_id('A'))
                      || '/' || (user_id is null), ',' order by display_name)
    from public.students where id in (pg_temp.t_id('M1'), pg_temp.t_id('M2'))), 'Milo/2030/true/true,Nia/-/true/true');
  perform pg_temp.t_check('grad year out of range', pg_temp.t_val('A',
    $q$select public.add_managed_student({HA}, 'X', 1999)$q$), '22023:invalid_grad_year');
  perform pg_temp.t_check('managed student needs a name', pg_temp.t_val('A',
    $q$select public.add_managed_student({HA}, '  ', null)$q$), '22023:invalid_name');
  perform pg_temp.t_check('only guardians add students', pg_temp.t_val('B',
    $q$select public.add_managed_student({HA}, 'X', null)$q$), '42501:only_guardians_add_students');
  perform pg_temp.t_check('a student of the household cannot add one', pg_temp.t_val('C',
    $q$select public.add_managed_student({HC}, 'X', null)$q$), '42501:only_guardians_add_students');

  -- invitations: validation in the notes' order
  perform pg_temp.t_check('invite: not a member', pg_temp.t_val('B',
    $q$select public.create_invitation({HA}, 'x@example.test', 'guardian')$q$), '42501:not_a_member');
  perform pg_temp.t_check('invite: bad side', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'parent')$q$), '22023:invalid_side');
  perform pg_temp.t_check('invite: bad e-mail', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, '@example.test', 'guardian')$q$), '22023:invalid_email');
  perform pg_temp.t_check('invite: own e-mail, any case', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, ' A@Example.TEST ', 'guardian')$q$), '22023:invite_self');
  perform pg_temp.t_check('invite: name over 80', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'guardian', null, null, repeat('n', 81), null, null)$q$),
    '22023:invalid_name');
  perform pg_temp.t_check('invite: bad phone', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'guardian', null, null, 'X', '(615) 555-0100', null)$q$),
    '22023:invalid_phone');
  perform pg_temp.t_check('invite: bad grad year', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'student', null, null, 'X', null, 2101)$q$),
    '22023:invalid_grad_year');
  perform pg_temp.t_check('invite: a student may not invite students', pg_temp.t_val('C',
    $q$select public.create_invitation({HC}, 'x@example.test', 'student')$q$), '42501:only_guardians_invite_students');
  perform pg_temp.t_check('invite: hand-over of a record someone else manages', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'student', {LR})$q$), '42501:invalid_student');
  perform pg_temp.t_check('invite: a guardian invitation naming a student', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'x@example.test', 'guardian', {M1})$q$), '22023:invalid_student');
  perform pg_temp.t_check('invite: anon', pg_temp.t_val('anon',
    $q$select public.create_invitation({HA}, 'x@example.test', 'guardian')$q$), 'perm');

  -- seat 4: a guardian, mixed-case address, edit access by default
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), ' Ben@Example.TEST ', 'guardian');
  perform pg_temp.t_become('owner');
  insert into ids values ('IB', (v ->> 'id')::uuid);
  perform set_config('qt.tok_ib', v ->> 'token', true);
  perform pg_temp.t_check('token is 64 lower-case hex', ((v ->> 'token') ~ '^[0-9a-f]{64}$')::text, 'true');
  perform pg_temp.t_check('stored: hash of the token, clear token, lower-case e-mail, edit access, 7 days', (
    select (token_hash = encode(sha256(convert_to(v ->> 'token', 'UTF8')), 'hex'))::text || '/' || (token = v ->> 'token')
           || '/' || email || '/' || can_edit || '/' || side || '/' || (invited_by = pg_temp.t_id('A'))
           || '/' || (expires_at = created + interval '7 days') || '/' || coalesce(student_id::text, '-')
    from public.invitations where id = pg_temp.t_id('IB')), 'true/true/ben@example.test/true/guardian/true/true/-');

  -- seat 5: a guardian invited without edit access
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), 'fay@example.test', 'guardian', null, false);
  perform pg_temp.t_become('owner');
  insert into ids values ('IF', (v ->> 'id')::uuid);
  perform pg_temp.t_check('edit access can be left off',
    (select can_edit::text from public.invitations where id = pg_temp.t_id('IF')), 'false');

  -- seat 6: a student invited by name = a managed record plus a hand-over (one seat, not two)
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), 'k@example.test', 'student', null, null, ' Kit ', '+16155550100', 2029);
  perform pg_temp.t_become('owner');
  insert into ids values ('IK', (v ->> 'id')::uuid), ('MK', (v ->> 'student_id')::uuid);
  perform set_config('qt.tok_ik', v ->> 'token', true);
  perform pg_temp.t_check('named student invitation made the managed record', (
    select s.display_name || '/' || s.grad_year || '/' || s.phone || '/' || (s.managed_by = pg_temp.t_id('A'))
           || '/' || (m.status = 'active')
    from public.students s join public.household_members m on m.student_id = s.id and m.household_id = pg_temp.t_id('HA')
    where s.id = pg_temp.t_id('MK')), 'Kit/2029/+16155550100/true/true');
  perform pg_temp.t_check('the invitation carries the person', (
    select display_name || '/' || phone || '/' || grad_year || '/' || can_edit || '/' || (student_id = pg_temp.t_id('MK'))
    from public.invitations where id = pg_temp.t_id('IK')), 'Kit/+16155550100/2029/false/true');
  perform pg_temp.t_check('seats taken: 4 members + 2 waiting',
    public.household_seats_taken(pg_temp.t_id('HA'))::text, '6');

  perform pg_temp.t_check('full: another invitation', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'z@example.test', 'guardian')$q$), '23514:household_full');
  perform pg_temp.t_check('full: a managed student', pg_temp.t_val('A',
    $q$select public.add_managed_student({HA}, 'Extra', null)$q$), '23514:household_full');
  perform pg_temp.t_check('full: a student invited by name', pg_temp.t_val('A',
    $q$select public.create_invitation({HA}, 'q@example.test', 'student', null, null, 'Quin', null, null)$q$),
    '23514:household_full');

  -- a hand-over of an existing managed record takes no new seat
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), 'm1@example.test', 'student', pg_temp.t_id('M1'));
  perform pg_temp.t_become('owner');
  insert into ids values ('IM1', (v ->> 'id')::uuid);
  perform set_config('qt.tok_im1', v ->> 'token', true);
  perform pg_temp.t_check('hand-over allowed when full', (v ->> 'student_id'), pg_temp.t_id('M1')::text);
  perform pg_temp.t_check('hand-over does not count', public.household_seats_taken(pg_temp.t_id('HA'))::text, '6');

  -- an expired invitation frees its seat
  update public.invitations set expires_at = now() - interval '1 minute' where id = pg_temp.t_id('IF');
  perform pg_temp.t_check('expired invitation does not count',
    public.household_seats_taken(pg_temp.t_id('HA'))::text, '5');
  perform pg_temp.t_become('A');
  insert into ids values ('M3', public.add_managed_student(pg_temp.t_id('HA'), 'Ola', 2031));
  perform pg_temp.t_become('owner');

  -- a revoked one too (revoking = setting revoked_at through the API); its clear token goes at once
  perform pg_temp.t_check('members revoke', pg_temp.t_rows('A',
    $q$update public.invitations set revoked_at = now() where id = {IB} and accepted_at is null and revoked_at is null$q$),
    '1');
  update public.invitations set revoked_at = now() where id = pg_temp.t_id('IB');
  perform pg_temp.t_check('revoked invitation lost its clear token',
    coalesce((select token from public.invitations where id = pg_temp.t_id('IB')), 'null'), 'null');
  perform pg_temp.t_check('a cancelled invitation stays cancelled', pg_temp.t_rows('A',
    $q$update public.invitations set revoked_at = null where id = {IB}$q$), '22023:invitation_revoked');
  perform pg_temp.t_check('revoking again answers nothing (the app says "already used or cancelled")',
    pg_temp.t_rows('A',
    $q$update public.invitations set revoked_at = now() where id = {IB} and accepted_at is null and revoked_at is null$q$),
    '0');
  perform pg_temp.t_check('revoked invitation does not count',
    public.household_seats_taken(pg_temp.t_id('HA'))::text, '5');
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), 'z@example.test', 'guardian');
  perform pg_temp.t_become('owner');
  insert into ids values ('IZ', (v ->> 'id')::uuid);
  perform set_config('qt.tok_iz', v ->> 'token', true);
  perform pg_temp.t_check('seats taken again', public.household_seats_taken(pg_temp.t_id('HA'))::text, '6');

  -- the membership trigger is the backstop: six active members, then nobody more (it counts members only)
  insert into public.household_members (household_id, user_id, role, can_edit, accepted_at)
  values (pg_temp.t_id('HA'), pg_temp.t_id('G'), 'guardian', false, now());
  perform pg_temp.t_check('six active members', (select count(*) from public.household_members
    where household_id = pg_temp.t_id('HA') and status = 'active')::text, '6');
  perform pg_temp.t_check('trigger: a seventh member', pg_temp.t_rows('owner',
    $q$insert into public.household_members (household_id, user_id, role) values ({HA}, {Q}, 'guardian')$q$),
    '23514:household_full');
  perform pg_temp.t_check('accepting into a full household', pg_temp.t_val('Z',
    format('select public.accept_invitation(%L)', current_setting('qt.tok_iz'))), '23514:household_full');
end
$$;

-- ---- one household per person -----------------------------------------------------------------------------------
do $$
declare
  v json;
  v_id uuid;
begin
  perform pg_temp.t_become('B');
  insert into ids values ('HB', public.create_household('Ben home', 'guardian'));
  insert into ids values ('MB', public.add_managed_student(pg_temp.t_id('HB'), 'Bo', null));
  perform pg_temp.t_become('C');
  v := public.create_invitation(pg_temp.t_id('HC'), 'b@example.test', 'guardian');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('accept while in a household with others', pg_temp.t_val('B',
    format('select public.accept_invitation(%L)', v ->> 'token')), '23505:already_in_household');
  perform pg_temp.t_check('trigger: direct membership in a second household', pg_temp.t_rows('owner',
    $q$insert into public.household_members (household_id, user_id, role) values ({HC}, {B}, 'guardian')$q$),
    '23505:already_in_household');
  perform pg_temp.t_check('trigger: a student record already placed elsewhere', pg_temp.t_rows('owner',
    $q$insert into public.household_members (household_id, student_id, role) values ({HB}, {CR}, 'student')$q$),
    '23505:already_in_household');
  perform pg_temp.t_check('a managed record may sit in two households', pg_temp.t_rows('owner',
    $q$insert into public.household_members (household_id, student_id, role) values ({HC}, {MB}, 'student')$q$), '1');

  -- alone in a household: accepting moves the person (and the home, when the new household has none)
  perform pg_temp.t_become('F');
  insert into ids values ('HF', public.create_household('Fay home', 'guardian'));
  insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by, set_by_name)
  values (pg_temp.t_id('HF'), 36.1, -86.8, '1 Main St, Nashville, TN 37201', 'Nashville, TN', '37201', auth.uid(), 'Fay');
  perform pg_temp.t_become('C');
  v := public.create_invitation(pg_temp.t_id('HC'), 'f@example.test', 'guardian', null, null, 'Fay Invited',
                                '+16155550101', null);
  perform pg_temp.t_become('F');
  v_id := public.accept_invitation(v ->> 'token');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('accept returns the household', v_id::text, pg_temp.t_id('HC')::text);
  perform pg_temp.t_check('F is an editing guardian of HC', (select status || '/' || can_edit
    from public.household_members where household_id = pg_temp.t_id('HC') and user_id = pg_temp.t_id('F')), 'active/true');
  perform pg_temp.t_check('the old household is closed',
    ((select deleted_at from public.households where id = pg_temp.t_id('HF')) is not null)::text, 'true');
  perform pg_temp.t_check('no membership left in the old household', (select count(*) from public.household_members
    where household_id = pg_temp.t_id('HF'))::text, '0');
  perform pg_temp.t_check('the home came along', (select place || '/' || set_by_name from public.household_homes
    where household_id = pg_temp.t_id('HC')), 'Nashville, TN/Fay');
  perform pg_temp.t_check('the old home is gone', (select count(*) from public.household_homes
    where household_id = pg_temp.t_id('HF'))::text, '0');
  perform pg_temp.t_check('own name kept, empty phone filled from the invitation', (select display_name || '/' || phone
    from public.profiles where id = pg_temp.t_id('F')), 'Fay/+16155550101');
  perform pg_temp.t_check('invitation used: token cleared, accepted_by set', (
    select (accepted_at is not null)::text || '/' || coalesce(token, 'null') || '/' || (accepted_by = pg_temp.t_id('F'))
    from public.invitations where id = (v ->> 'id')::uuid), 'true/null/true');
end
$$;

-- ---- refusal order when accepting ------------------------------------------------------------------------------
-- revoked → used → expired → the caller sent it → the caller's e-mail differs; then the household rules.
insert into public.invitations (household_id, token_hash, email, side, invited_by, expires_at, accepted_at, revoked_at)
select pg_temp.t_id(h), encode(sha256(convert_to(t, 'UTF8')), 'hex'), e, 'guardian', pg_temp.t_id(i), x, a, r
from (values
  ('r1', 'HC', 'g@example.test',     'G', now() - interval '1 day', now() - interval '2 days', now()),
  ('r2', 'HC', 'g@example.test',     'G', now() - interval '1 day', now() - interval '2 days', null),
  ('r3', 'HC', 'other@example.test', 'G', now() - interval '1 day', null, null),
  ('r4', 'HC', 'other@example.test', 'G', now() + interval '1 day', null, null),
  ('r5', 'HC', 'other@example.test', 'C', now() + interval '1 day', null, null),
  ('r6', 'HF', 'g@example.test',     'C', now() + interval '1 day', null, null),
  ('r7', 'HC', 'g@example.test',     'C', now() + interval '1 day', null, null)
) as v(t, h, e, i, x, a, r);

do $$
begin
  perform pg_temp.t_check('revoked first', pg_temp.t_val('G', $q$select public.accept_invitation('r1')$q$),
    '22023:invitation_revoked');
  perform pg_temp.t_check('then used', pg_temp.t_val('G', $q$select public.accept_invitation('r2')$q$),
    '22023:invitation_used');
  perform pg_temp.t_check('then expired', pg_temp.t_val('G', $q$select public.accept_invitation('r3')$q$),
    '22023:invitation_expired');
  perform pg_temp.t_check('then own invitation', pg_temp.t_val('G', $q$select public.accept_invitation('r4')$q$),
    '22023:invitation_own');
  perform pg_temp.t_check('then wrong e-mail', pg_temp.t_val('G', $q$select public.accept_invitation('r5')$q$),
    '42501:invitation_wrong_email');
  perform pg_temp.t_check('closed household = not found', pg_temp.t_val('G', $q$select public.accept_invitation('r6')$q$),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('unknown token', pg_temp.t_val('G', $q$select public.accept_invitation('nope')$q$),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('null token', pg_temp.t_val('G', 'select public.accept_invitation(null)'),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('valid, but G has a household with others',
    pg_temp.t_val('G', $q$select public.accept_invitation('r7')$q$), '23505:already_in_household');
  perform pg_temp.t_check('not signed in', pg_temp.t_val('nosub', $q$select public.accept_invitation('r7')$q$),
    '28000:not_signed_in');
  perform pg_temp.t_check('anon', pg_temp.t_val('anon', $q$select public.accept_invitation('r7')$q$), 'perm');
  perform pg_temp.t_check('by id: only the recorded invitee', pg_temp.t_val('G',
    $q$select public.accept_invitation_by_id((select id from public.invitations where token_hash = encode(sha256(convert_to('r7', 'UTF8')), 'hex')))$q$),
    'P0002:invitation_not_found');
end
$$;

-- ---- claiming a managed record (K takes over MK) --------------------------------------------------------------
insert into public.lists (id, student_id, name, is_default)
values ('e3000000-0000-4000-8000-000000000002', pg_temp.t_id('MK'), 'My list', true);
insert into public.list_items (list_id, unit_id) values ('e3000000-0000-4000-8000-000000000002', '300001');

do $$
declare
  v_id uuid;
begin
  perform pg_temp.t_check('before: the managing guardian follows the record''s colleges',
    (select count(*) from public.follows where user_id = pg_temp.t_id('A') and unit_id = '300001')::text, '1');
  perform pg_temp.t_become('K');
  v_id := public.accept_invitation(current_setting('qt.tok_ik'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('claim: returns the household', v_id::text, pg_temp.t_id('HA')::text);
  perform pg_temp.t_check('claim: the record is K''s now', (select (user_id = pg_temp.t_id('K'))::text || '/'
    || coalesce(managed_by::text, 'null') from public.students where id = pg_temp.t_id('MK')), 'true/null');
  perform pg_temp.t_check('claim: still one membership for the record', (select count(*)::text || '/' || min(status)
    from public.household_members where student_id = pg_temp.t_id('MK')), '1/active');
  perform pg_temp.t_check('claim: the follow moved to K', (select string_agg(p.display_name, ',' order by p.display_name)
    from public.follows f join public.profiles p on p.id = f.user_id where f.unit_id = '300001'), 'Kay');
  perform pg_temp.t_check('claim: K''s phone filled from the invitation',
    (select display_name || '/' || phone from public.profiles where id = pg_temp.t_id('K')), 'Kay/+16155550100');
  perform pg_temp.t_check('claim: A still reads and edits the record (guardian with edit access)',
    pg_temp.t_rows('A', $q$update public.students set grad_year = 2030 where id = {MK}$q$), '1');
  perform pg_temp.t_check('claim: K edits it', pg_temp.t_rows('K',
    $q$update public.students set display_name = 'Kay' where id = {MK}$q$), '1');
  perform pg_temp.t_check('used invitation: accepting again', pg_temp.t_val('K',
    format('select public.accept_invitation(%L)', current_setting('qt.tok_ik'))), '22023:invitation_used');
end
$$;

-- ---- merging a managed record into an own record (L, hand-over of M2) ------------------------------------------
insert into public.lists (id, student_id, name, is_default)
values ('e3000000-0000-4000-8000-000000000003', pg_temp.t_id('M2'), 'My list', true);
insert into public.list_items (list_id, unit_id) values
  ('e3000000-0000-4000-8000-000000000003', '200002'), ('e3000000-0000-4000-8000-000000000003', '200001');
insert into public.student_profiles (student_id, data, updated_by)
values (pg_temp.t_id('M2'), '{"b": 2, "c": 2}', pg_temp.t_id('A'));

do $$
declare
  v json;
  v_id uuid;
begin
  perform pg_temp.t_become('A');
  perform public.log_access(pg_temp.t_id('M2'), 'lists');
  v := public.create_invitation(pg_temp.t_id('HA'), 'l@example.test', 'student', pg_temp.t_id('M2'));
  perform pg_temp.t_become('L');
  v_id := public.accept_invitation(v ->> 'token');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('merge: joined the household', v_id::text, pg_temp.t_id('HA')::text);
  perform pg_temp.t_check('merge: the own record took the place', (select string_agg(
      case when student_id = pg_temp.t_id('LR') then 'LR' when student_id = pg_temp.t_id('M2') then 'M2' end, ',')
    from public.household_members where household_id = pg_temp.t_id('HA')
      and student_id in (pg_temp.t_id('LR'), pg_temp.t_id('M2'))), 'LR');
  perform pg_temp.t_check('merge: own default stays, moved default becomes an extra list', (
    select string_agg(name || '/' || is_default, ',' order by is_default desc, id)
    from public.lists where student_id = pg_temp.t_id('LR')), 'My list/true,My list/false');
  perform pg_temp.t_check('merge: nothing left on the managed record',
    (select count(*) from public.lists where student_id = pg_temp.t_id('M2'))::text, '0');
  perform pg_temp.t_check('merge: profile keys merged, own values win',
    (select data::text from public.student_profiles where student_id = pg_temp.t_id('LR')), '{"a": 1, "b": 1, "c": 2}');
  perform pg_temp.t_check('merge: managed profile gone',
    (select count(*) from public.student_profiles where student_id = pg_temp.t_id('M2'))::text, '0');
  perform pg_temp.t_check('merge: managed record soft-deleted',
    ((select deleted_at from public.students where id = pg_temp.t_id('M2')) is not null)::text, 'true');
  perform pg_temp.t_check('merge: access log follows the student',
    (select count(*) from public.access_log where student_id = pg_temp.t_id('LR') and viewer_id = pg_temp.t_id('A'))::text,
    '1');
  perform pg_temp.t_check('merge: L follows both lists'' colleges', (select string_agg(unit_id, ',' order by unit_id)
    from public.follows where user_id = pg_temp.t_id('L')), '200001,200002');
  perform pg_temp.t_check('merge: A no longer follows them', (select count(*) from public.follows
    where user_id = pg_temp.t_id('A') and unit_id in ('200001', '200002'))::text, '0');
  perform pg_temp.t_check('merge: L reads the moved list', pg_temp.t_rows('L', 'select * from public.lists'), '2');
end
$$;

-- ---- edit access ------------------------------------------------------------------------------------------------
-- HA now: guardians A (edit) and G (view); students MK (K), LR (L), M1 and M3 (managed by A).
do $$
begin
  insert into ids select 'mG', id from public.household_members
    where household_id = pg_temp.t_id('HA') and user_id = pg_temp.t_id('G');
  insert into ids select 'mA', id from public.household_members
    where household_id = pg_temp.t_id('HA') and user_id = pg_temp.t_id('A');
  insert into ids select 'mK', id from public.household_members
    where household_id = pg_temp.t_id('HA') and student_id = pg_temp.t_id('MK');
  perform pg_temp.t_check('a guardian cannot grant while students with accounts are in',
    pg_temp.t_val('A', 'select public.set_member_can_edit({mG}, true)'), '42501:only_student_grants_edit');
  perform pg_temp.t_check('nobody grants themself', pg_temp.t_val('G', 'select public.set_member_can_edit({mG}, true)'),
    '42501:cannot_grant_self');
  perform pg_temp.t_check('a student grants', pg_temp.t_val('K',
    $q$select 'ok' from public.set_member_can_edit({mG}, true)$q$), 'ok');
  perform pg_temp.t_check('a student revokes', pg_temp.t_val('L',
    $q$select 'ok' from public.set_member_can_edit({mA}, false)$q$), 'ok');
  perform pg_temp.t_check('a guardian gives up their own', pg_temp.t_val('A',
    $q$select 'ok' from public.set_member_can_edit({mA}, false)$q$), 'ok');
  perform pg_temp.t_check('a guardian cannot revoke another', pg_temp.t_val('G',
    'select public.set_member_can_edit({mA}, false)'), '42501:only_student_grants_edit');
  perform pg_temp.t_check('not a member: not found', pg_temp.t_val('Z', 'select public.set_member_can_edit({mG}, true)'),
    'P0002:member_not_found');
  perform pg_temp.t_check('a student membership is not a target', pg_temp.t_val('K',
    'select public.set_member_can_edit({mK}, true)'), 'P0002:member_not_found');

  -- effects, one at a time (the probes above were rolled back)
  perform pg_temp.t_become('K');
  perform public.set_member_can_edit(pg_temp.t_id('mG'), true);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('granted', (select can_edit::text from public.household_members where id = pg_temp.t_id('mG')),
    'true');
  perform pg_temp.t_check('G now edits LR', pg_temp.t_rows('G',
    $q$update public.students set grad_year = 2029 where id = {LR}$q$), '1');
  perform pg_temp.t_become('L');
  perform public.set_member_can_edit(pg_temp.t_id('mG'), false);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('revoked: G reads but no longer edits LR', pg_temp.t_rows('G',
    $q$update public.students set grad_year = 2029 where id = {LR}$q$), '0');
  perform pg_temp.t_check('revoked: still reads', pg_temp.t_rows('G', 'select * from public.students where id = {LR}'),
    '1');
end
$$;

-- HB: B and the managed record MB only; Z joins view-only. B manages every student there, so B may grant.
do $$
declare
  v json;
begin
  perform pg_temp.t_become('B');
  v := public.create_invitation(pg_temp.t_id('HB'), 'z@example.test', 'guardian', null, false);
  perform pg_temp.t_become('Z');
  perform public.accept_invitation(v ->> 'token');
  perform pg_temp.t_become('owner');
  insert into ids select 'mZ', id from public.household_members
    where household_id = pg_temp.t_id('HB') and user_id = pg_temp.t_id('Z');
  insert into ids select 'mB', id from public.household_members
    where household_id = pg_temp.t_id('HB') and user_id = pg_temp.t_id('B');
  perform pg_temp.t_check('Z joined without edit access',
    (select can_edit::text from public.household_members where id = pg_temp.t_id('mZ')), 'false');
  perform pg_temp.t_check('the guardian who made every student there may grant', pg_temp.t_val('B',
    $q$select 'ok' from public.set_member_can_edit({mZ}, true)$q$), 'ok');
  perform pg_temp.t_check('a guardian who made none may not', pg_temp.t_val('Z',
    'select public.set_member_can_edit({mB}, false)'), '42501:only_student_grants_edit');
end
$$;

-- ---- leaving and closing --------------------------------------------------------------------------------------------
do $$
declare
  v json;
begin
  perform pg_temp.t_become('B');
  v := public.create_invitation(pg_temp.t_id('HB'), 'y@example.test', 'guardian');
  perform pg_temp.t_become('Z');
  perform public.leave_household(pg_temp.t_id('HB'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('Z left, household stays',
    ((select deleted_at from public.households where id = pg_temp.t_id('HB')) is null)::text, 'true');
  perform pg_temp.t_check('leaving twice', pg_temp.t_val('Z', 'select public.leave_household({HB})'),
    '42501:not_a_member');
  perform pg_temp.t_become('B');
  perform public.leave_household(pg_temp.t_id('HB'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('only a managed record left: closed',
    ((select deleted_at from public.households where id = pg_temp.t_id('HB')) is not null)::text, 'true');
  perform pg_temp.t_check('its pending invitation revoked and its token cleared', (
    select (revoked_at is not null)::text || '/' || coalesce(token, 'null')
    from public.invitations where id = (v ->> 'id')::uuid), 'true/null');
  perform pg_temp.t_check('B no longer sees it', pg_temp.t_rows('B', 'select * from public.households'), '0');
  perform pg_temp.t_check('B still manages the record', pg_temp.t_rows('B', 'select * from public.students'), '1');
end
$$;

-- ---- access log ------------------------------------------------------------------------------------------------------
do $$
begin
  perform pg_temp.t_become('G');
  perform public.log_access(pg_temp.t_id('LR'), 'student_profiles');
  perform public.log_access(pg_temp.t_id('LR'), repeat('t', 70));
  perform pg_temp.t_become('L');
  perform public.log_access(pg_temp.t_id('LR'), 'lists');
  perform pg_temp.t_become('Z');
  perform public.log_access(pg_temp.t_id('LR'), 'lists');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('only the guardian''s reads were logged', (select count(*) from public.access_log
    where student_id = pg_temp.t_id('LR'))::text, '3');
  perform pg_temp.t_check('table name cut to 64', (select max(char_length(table_name)) from public.access_log)::text, '64');
  perform pg_temp.t_check('the student sees who looked, newest first', pg_temp.t_val('L',
    $q$select string_agg(viewer_name || ':' || left(table_name, 16), ',') from public.my_access_log()$q$),
    'Gus:tttttttttttttttt,Gus:student_profiles,Ann:lists');
  perform pg_temp.t_check('limit is clamped to at least 1', pg_temp.t_val('L',
    'select count(*) from public.my_access_log(0)'), '1');
  perform pg_temp.t_check('a guardian has no log of their own', pg_temp.t_val('G',
    'select count(*) from public.my_access_log()'), '0');
  perform pg_temp.t_check('anon cannot read the log', pg_temp.t_val('anon', 'select count(*) from public.my_access_log()'),
    'perm');
end
$$;

-- ---- invitation preview, reissue, accept by id -------------------------------------------------------------------
do $$
declare
  v json;
  v_old text := current_setting('qt.tok_im1');
begin
  perform pg_temp.t_check('preview for anyone, never the e-mail', pg_temp.t_val('anon',
    format('select public.invitation_preview(%L)::jsonb - %L', v_old, 'expires_at')),
    '{"side": "student", "state": "pending", "inviter_name": "Ann", "household_name": "The A household"}');
  perform pg_temp.t_check('preview: unknown token', pg_temp.t_val('anon', $q$select public.invitation_preview('nope')$q$),
    'null');
  perform pg_temp.t_check('preview: used', pg_temp.t_val('anon',
    format($q$select public.invitation_preview(%L) ->> 'state'$q$, current_setting('qt.tok_ik'))), 'used');
  perform pg_temp.t_check('preview: revoked', pg_temp.t_val('anon',
    format($q$select public.invitation_preview(%L) ->> 'state'$q$, current_setting('qt.tok_ib'))), 'revoked');
  perform pg_temp.t_check('preview: expired', pg_temp.t_val('anon',
    $q$select public.invitation_preview('r3') ->> 'state'$q$), 'expired');

  perform pg_temp.t_check('reissue: not a member', pg_temp.t_val('Z', 'select public.reissue_invitation({IM1})'),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('reissue: used', pg_temp.t_val('A', 'select public.reissue_invitation({IK})'),
    '22023:invitation_used');
  perform pg_temp.t_check('reissue: cancelled', pg_temp.t_val('A', 'select public.reissue_invitation({IB})'),
    '22023:invitation_revoked');
  perform pg_temp.t_become('G');
  v := public.reissue_invitation(pg_temp.t_id('IM1'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('reissue: a new token', ((v ->> 'token') <> v_old and (v ->> 'token') ~ '^[0-9a-f]{64}$')::text,
    'true');
  perform pg_temp.t_check('reissue: answer', (v ->> 'email') || '/' || (v ->> 'side'), 'm1@example.test/student');
  perform pg_temp.t_check('reissue: stored', (select (token = v ->> 'token')::text || '/'
    || (token_hash = encode(sha256(convert_to(v ->> 'token', 'UTF8')), 'hex'))
    from public.invitations where id = pg_temp.t_id('IM1')), 'true/true');
  perform pg_temp.t_check('reissue: the old link is dead', pg_temp.t_val('P',
    format('select public.accept_invitation(%L)', v_old)), 'P0002:invitation_not_found');

  -- the invite step made P's account and recorded it; P (and only P) accepts by id
  update public.invitations set accepted_by = pg_temp.t_id('P') where id = pg_temp.t_id('IM1');
  perform pg_temp.t_check('the invitee reads that one invitation', pg_temp.t_rows('P', 'select * from public.invitations'),
    '1');
  perform pg_temp.t_check('by id: someone else', pg_temp.t_val('Q', 'select public.accept_invitation_by_id({IM1})'),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('by id: the recorded invitee claims M1', pg_temp.t_val('P',
    'select public.accept_invitation_by_id({IM1})'), pg_temp.t_id('HA')::text);
  perform pg_temp.t_become('P');
  perform public.accept_invitation_by_id(pg_temp.t_id('IM1'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('M1 belongs to P', (select (user_id = pg_temp.t_id('P'))::text from public.students
    where id = pg_temp.t_id('M1')), 'true');
end
$$;

-- ---- the roster ------------------------------------------------------------------------------------------------------
-- HA: students M1 (P), MK (K), LR (L), M3 (managed); guardians A and G; waiting: IF (expired) and IZ (invited).
-- Everything above happened at one transaction time, so give the rows distinct times for a stable order.
update public.household_members m set accepted_at = now() - v.age
from (values ('M1', interval '5 days'), ('MK', interval '4 days'), ('LR', interval '3 days'), ('M3', interval '2 days'))
  as v(k, age)
where m.household_id = pg_temp.t_id('HA') and m.student_id = pg_temp.t_id(v.k);
update public.household_members m set accepted_at = now() - v.age
from (values ('A', interval '10 days'), ('G', interval '1 day')) as v(k, age)
where m.household_id = pg_temp.t_id('HA') and m.user_id = pg_temp.t_id(v.k);
update public.invitations set created = now() - interval '2 hours' where id = pg_temp.t_id('IF');
update public.invitations set created = now() - interval '1 hour' where id = pg_temp.t_id('IZ');

do $$
declare
  v json;
begin
  perform pg_temp.t_check('roster as A: students, then guardians, then by joining', pg_temp.t_val('A', $q$
    select string_agg(coalesce(display_name, '?') || '/' || role || '/' || status || '/' || is_me || '/'
                      || coalesce(email, '-'), ', ' order by ord)
    from (select r.*, row_number() over () as ord from public.household_roster({HA}) r) x$q$),
    'Milo/student/active/false/-, Kit/student/active/false/-, Lou/student/active/false/-, '
    || 'Ola/student/managed/false/-, Ann/guardian/active/true/-, Gus/guardian/active/false/-, '
    || '?/guardian/expired/false/fay@example.test, ?/guardian/invited/false/z@example.test');
  perform pg_temp.t_check('roster as G: no e-mails of invitations G did not send', pg_temp.t_val('G',
    $q$select count(email) from public.household_roster({HA})$q$), '0');
  perform pg_temp.t_check('roster: managed_by_me only for the maker', pg_temp.t_val('A',
    $q$select string_agg(display_name, ',') from public.household_roster({HA}) where managed_by_me$q$), 'Ola');
  perform pg_temp.t_check('roster: phones and grad years', pg_temp.t_val('A',
    $q$select string_agg(display_name || ':' || coalesce(grad_year::text, '-') || ':' || coalesce(phone, '-'), ',')
       from public.household_roster({HA}) where member_id is not null and role = 'student'$q$),
    'Milo:2030:-,Kit:2029:+16155550100,Lou:2028:-,Ola:2031:-');
  perform pg_temp.t_check('roster for a non-member is empty', pg_temp.t_val('Z',
    $q$select count(*) from public.household_roster({HA})$q$), '0');
  perform pg_temp.t_check('roster: anon', pg_temp.t_val('anon', $q$select count(*) from public.household_roster({HA})$q$),
    'perm');

  -- a pending hand-over shows on the managed student's own row, not as a row of its own
  perform pg_temp.t_become('A');
  v := public.create_invitation(pg_temp.t_id('HA'), 'ola@example.test', 'student', pg_temp.t_id('M3'));
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('hand-over on the row', pg_temp.t_val('A',
    $q$select count(*) || '/' || string_agg(display_name || ':' || status || ':' || email || ':' || (invitation_id is not null), ',')
       from public.household_roster({HA}) where role = 'student' and (managed or invitation_id is not null)$q$),
    '1/Ola:invited:ola@example.test:true');
  perform pg_temp.t_check('roster size unchanged', pg_temp.t_val('A',
    $q$select count(*) from public.household_roster({HA})$q$), '8');
end
$$;

-- ---- deleting and restoring an account --------------------------------------------------------------------------
-- A made M3 (in HA, where G is another guardian: G inherits it) and M9 (in no household: deleted with A).
insert into ids values ('M9', 'b3000000-0000-4000-8000-000000000009');
insert into public.students (id, managed_by, display_name) values (pg_temp.t_id('M9'), pg_temp.t_id('A'), 'Zia');
insert into public.lists (id, student_id, name, is_default)
values ('e3000000-0000-4000-8000-000000000004', pg_temp.t_id('M3'), 'My list', true);
insert into public.list_items (list_id, unit_id) values ('e3000000-0000-4000-8000-000000000004', '400001');
insert into auth.sessions (user_id) values (pg_temp.t_id('A')), (pg_temp.t_id('A'));

do $$
declare
  v json;
  v_at timestamptz;
begin
  perform pg_temp.t_check('preview', pg_temp.t_val('A', $q$select public.account_deletion_preview()::jsonb #- '{managed,0,id}' #- '{managed,1,id}'$q$),
    '{"managed": [{"kept": true, "name": "Ola", "kept_by": "Gus"}, {"kept": false, "name": "Zia", "kept_by": null}], "own_student": false}');
  perform pg_temp.t_check('preview for a student', pg_temp.t_val('L',
    $q$select public.account_deletion_preview()::text$q$), '{"own_student" : true, "managed" : []}');
  perform pg_temp.t_check('A followed M3''s college', (select count(*) from public.follows
    where user_id = pg_temp.t_id('A') and unit_id = '400001')::text, '1');

  perform pg_temp.t_become('A');
  v := public.delete_my_account();
  perform pg_temp.t_become('owner');
  v_at := (v ->> 'deleted_at')::timestamptz;
  perform pg_temp.t_check('delete: counts', (v ->> 'managed_kept') || '/' || (v ->> 'managed_deleted'), '1/1');
  perform pg_temp.t_check('delete: M3 handed to G', (select (managed_by = pg_temp.t_id('G'))::text
    || '/' || (deleted_at is null) from public.students where id = pg_temp.t_id('M3')), 'true/true');
  perform pg_temp.t_check('delete: M9 deleted with the account', (select (deleted_at = v_at)::text
    from public.students where id = pg_temp.t_id('M9')), 'true');
  perform pg_temp.t_check('delete: A''s memberships gone', (select count(*) from public.household_members
    where user_id = pg_temp.t_id('A'))::text, '0');
  perform pg_temp.t_check('delete: HA stays open', ((select deleted_at from public.households
    where id = pg_temp.t_id('HA')) is null)::text, 'true');
  perform pg_temp.t_check('delete: A''s unused invitations revoked', (select count(*) from public.invitations
    where invited_by = pg_temp.t_id('A') and accepted_at is null and (revoked_at is null or token is not null))::text, '0');
  perform pg_temp.t_check('delete: profile marked', (select (deleted_at = v_at)::text from public.profiles
    where id = pg_temp.t_id('A')), 'true');
  perform pg_temp.t_check('delete: every session ended', (select count(*) from auth.sessions
    where user_id = pg_temp.t_id('A'))::text, '0');
  perform pg_temp.t_check('delete: the follow moved to the heir', (select string_agg(p.display_name, ',')
    from public.follows f join public.profiles p on p.id = f.user_id where f.unit_id = '400001'), 'Gus');
  perform pg_temp.t_check('delete: twice', pg_temp.t_val('A', 'select public.delete_my_account()'),
    '22023:account_deleted');
  perform pg_temp.t_check('delete: no new household', pg_temp.t_val('A',
    $q$select public.create_household('Again', 'guardian')$q$), '42501:account_deleted');
  perform pg_temp.t_check('delete: A''s log entries now show no name', pg_temp.t_val('L',
    $q$select count(*) || '/' || count(viewer_name) from public.my_access_log() where viewer_id = {A}$q$), '1/0');

  perform pg_temp.t_become('A');
  perform public.restore_my_account();
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('restore: profile back', coalesce((select deleted_at::text from public.profiles
    where id = pg_temp.t_id('A')), 'null'), 'null');
  perform pg_temp.t_check('restore: M9 back', coalesce((select deleted_at::text from public.students
    where id = pg_temp.t_id('M9')), 'null'), 'null');
  perform pg_temp.t_check('restore: M3 stays with G', (select (managed_by = pg_temp.t_id('G'))::text
    from public.students where id = pg_temp.t_id('M3')), 'true');
  perform pg_temp.t_check('restore: memberships are not restored', (select count(*) from public.household_members
    where user_id = pg_temp.t_id('A'))::text, '0');
  perform pg_temp.t_check('restore: anon', pg_temp.t_val('anon', 'select public.restore_my_account()'), 'perm');
end
$$;

-- ---- purge: hard-deleting accounts goes through every cascade ----------------------------------------------------
do $$
begin
  perform pg_temp.t_check('purge G (manages M3, which has a followed list)', pg_temp.t_rows('owner',
    'delete from auth.users where id = {G}'), '1');
  delete from auth.users where id = pg_temp.t_id('G');
  perform pg_temp.t_check('purge: M3 unmanaged now', coalesce((select managed_by::text from public.students
    where id = pg_temp.t_id('M3')), 'null'), 'null');
  perform pg_temp.t_check('purge: no follows left for G', (select count(*) from public.follows
    where user_id = pg_temp.t_id('G'))::text, '0');
  -- One statement per account, as each account's cascades finish before the next begins. In one multi-row delete
  -- the order of the rows (their uuids) decides whether a profile's `updated_by` is set to null after its student
  -- is gone; rows written earlier in this same transaction (all of this script's) re-check their student key then.
  perform pg_temp.t_check('purge an account with an own list and a household', (select sum(pg_temp.t_rows('owner',
    format('delete from auth.users where id = {%s}', k))::int)::text from unnest(array['B', 'L', 'K', 'F']) k), '4');
end
$$;

select pg_temp.t_done('household_rules');
rollback;
