-- Policy matrix: every user table × select/insert/update/delete × six actors (a student with an own account, a
-- guardian with edit access, a view-only guardian, a member of another household, a signed-in stranger, anon),
-- plus service_role and a few state changes (closed household, removed guardian). Expected answers come from
-- userdata-map §1.2 (policies and grants), not from running this SQL. One transaction, rolled back at the end;
-- prints one summary line.
begin;

-- @include _helpers.sql

-- ---- the world every matrix row runs against ---------------------------------------------------------------
-- H1: guardian G1 (creator, can edit), guardian G2 (view only), student S with an own account (record SR), and
--     MS, a managed record G1 made. H2: guardian O and the managed record MO. X is signed in and in no household.
--     N is an account whose profile is missing (an old account). MG2 is a managed record G2 made, in no household.
insert into ids (key, id) values
  ('S',   'a1000000-0000-4000-8000-000000000001'), ('G1',  'a1000000-0000-4000-8000-000000000002'),
  ('G2',  'a1000000-0000-4000-8000-000000000003'), ('O',   'a1000000-0000-4000-8000-000000000004'),
  ('X',   'a1000000-0000-4000-8000-000000000005'), ('N',   'a1000000-0000-4000-8000-000000000006'),
  ('SR',  'b1000000-0000-4000-8000-000000000001'), ('MS',  'b1000000-0000-4000-8000-000000000002'),
  ('MO',  'b1000000-0000-4000-8000-000000000003'), ('MG2', 'b1000000-0000-4000-8000-000000000004'),
  ('H1',  'c1000000-0000-4000-8000-000000000001'), ('H2',  'c1000000-0000-4000-8000-000000000002'),
  ('I1',  'd1000000-0000-4000-8000-000000000001'), ('I2',  'd1000000-0000-4000-8000-000000000002'),
  ('LS',  'e1000000-0000-4000-8000-000000000001'), ('LS2', 'e1000000-0000-4000-8000-000000000002'),
  ('LM',  'e1000000-0000-4000-8000-000000000003'), ('LG1', 'e1000000-0000-4000-8000-000000000004'),
  ('LO',  'e1000000-0000-4000-8000-000000000005'), ('LX',  'e1000000-0000-4000-8000-000000000006'),
  ('IS1', 'f1000000-0000-4000-8000-000000000001'), ('IM1', 'f1000000-0000-4000-8000-000000000002'),
  ('IG1', 'f1000000-0000-4000-8000-000000000003'), ('IO1', 'f1000000-0000-4000-8000-000000000004'),
  ('IX1', 'f1000000-0000-4000-8000-000000000005'),
  ('NSP', '91000000-0000-4000-8000-000000000001'), ('NSV', '91000000-0000-4000-8000-000000000002'),
  ('NG2V','91000000-0000-4000-8000-000000000003'), ('NG1P','91000000-0000-4000-8000-000000000004'),
  ('NO',  '91000000-0000-4000-8000-000000000005'), ('SES', '81000000-0000-4000-8000-000000000001');

insert into auth.users (id, email, raw_user_meta_data) values
  (pg_temp.t_id('S'),  's@example.test',
     jsonb_build_object('display_name', 'Sam', 'role_hint', 'student',
                        'birth_year', (extract(year from current_date)::integer - 16)::text)),
  (pg_temp.t_id('G1'), 'g1@example.test', '{"display_name": "Gail", "role_hint": "guardian", "birth_year": "1980"}'),
  (pg_temp.t_id('G2'), 'g2@example.test', '{"display_name": "Glen", "role_hint": "guardian", "birth_year": "1978"}'),
  (pg_temp.t_id('O'),  'o@example.test',  '{"display_name": "Olga", "role_hint": "guardian", "birth_year": "1975"}'),
  (pg_temp.t_id('X'),  'x@example.test',  '{"display_name": "Xavi", "birth_year": "1990"}'),
  (pg_temp.t_id('N'),  'n@example.test',  '{}');
delete from public.profiles where id = pg_temp.t_id('N');

insert into public.students (id, user_id, managed_by, display_name, grad_year) values
  (pg_temp.t_id('SR'),  pg_temp.t_id('S'), null,               'Sam',  2028),
  (pg_temp.t_id('MS'),  null,              pg_temp.t_id('G1'), 'Milo', 2030),
  (pg_temp.t_id('MO'),  null,              pg_temp.t_id('O'),  'Mia',  2029),
  (pg_temp.t_id('MG2'), null,              pg_temp.t_id('G2'), 'Gus',  null);

insert into public.households (id, name, created_by) values
  (pg_temp.t_id('H1'), 'Home one', pg_temp.t_id('G1')),
  (pg_temp.t_id('H2'), 'Home two', pg_temp.t_id('O'));

insert into public.household_members (household_id, user_id, student_id, role, can_edit, accepted_at) values
  (pg_temp.t_id('H1'), pg_temp.t_id('G1'), null, 'guardian', true,  now() - interval '3 days'),
  (pg_temp.t_id('H1'), pg_temp.t_id('G2'), null, 'guardian', false, now() - interval '2 days'),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('SR'), 'student',  false, now() - interval '2 days'),
  (pg_temp.t_id('H1'), null, pg_temp.t_id('MS'), 'student',  false, now() - interval '3 days'),
  (pg_temp.t_id('H2'), pg_temp.t_id('O'),  null, 'guardian', true,  now() - interval '5 days'),
  (pg_temp.t_id('H2'), null, pg_temp.t_id('MO'), 'student',  false, now() - interval '5 days');

insert into public.invitations (id, household_id, token_hash, token, email, side, can_edit, invited_by) values
  (pg_temp.t_id('I1'), pg_temp.t_id('H1'), encode(sha256(convert_to('token-one', 'UTF8')), 'hex'), 'token-one',
   'newcomer@example.test', 'guardian', true, pg_temp.t_id('G1')),
  (pg_temp.t_id('I2'), pg_temp.t_id('H2'), encode(sha256(convert_to('token-two', 'UTF8')), 'hex'), 'token-two',
   'someone@example.test', 'guardian', true, pg_temp.t_id('O'));

insert into public.access_log (viewer_id, student_id, table_name) values
  (pg_temp.t_id('G2'), pg_temp.t_id('SR'), 'lists'),
  (pg_temp.t_id('O'),  pg_temp.t_id('MO'), 'lists');

insert into public.student_profiles (student_id, data, updated_by) values
  (pg_temp.t_id('SR'), '{"tests": {"satTotal": 1400}}', pg_temp.t_id('S')),
  (pg_temp.t_id('MS'), '{}', pg_temp.t_id('G1')),
  (pg_temp.t_id('MO'), '{}', pg_temp.t_id('O'));

insert into public.lists (id, student_id, user_id, name, is_default) values
  (pg_temp.t_id('LS'),  pg_temp.t_id('SR'), null, 'My list', true),
  (pg_temp.t_id('LS2'), pg_temp.t_id('SR'), null, 'Dream schools', false),
  (pg_temp.t_id('LM'),  pg_temp.t_id('MS'), null, 'My list', true),
  (pg_temp.t_id('LG1'), null, pg_temp.t_id('G1'), 'My list', true),
  (pg_temp.t_id('LO'),  pg_temp.t_id('MO'), null, 'My list', true),
  (pg_temp.t_id('LX'),  null, pg_temp.t_id('X'),  'My list', true);

insert into public.list_items (id, list_id, unit_id) values
  (pg_temp.t_id('IS1'), pg_temp.t_id('LS'),  '100001'),
  (pg_temp.t_id('IM1'), pg_temp.t_id('LM'),  '100002'),
  (pg_temp.t_id('IG1'), pg_temp.t_id('LG1'), '100003'),
  (pg_temp.t_id('IO1'), pg_temp.t_id('LO'),  '100004'),
  (pg_temp.t_id('IX1'), pg_temp.t_id('LX'),  '100005');

insert into public.list_notes (id, item_id, author_id, body, private) values
  (pg_temp.t_id('NSP'),  pg_temp.t_id('IS1'), pg_temp.t_id('S'),  'Great campus', false),
  (pg_temp.t_id('NSV'),  pg_temp.t_id('IS1'), pg_temp.t_id('S'),  'My secret first choice', true),
  (pg_temp.t_id('NG2V'), pg_temp.t_id('IS1'), pg_temp.t_id('G2'), 'Too expensive?', true),
  (pg_temp.t_id('NG1P'), pg_temp.t_id('IG1'), pg_temp.t_id('G1'), 'Visit in spring', false),
  (pg_temp.t_id('NO'),   pg_temp.t_id('IO1'), pg_temp.t_id('O'),  'Other family note', false);

insert into public.dataset_publishes (build, school_count) values ('build-one', 3);
insert into public.dataset_changes (publish_id, published_at, unit_id, field, kind, old_value, new_value)
select p.id, p.published_at, c.unit_id, 'admissions.rate', 'new_year', '0.1'::json, '0.09'::json
from public.dataset_publishes p, (values ('100001'), ('100004')) as c(unit_id);
insert into public.digests (user_id, publish_id, published_at, unit_ids, college_count, change_count)
select u.id, p.id, p.published_at, array['100001'], 1, 1
from public.dataset_publishes p, (values (pg_temp.t_id('S')), (pg_temp.t_id('O'))) as u(id);

insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by, set_by_name) values
  (pg_temp.t_id('H1'), 38.898, -77.037, '1600 Pennsylvania Ave NW, Washington, DC 20500', 'Washington, DC',
   '20500', pg_temp.t_id('G1'), 'Gail'),
  (pg_temp.t_id('H2'), 40.0, -75.0, 'ZIP code 19103 (its center)', 'ZIP 19103', '19103', pg_temp.t_id('O'), 'Olga');

insert into auth.sessions (id, user_id) values (pg_temp.t_id('SES'), pg_temp.t_id('S'));
insert into auth.refresh_tokens (token_hash, user_id, session_id)
values (encode(sha256(convert_to('refresh-one', 'UTF8')), 'hex'), pg_temp.t_id('S'), pg_temp.t_id('SES'));
insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
values (pg_temp.t_id('X'), 'magiclink', encode(sha256(convert_to('otp-one', 'UTF8')), 'hex'), 'x@example.test',
        now() + interval '1 hour');
insert into auth.flow_state (user_id, auth_code_hash, code_challenge, code_challenge_method, authentication_method,
                             expires_at)
values (pg_temp.t_id('X'), encode(sha256(convert_to('code-one', 'UTF8')), 'hex'), 'challenge', 's256', 'magiclink',
        now() + interval '5 minutes');
insert into auth.identities (user_id, provider, provider_id, identity_data, email)
select u.id, 'email', u.id::text, jsonb_build_object('sub', u.id::text, 'email', u.email), u.email from auth.users u;
insert into auth.mail_outbox (recipient, subject, body_text, kind, user_id)
values ('x@example.test', 'Your sign-in link', 'Open this link to sign in.', 'magiclink', pg_temp.t_id('X'));
-- ---- end of the world ----------------------------------------------------------------------------------------

-- ---- the matrix ----------------------------------------------------------------------------------------------
-- One row per statement; `want` lists the expected answer for S, G1, G2, O, X, anon in that order: a row count,
-- 'perm' (no privilege), 'rls' (the new row is refused by a policy) or an SQLSTATE[:message] prefix. Every
-- statement runs in its own rolled-back subtransaction, so rows never influence each other. Note that BEFORE
-- triggers run before a policy's WITH CHECK, so a limit trigger can answer first (O joining H1 below).
create temp table matrix (n serial, tbl text, op text, sql text, want text[]);
insert into matrix (tbl, op, sql, want) values
  -- profiles: own row only; no delete
  ('profiles', 'select', 'select * from public.profiles', '{1,1,1,1,1,perm}'),
  ('profiles', 'select', 'select * from public.profiles where id <> auth.uid()', '{0,0,0,0,0,perm}'),
  ('profiles', 'insert', 'insert into public.profiles (id) values ({N})', '{rls,rls,rls,rls,rls,perm}'),
  ('profiles', 'update', 'update public.profiles set display_name = ''Renamed''', '{1,1,1,1,1,perm}'),
  ('profiles', 'update', 'update public.profiles set display_name = ''Renamed'' where id = {S}', '{1,0,0,0,0,perm}'),
  ('profiles', 'delete', 'delete from public.profiles', '{perm,perm,perm,perm,perm,perm}'),
  -- households: members read and rename; anyone creates one as themself
  ('households', 'select', 'select * from public.households', '{1,1,1,1,0,perm}'),
  ('households', 'insert', 'insert into public.households (name, created_by) values (''New'', auth.uid())', '{1,1,1,1,1,perm}'),
  ('households', 'insert', 'insert into public.households (name, created_by) values (''New'', {N})', '{rls,rls,rls,rls,rls,perm}'),
  ('households', 'update', 'update public.households set name = ''Renamed''', '{1,1,1,1,0,perm}'),
  ('households', 'update', 'update public.households set name = ''Renamed'' where id = {H2}', '{0,0,0,1,0,perm}'),
  ('households', 'delete', 'delete from public.households', '{perm,perm,perm,perm,perm,perm}'),
  -- students: own, managed, guardians through an active membership (edit needs can_edit)
  ('students', 'select', 'select * from public.students', '{1,2,3,1,0,perm}'),
  ('students', 'select', 'select * from public.students where id = {SR}', '{1,1,1,0,0,perm}'),
  ('students', 'insert', 'insert into public.students (managed_by, display_name) values (auth.uid(), ''Kid'')', '{1,1,1,1,1,perm}'),
  ('students', 'insert', 'insert into public.students (user_id, display_name) values (auth.uid(), ''Me'')', '{23505,1,1,1,1,perm}'),
  ('students', 'insert', 'insert into public.students (user_id) values ({N})', '{rls,rls,rls,rls,rls,perm}'),
  ('students', 'insert', 'insert into public.students (managed_by) values ({N})', '{rls,rls,rls,rls,rls,perm}'),
  ('students', 'update', 'update public.students set display_name = ''Renamed''', '{1,2,1,1,0,perm}'),
  ('students', 'update', 'update public.students set grad_year = 2031 where id = {SR}', '{1,1,0,0,0,perm}'),
  ('students', 'update', 'update public.students set managed_by = auth.uid() where id = {SR}',
   '{42501:students_owner_immutable,42501:students_owner_immutable,0,0,0,perm}'),
  ('students', 'update', 'update public.students set user_id = auth.uid() where id = {MS}',
   '{0,42501:students_owner_immutable,0,0,0,perm}'),
  ('students', 'delete', 'delete from public.students', '{perm,perm,perm,perm,perm,perm}'),
  -- household_members: co-members read; creator joins; guardians add their own managed records; leave / remove
  ('household_members', 'select', 'select * from public.household_members', '{4,4,4,2,0,perm}'),
  ('household_members', 'insert',
   'insert into public.household_members (household_id, user_id, role, status) values ({H1}, auth.uid(), ''guardian'', ''active'')',
   '{rls,23505,rls,23505:already_in_household,rls,perm}'),
  ('household_members', 'insert',
   'insert into public.household_members (household_id, student_id, role, status) values ({H1}, {MG2}, ''student'', ''active'')',
   '{rls,rls,1,rls,rls,perm}'),
  ('household_members', 'insert',
   'insert into public.household_members (household_id, student_id, role, status) values ({H1}, {MG2}, ''student'', ''invited'')',
   '{rls,rls,rls,rls,rls,perm}'),
  ('household_members', 'insert',
   'insert into public.household_members (household_id, student_id, role, status) values ({H2}, {MG2}, ''student'', ''active'')',
   '{rls,rls,rls,rls,rls,perm}'),
  ('household_members', 'update', 'update public.household_members set can_edit = true', '{perm,perm,perm,perm,perm,perm}'),
  ('household_members', 'delete', 'delete from public.household_members', '{1,4,4,2,0,perm}'),
  ('household_members', 'delete', 'delete from public.household_members where user_id = {G1}', '{0,1,1,0,0,perm}'),
  -- invitations: members read; only revoked_at may change; rows come only from functions
  ('invitations', 'select', 'select * from public.invitations', '{1,1,1,1,0,perm}'),
  ('invitations', 'select', 'select token from public.invitations where token is not null', '{1,1,1,1,0,perm}'),
  ('invitations', 'insert',
   'insert into public.invitations (household_id, token_hash, email, side) values ({H1}, ''x'', ''a@b.test'', ''guardian'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('invitations', 'update', 'update public.invitations set revoked_at = now()', '{1,1,1,1,0,perm}'),
  ('invitations', 'update', 'update public.invitations set email = ''x@y.test''', '{perm,perm,perm,perm,perm,perm}'),
  ('invitations', 'update', 'update public.invitations set expires_at = now() + interval ''1 year''', '{perm,perm,perm,perm,perm,perm}'),
  ('invitations', 'delete', 'delete from public.invitations', '{perm,perm,perm,perm,perm,perm}'),
  -- access_log: the student it is about and the viewer read; only log_access() writes
  ('access_log', 'select', 'select * from public.access_log', '{1,0,1,1,0,perm}'),
  ('access_log', 'insert',
   'insert into public.access_log (viewer_id, student_id, table_name) values (auth.uid(), {SR}, ''x'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('access_log', 'update', 'update public.access_log set table_name = ''x''', '{perm,perm,perm,perm,perm,perm}'),
  ('access_log', 'delete', 'delete from public.access_log', '{perm,perm,perm,perm,perm,perm}'),
  -- student_profiles: read = can read the student, write = can edit; no delete
  ('student_profiles', 'select', 'select * from public.student_profiles', '{1,2,2,1,0,perm}'),
  ('student_profiles', 'insert',
   'insert into public.student_profiles (student_id, updated_by) values ({MG2}, auth.uid())', '{rls,rls,1,rls,rls,perm}'),
  ('student_profiles', 'insert',
   'insert into public.student_profiles (student_id, updated_by) values ({MG2}, {S})', '{rls,rls,rls,rls,rls,perm}'),
  ('student_profiles', 'update', 'update public.student_profiles set data = ''{"x": 1}''', '{1,rls,0,1,0,perm}'),
  ('student_profiles', 'update', 'update public.student_profiles set data = ''{"x": 1}'', updated_by = auth.uid()',
   '{1,2,0,1,0,perm}'),
  ('student_profiles', 'update', 'update public.student_profiles set updated_by = {X}', '{rls,rls,0,rls,0,perm}'),
  ('student_profiles', 'delete', 'delete from public.student_profiles', '{perm,perm,perm,perm,perm,perm}'),
  -- lists: student lists follow the student; a user's list is readable by their household, editable by them
  ('lists', 'select', 'select * from public.lists', '{3,4,4,1,1,perm}'),
  ('lists', 'select', 'select * from public.lists where id = {LG1}', '{1,1,1,0,0,perm}'),
  ('lists', 'insert', 'insert into public.lists (user_id, name) values (auth.uid(), ''Mine'')', '{1,1,1,1,1,perm}'),
  ('lists', 'insert', 'insert into public.lists (student_id, name) values ({SR}, ''Extra'')', '{1,1,rls,rls,rls,perm}'),
  ('lists', 'insert', 'insert into public.lists (user_id, name) values ({N}, ''Not mine'')', '{rls,rls,rls,rls,rls,perm}'),
  ('lists', 'insert', 'insert into public.lists (student_id, name, is_default) values ({SR}, ''Second'', true)',
   '{23505,23505,rls,rls,rls,perm}'),
  ('lists', 'insert', 'insert into public.lists (student_id, user_id, name) values ({SR}, auth.uid(), ''Both'')',
   '{23514,23514,23514,23514,23514,perm}'),
  ('lists', 'update', 'update public.lists set name = ''Renamed''', '{2,4,0,1,1,perm}'),
  ('lists', 'update', 'update public.lists set name = ''Renamed'' where id = {LG1}', '{0,1,0,0,0,perm}'),
  ('lists', 'update', 'update public.lists set student_id = null, user_id = auth.uid() where id = {LS}',
   '{42501:lists_owner_immutable,42501:lists_owner_immutable,0,0,0,perm}'),
  ('lists', 'delete', 'delete from public.lists', '{1,1,0,0,0,perm}'),
  ('lists', 'delete', 'delete from public.lists where is_default', '{0,0,0,0,0,perm}'),
  -- list_items: the list's access
  ('list_items', 'select', 'select * from public.list_items', '{2,3,3,1,1,perm}'),
  ('list_items', 'insert', 'insert into public.list_items (list_id, unit_id) values ({LS}, ''999'')', '{1,1,rls,rls,rls,perm}'),
  ('list_items', 'insert', 'insert into public.list_items (list_id, unit_id) values ({LG1}, ''999'')', '{rls,1,rls,rls,rls,perm}'),
  ('list_items', 'insert', 'insert into public.list_items (list_id, unit_id) values ({LO}, ''999'')', '{rls,rls,rls,1,rls,perm}'),
  ('list_items', 'update', 'update public.list_items set category = ''reach''', '{1,3,0,1,1,perm}'),
  ('list_items', 'delete', 'delete from public.list_items', '{1,3,0,1,1,perm}'),
  -- list_notes: public notes follow the list; private ones are the author's alone; edit/delete own only
  ('list_notes', 'select', 'select * from public.list_notes', '{3,2,3,1,0,perm}'),
  ('list_notes', 'select', 'select * from public.list_notes where private', '{1,0,1,0,0,perm}'),
  ('list_notes', 'insert', 'insert into public.list_notes (item_id, body) values ({IS1}, ''Hello'')', '{1,1,rls,rls,rls,perm}'),
  ('list_notes', 'insert', 'insert into public.list_notes (item_id, body, author_id) values ({IS1}, ''Forged'', {S})',
   '{1,rls,rls,rls,rls,perm}'),
  ('list_notes', 'update', 'update public.list_notes set body = ''Edited''', '{2,1,1,1,0,perm}'),
  ('list_notes', 'update', 'update public.list_notes set body = ''Edited'' where id = {NSP}', '{1,0,0,0,0,perm}'),
  ('list_notes', 'delete', 'delete from public.list_notes', '{2,1,1,1,0,perm}'),
  -- follows: own rows, read only (kept by triggers)
  ('follows', 'select', 'select * from public.follows', '{1,2,0,1,1,perm}'),
  ('follows', 'insert', 'insert into public.follows (unit_id) values (''123'')', '{perm,perm,perm,perm,perm,perm}'),
  ('follows', 'update', 'update public.follows set created = now()', '{perm,perm,perm,perm,perm,perm}'),
  ('follows', 'delete', 'delete from public.follows', '{perm,perm,perm,perm,perm,perm}'),
  -- notification_prefs: own row; only the switch and its stamp may change
  ('notification_prefs', 'select', 'select * from public.notification_prefs', '{1,1,0,1,1,perm}'),
  ('notification_prefs', 'insert', 'insert into public.notification_prefs (user_id) values (auth.uid())',
   '{23505,23505,1,23505,23505,perm}'),
  ('notification_prefs', 'insert', 'insert into public.notification_prefs (user_id) values ({N})', '{rls,rls,rls,rls,rls,perm}'),
  ('notification_prefs', 'update', 'update public.notification_prefs set email_updates = false, updated = now()',
   '{1,1,0,1,1,perm}'),
  ('notification_prefs', 'update', 'update public.notification_prefs set unsubscribe_token = repeat(''a'', 64)',
   '{perm,perm,perm,perm,perm,perm}'),
  ('notification_prefs', 'delete', 'delete from public.notification_prefs', '{perm,perm,perm,perm,perm,perm}'),
  -- digests: own rows, read only
  ('digests', 'select', 'select * from public.digests', '{1,0,0,1,0,perm}'),
  ('digests', 'insert',
   'insert into public.digests (user_id, publish_id, published_at) select auth.uid(), 1, now()',
   '{perm,perm,perm,perm,perm,perm}'),
  ('digests', 'update', 'update public.digests set sent_at = now()', '{perm,perm,perm,perm,perm,perm}'),
  ('digests', 'delete', 'delete from public.digests', '{perm,perm,perm,perm,perm,perm}'),
  -- dataset tables: changes are public and read only; the publish log and staging are not exposed
  ('dataset_changes', 'select', 'select * from public.dataset_changes', '{2,2,2,2,2,2}'),
  ('dataset_changes', 'insert',
   'insert into public.dataset_changes (publish_id, published_at, unit_id, field, kind) values (1, now(), ''1'', ''f'', ''updated'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('dataset_changes', 'update', 'update public.dataset_changes set source = ''x''', '{perm,perm,perm,perm,perm,perm}'),
  ('dataset_changes', 'delete', 'delete from public.dataset_changes', '{perm,perm,perm,perm,perm,perm}'),
  ('dataset_publishes', 'select', 'select * from public.dataset_publishes', '{perm,perm,perm,perm,perm,perm}'),
  ('dataset_change_staging', 'select', 'select * from public.dataset_change_staging', '{perm,perm,perm,perm,perm,perm}'),
  -- household_homes: active members of the live household only
  ('household_homes', 'select', 'select * from public.household_homes', '{1,1,1,1,0,perm}'),
  ('household_homes', 'insert',
   'insert into public.household_homes (household_id, lat, lng, label, place, set_by) values ({H1}, 1, 2, ''L'', ''P'', auth.uid()) on conflict (household_id) do update set label = excluded.label, set_by = excluded.set_by',
   '{1,1,1,rls,rls,perm}'),
  ('household_homes', 'insert',
   'insert into public.household_homes (household_id, lat, lng, label, place, set_by) values ({H1}, 1, 2, ''L'', ''P'', auth.uid())',
   '{23505,23505,23505,rls,rls,perm}'),
  ('household_homes', 'update', 'update public.household_homes set label = ''New''', '{rls,1,rls,1,0,perm}'),
  ('household_homes', 'update', 'update public.household_homes set label = ''New'', set_by = auth.uid()',
   '{1,1,1,1,0,perm}'),
  ('household_homes', 'update', 'update public.household_homes set set_by = {X}', '{rls,rls,rls,rls,0,perm}'),
  ('household_homes', 'delete', 'delete from public.household_homes', '{1,1,1,1,0,perm}'),
  -- auth schema: nobody but the owner role
  ('auth.users', 'select', 'select * from auth.users', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.users', 'insert', 'insert into auth.users (email) values (''new@example.test'')', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.users', 'update', 'update auth.users set raw_app_meta_data = ''{}''', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.users', 'delete', 'delete from auth.users', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.sessions', 'select', 'select * from auth.sessions', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.sessions', 'insert', 'insert into auth.sessions (user_id) values (auth.uid())', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.sessions', 'update', 'update auth.sessions set not_after = now()', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.sessions', 'delete', 'delete from auth.sessions', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.refresh_tokens', 'select', 'select * from auth.refresh_tokens', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.refresh_tokens', 'insert',
   'insert into auth.refresh_tokens (token_hash, user_id, session_id) values (repeat(''b'', 64), auth.uid(), {SES})',
   '{perm,perm,perm,perm,perm,perm}'),
  ('auth.refresh_tokens', 'update', 'update auth.refresh_tokens set revoked = false', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.refresh_tokens', 'delete', 'delete from auth.refresh_tokens', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.one_time_tokens', 'select', 'select * from auth.one_time_tokens', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.one_time_tokens', 'insert',
   'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at) values (auth.uid(), ''recovery'', repeat(''c'', 64), ''a@b.test'', now() + interval ''1 hour'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('auth.one_time_tokens', 'update', 'update auth.one_time_tokens set used_at = null', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.one_time_tokens', 'delete', 'delete from auth.one_time_tokens', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.flow_state', 'select', 'select * from auth.flow_state', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.flow_state', 'insert',
   'insert into auth.flow_state (auth_code_hash, code_challenge, code_challenge_method, authentication_method, expires_at) values (repeat(''d'', 64), ''c'', ''s256'', ''signup'', now() + interval ''5 minutes'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('auth.flow_state', 'update', 'update auth.flow_state set used_at = null', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.flow_state', 'delete', 'delete from auth.flow_state', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.identities', 'select', 'select * from auth.identities', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.identities', 'insert',
   'insert into auth.identities (user_id, provider, provider_id) values (auth.uid(), ''apple'', ''x'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('auth.identities', 'update', 'update auth.identities set identity_data = ''{}''', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.identities', 'delete', 'delete from auth.identities', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.mail_outbox', 'select', 'select * from auth.mail_outbox', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.mail_outbox', 'insert',
   'insert into auth.mail_outbox (recipient, subject, body_text, kind) values (''a@b.test'', ''s'', ''t'', ''x'')',
   '{perm,perm,perm,perm,perm,perm}'),
  ('auth.mail_outbox', 'update', 'update auth.mail_outbox set attempts = 0', '{perm,perm,perm,perm,perm,perm}'),
  ('auth.mail_outbox', 'delete', 'delete from auth.mail_outbox', '{perm,perm,perm,perm,perm,perm}');

do $$
declare
  v_actors constant text[] := array['S', 'G1', 'G2', 'O', 'X', 'anon'];
  r record;
  i integer;
begin
  for r in select * from matrix order by n loop
    if cardinality(r.want) <> 6 then
      raise exception 'matrix row % (% %) needs 6 expectations', r.n, r.tbl, r.op;
    end if;
    for i in 1..6 loop
      perform pg_temp.t_check(format('%s %s #%s as %s', r.tbl, r.op, r.n, v_actors[i]),
                              pg_temp.t_rows(v_actors[i], r.sql), r.want[i]);
    end loop;
  end loop;
end
$$;

-- ---- beyond the six actors -----------------------------------------------------------------------------------
do $$
begin
  -- an old account without a profile may create its own (and only its own)
  perform pg_temp.t_check('N inserts own profile',
    pg_temp.t_rows('N', 'insert into public.profiles (id) values (auth.uid())'), '1');
  perform pg_temp.t_check('N inserts a profile for S',
    pg_temp.t_rows('N', 'insert into public.profiles (id) values ({S})'), 'rls');

  -- service_role: what the jobs need and nothing more
  perform pg_temp.t_check('service reads all follows', pg_temp.t_rows('service', 'select * from public.follows'), '5');
  perform pg_temp.t_check('service reads all prefs',
    pg_temp.t_rows('service', 'select * from public.notification_prefs'), '4');
  perform pg_temp.t_check('service cannot change prefs',
    pg_temp.t_rows('service', 'update public.notification_prefs set email_updates = false'), 'perm');
  perform pg_temp.t_check('service cannot write follows',
    pg_temp.t_rows('service', 'delete from public.follows'), 'perm');
  perform pg_temp.t_check('service records a digest', pg_temp.t_rows('service',
    'insert into public.digests (user_id, publish_id, published_at, unit_ids) select {X}, id, published_at, array[''100005''] from public.dataset_publishes'),
    '1');
  perform pg_temp.t_check('service marks digests sent',
    pg_temp.t_rows('service', 'update public.digests set sent_at = now()'), '2');
  perform pg_temp.t_check('service reads digests', pg_temp.t_rows('service', 'select * from public.digests'), '2');
  perform pg_temp.t_check('service writes changes', pg_temp.t_rows('service',
    'insert into public.dataset_changes (publish_id, published_at, unit_id, field, kind) select id, published_at, ''100005'', ''cost.net'', ''updated'' from public.dataset_publishes'),
    '1');
  perform pg_temp.t_check('service deletes changes',
    pg_temp.t_rows('service', 'delete from public.dataset_changes'), '2');
  perform pg_temp.t_check('service reads profiles', pg_temp.t_rows('service', 'select * from public.profiles'), 'perm');
  perform pg_temp.t_check('service reads students', pg_temp.t_rows('service', 'select * from public.students'), 'perm');
  perform pg_temp.t_check('service reads lists', pg_temp.t_rows('service', 'select * from public.list_items'), 'perm');
  perform pg_temp.t_check('service reads auth.users', pg_temp.t_rows('service', 'select * from auth.users'), 'perm');
  perform pg_temp.t_check('service reads sessions', pg_temp.t_rows('service', 'select * from auth.sessions'), 'perm');
  perform pg_temp.t_check('service reads refresh tokens',
    pg_temp.t_rows('service', 'select * from auth.refresh_tokens'), 'perm');
  perform pg_temp.t_check('service reads the mail outbox',
    pg_temp.t_rows('service', 'select * from auth.mail_outbox'), 'perm');

  -- a soft-deleted household disappears for its members at once, home included
  update public.households set deleted_at = now() where id = pg_temp.t_id('H2');
  perform pg_temp.t_check('O after H2 closed: households', pg_temp.t_rows('O', 'select * from public.households'), '0');
  perform pg_temp.t_check('O after H2 closed: home', pg_temp.t_rows('O', 'select * from public.household_homes'), '0');
  perform pg_temp.t_check('O after H2 closed: invitations',
    pg_temp.t_rows('O', 'select * from public.invitations'), '0');
  perform pg_temp.t_check('O after H2 closed: own membership only',
    pg_temp.t_rows('O', 'select * from public.household_members'), '1');
  perform pg_temp.t_check('O after H2 closed: still manages MO',
    pg_temp.t_rows('O', 'select * from public.students'), '1');
  update public.households set deleted_at = null where id = pg_temp.t_id('H2');

  -- a guardian removed from the household loses the student at once
  delete from public.household_members where user_id = pg_temp.t_id('G2');
  perform pg_temp.t_check('G2 after removal: students (only own managed MG2)',
    pg_temp.t_rows('G2', 'select * from public.students'), '1');
  perform pg_temp.t_check('G2 after removal: lists', pg_temp.t_rows('G2', 'select * from public.lists'), '0');
  perform pg_temp.t_check('G2 after removal: student profiles',
    pg_temp.t_rows('G2', 'select * from public.student_profiles'), '0');
  perform pg_temp.t_check('G2 after removal: notes (own private note stays visible)',
    pg_temp.t_rows('G2', 'select * from public.list_notes'), '1');
  perform pg_temp.t_check('G2 after removal: household', pg_temp.t_rows('G2', 'select * from public.households'), '0');
end
$$;

select pg_temp.t_done('policy_matrix');
rollback;
