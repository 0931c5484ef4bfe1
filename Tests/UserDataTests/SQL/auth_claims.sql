-- auth: the claim readers (including the '' a pooled connection leaves behind), the sign-up trigger with the 13+ gate,
-- and the shape rules and cascades of the auth tables (userdata-map §0.1, §1.4, §2.1, §4.4; PLATFORM.md pitfall 8).
-- One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

insert into ids (key, id) values
  ('S', 'a2000000-0000-4000-8000-000000000001'), ('T', 'a2000000-0000-4000-8000-000000000002');

-- ---- claims readers --------------------------------------------------------------------------------------------
do $$
declare
  v_state text;
begin
  -- whatever this connection saw before (nothing, or '' left by an earlier transaction): no user, no error
  perform set_config('role', 'authenticated', true);
  perform pg_temp.t_check('initial claims: uid is null', coalesce(auth.uid()::text, 'null'), 'null');
  perform pg_temp.t_check('initial claims: jwt is {}', auth.jwt()::text, '{}');
  perform set_config('role', 'none', true);

  -- a claim set inside a subtransaction that rolls back leaves '' behind, as on a pooled connection after commit
  begin
    perform set_config('request.jwt.claims', json_build_object('sub', pg_temp.t_id('S'))::text, true);
    raise exception using errcode = 'QT002';
  exception when sqlstate 'QT002' then
    null;
  end;
  perform pg_temp.t_check('after rollback the setting reads empty',
    quote_literal(current_setting('request.jwt.claims', true)), quote_literal(''));
  perform set_config('role', 'authenticated', true);
  perform pg_temp.t_check('empty claims: uid', coalesce(auth.uid()::text, 'null'), 'null');
  perform pg_temp.t_check('empty claims: jwt', auth.jwt()::text, '{}');
  perform pg_temp.t_check('empty claims: role', coalesce(auth.role(), 'null'), 'null');
  perform pg_temp.t_check('empty claims: profiles readable without error',
    (select count(*) from public.profiles)::text, '0');
  perform pg_temp.t_check('empty claims: lists readable without error', (select count(*) from public.lists)::text, '0');
  perform pg_temp.t_check('empty claims: my_household', coalesce(public.my_household()::text, 'null'), 'null');
  perform set_config('role', 'none', true);
end
$$;

do $$
begin
  perform pg_temp.t_check('signed in: uid', pg_temp.t_val('S', 'select auth.uid()'), pg_temp.t_id('S')::text);
  perform pg_temp.t_check('signed in: role', pg_temp.t_val('S', 'select auth.role()'), 'authenticated');
  perform pg_temp.t_check('signed in: jwt aud', pg_temp.t_val('S', $q$select auth.jwt() ->> 'aud'$q$), 'authenticated');
  perform pg_temp.t_check('anon: uid', pg_temp.t_val('anon', 'select auth.uid()'), 'null');
  perform pg_temp.t_check('anon: role', pg_temp.t_val('anon', 'select auth.role()'), 'anon');
  perform pg_temp.t_check('claims without sub: uid', pg_temp.t_val('nosub', 'select auth.uid()'), 'null');
end
$$;

do $$
declare
  v_state text;
begin
  -- the readers themselves: '' → null / {}, a missing sub → null; a malformed value is an error (the server only
  -- ever stores verified claims)
  perform set_config('request.jwt.claims', '{"sub": ""}', true);
  perform pg_temp.t_check('empty sub string: uid', coalesce(auth.uid()::text, 'null'), 'null');
  perform set_config('request.jwt.claims', '{"sub": "a2000000-0000-4000-8000-000000000002", "role": "x"}', true);
  perform pg_temp.t_check('set claims: uid', auth.uid()::text, 'a2000000-0000-4000-8000-000000000002');
  perform pg_temp.t_check('set claims: role', auth.role(), 'x');
  begin
    perform set_config('request.jwt.claims', '{not json', true);
    perform auth.uid();
    v_state := 'no error';
  exception when others then
    v_state := sqlstate;
  end;
  perform pg_temp.t_check('malformed claims raise 22P02', v_state, '22P02');
  begin
    perform set_config('request.jwt.claims', '{"sub": "not-a-uuid"}', true);
    perform auth.uid();
    v_state := 'no error';
  exception when others then
    v_state := sqlstate;
  end;
  perform pg_temp.t_check('a sub that is no uuid raises 22P02', v_state, '22P02');
  perform set_config('request.jwt.claims', '', true);
end
$$;

do $$
begin
  -- 0011: the subject the server stores on its own (request.jwt.claim.sub) is read without parsing the claims;
  -- unset or '' falls back to the claims' sub
  perform set_config('request.jwt.claims', '{"sub": "a2000000-0000-4000-8000-000000000002"}', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform pg_temp.t_check('empty claim.sub: uid from the claims', auth.uid()::text, 'a2000000-0000-4000-8000-000000000002');
  perform set_config('request.jwt.claim.sub', 'a2000000-0000-4000-8000-000000000001', true);
  perform pg_temp.t_check('claim.sub: uid from the setting', auth.uid()::text, 'a2000000-0000-4000-8000-000000000001');
  perform set_config('request.jwt.claims', '{not json', true);
  perform pg_temp.t_check('claim.sub: claims not parsed for uid', auth.uid()::text, 'a2000000-0000-4000-8000-000000000001');
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform pg_temp.t_check('both empty: uid', coalesce(auth.uid()::text, 'null'), 'null');
end
$$;

-- ---- sign-up: the profile trigger and the age gate ------------------------------------------------------------
do $$
declare
  v_year integer := extract(year from current_date)::integer;
  v_profile public.profiles;
begin
  -- a birth year exactly 13 years back makes the sign-up itself fail (the user row is not created)
  perform pg_temp.t_check('sign-up with a birth year 13 years back', pg_temp.t_rows('owner', format(
    $q$insert into auth.users (email, raw_user_meta_data) values ('young@example.test', '{"birth_year": "%s"}')$q$,
    v_year - 13)), '23514:birth_year_not_allowed');
  perform pg_temp.t_check('sign-up with a birth year 12 years back', pg_temp.t_rows('owner', format(
    $q$insert into auth.users (email, raw_user_meta_data) values ('young@example.test', '{"birth_year": "%s"}')$q$,
    v_year - 12)), '23514:birth_year_not_allowed');
  perform pg_temp.t_check('sign-up with a birth year 14 years back', pg_temp.t_rows('owner', format(
    $q$insert into auth.users (email, raw_user_meta_data) values ('ok@example.test', '{"birth_year": "%s"}')$q$,
    v_year - 14)), '1');
  perform pg_temp.t_check('sign-up with a birth year 121 years back', pg_temp.t_rows('owner', format(
    $q$insert into auth.users (email, raw_user_meta_data) values ('old@example.test', '{"birth_year": "%s"}')$q$,
    v_year - 121)), '23514:birth_year_not_allowed');
  perform pg_temp.t_check('sign-up with a birth year in the future', pg_temp.t_rows('owner', format(
    $q$insert into auth.users (email, raw_user_meta_data) values ('future@example.test', '{"birth_year": "%s"}')$q$,
    v_year + 1)), '23514:birth_year_not_allowed');
  perform pg_temp.t_check('sign-up without metadata', pg_temp.t_rows('owner',
    $q$insert into auth.users (email) values ('plain@example.test')$q$), '1');

  -- metadata that doesn't fit is dropped, the rest kept
  insert into auth.users (id, email, raw_user_meta_data) values (pg_temp.t_id('S'), 's@example.test',
    jsonb_build_object('birth_year', (v_year - 16)::text, 'role_hint', 'student',
                       'display_name', '  ' || repeat('n', 85) || '  ', 'phone', '+16155550100'));
  select * into v_profile from public.profiles where id = pg_temp.t_id('S');
  perform pg_temp.t_check('profile made at sign-up', (v_profile.id is not null)::text, 'true');
  perform pg_temp.t_check('birth year kept', v_profile.birth_year::text, (v_year - 16)::text);
  perform pg_temp.t_check('role hint kept', v_profile.role_hint, 'student');
  perform pg_temp.t_check('name trimmed to 80', char_length(v_profile.display_name)::text, '80');
  perform pg_temp.t_check('phone kept', v_profile.phone, '+16155550100');

  insert into auth.users (id, email, raw_user_meta_data) values (pg_temp.t_id('T'), 't@example.test',
    '{"role_hint": "admin", "display_name": "   ", "phone": "615-555-0100"}');
  select * into v_profile from public.profiles where id = pg_temp.t_id('T');
  perform pg_temp.t_check('no birth year given: none stored', coalesce(v_profile.birth_year::text, 'null'), 'null');
  perform pg_temp.t_check('unknown role hint dropped', coalesce(v_profile.role_hint, 'null'), 'null');
  perform pg_temp.t_check('blank name becomes null', coalesce(v_profile.display_name, 'null'), 'null');
  perform pg_temp.t_check('non-E.164 phone dropped', coalesce(v_profile.phone, 'null'), 'null');
  -- a birth year that is not one is refused, never dropped (it used to pass the age gate as "no birth year")
  perform pg_temp.t_check('a malformed birth year is refused', pg_temp.t_rows('owner',
    $q$insert into auth.users (email, raw_user_meta_data) values ('x@example.test', '{"birth_year": "20x8"}')$q$),
    '22023:birth_year_invalid');
  perform pg_temp.t_check('a 5-digit birth year is refused', pg_temp.t_rows('owner',
    $q$insert into auth.users (email, raw_user_meta_data) values ('five@example.test', '{"birth_year": "20080"}')$q$),
    '22023:birth_year_invalid');

  -- the same gate on later profile edits, through the API
  perform pg_temp.t_check('edit to a birth year 13 back refused', pg_temp.t_rows('T',
    format('update public.profiles set birth_year = %s', v_year - 13)), '23514:birth_year_not_allowed');
  perform pg_temp.t_check('edit to a birth year 14 back allowed', pg_temp.t_rows('T',
    format('update public.profiles set birth_year = %s', v_year - 14)), '1');
  perform pg_temp.t_check('updated is stamped by the trigger', pg_temp.t_val('T',
    $q$update public.profiles set display_name = 'Tess', updated = '2000-01-01' returning updated > '2001-01-01'$q$),
    'true');
  perform pg_temp.t_check('name over 80 refused', pg_temp.t_rows('T',
    $q$update public.profiles set display_name = repeat('n', 81)$q$), '23514');
  perform pg_temp.t_check('bad phone refused', pg_temp.t_rows('T',
    $q$update public.profiles set phone = '6155550100'$q$), '23514');
end
$$;

-- ---- birth_year_allowed with fixed dates ----------------------------------------------------------------------
do $$
begin
  perform pg_temp.t_check('2012 in 2026', public.birth_year_allowed(2012, '2026-01-01')::text, 'true');
  perform pg_temp.t_check('2013 in 2026 (even on 31 Dec)', public.birth_year_allowed(2013, '2026-12-31')::text, 'false');
  perform pg_temp.t_check('2014 in 2026', public.birth_year_allowed(2014, '2026-06-01')::text, 'false');
  perform pg_temp.t_check('1906 in 2026 (120 back)', public.birth_year_allowed(1906, '2026-06-01')::text, 'true');
  perform pg_temp.t_check('1905 in 2026 (121 back)', public.birth_year_allowed(1905, '2026-06-01')::text, 'false');
  perform pg_temp.t_check('null year', public.birth_year_allowed(null, '2026-06-01')::text, 'false');
  perform pg_temp.t_check('default date is today',
    public.birth_year_allowed(extract(year from current_date)::integer - 14)::text, 'true');
  perform pg_temp.t_check('authenticated may call it',
    pg_temp.t_val('S', 'select public.birth_year_allowed(2000)'), 'true');
  perform pg_temp.t_check('anon may not call it', pg_temp.t_val('anon', 'select public.birth_year_allowed(2000)'), 'perm');
end
$$;

-- ---- auth tables: shape rules and cascades ---------------------------------------------------------------------
do $$
begin
  perform pg_temp.t_check('e-mail must be lower-case', pg_temp.t_rows('owner',
    $q$insert into auth.users (email) values ('Upper@example.test')$q$), '23514');
  perform pg_temp.t_check('e-mail is unique', pg_temp.t_rows('owner',
    $q$insert into auth.users (email) values ('s@example.test')$q$), '23505');
  perform pg_temp.t_check('users get defaults', pg_temp.t_val('owner', format(
    $q$select aud || '/' || role || '/' || raw_app_meta_data::text || '/' || is_anonymous from auth.users where id = %L$q$,
    pg_temp.t_id('S'))), 'authenticated/authenticated/{}/false');
  perform pg_temp.t_check('updated_at moves on update', pg_temp.t_val('owner', format(
    $q$update auth.users set updated_at = '2000-01-01', last_sign_in_at = now() where id = %L returning updated_at > '2001-01-01'$q$,
    pg_temp.t_id('S'))), 'true');
  perform pg_temp.t_check('refresh token hash must be 64 hex', pg_temp.t_rows('owner', format(
    $q$insert into auth.sessions (id, user_id) values ('81000000-0000-4000-8000-000000000009', %L);
       insert into auth.refresh_tokens (token_hash, user_id, session_id)
       values ('plain-token', %L, '81000000-0000-4000-8000-000000000009')$q$, pg_temp.t_id('S'), pg_temp.t_id('S'))),
    '23514');
  perform pg_temp.t_check('one-time token types are fixed', pg_temp.t_rows('owner', format(
    $q$insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
       values (%L, 'password', repeat('a', 64), 's@example.test', now() + interval '1 hour')$q$, pg_temp.t_id('S'))),
    '23514');
  perform pg_temp.t_check('PKCE methods are s256 or plain', pg_temp.t_rows('owner',
    $q$insert into auth.flow_state (auth_code_hash, code_challenge, code_challenge_method, authentication_method, expires_at)
       values (repeat('a', 64), 'c', 'S512', 'signup', now() + interval '5 minutes')$q$), '23514');
  perform pg_temp.t_check('one identity per provider account', pg_temp.t_rows('owner', format(
    $q$insert into auth.identities (user_id, provider, provider_id) values (%L, 'email', 'same'), (%L, 'email', 'same')$q$,
    pg_temp.t_id('S'), pg_temp.t_id('T'))), '23505');
end
$$;

-- deleting an account takes its sessions, tokens, identities, profile and student record with it; queued mail
-- stays (without the user link)
insert into auth.sessions (id, user_id) values ('81000000-0000-4000-8000-000000000001', pg_temp.t_id('T'));
insert into auth.refresh_tokens (token_hash, user_id, session_id)
values (repeat('e', 64), pg_temp.t_id('T'), '81000000-0000-4000-8000-000000000001');
insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
values (pg_temp.t_id('T'), 'recovery', repeat('f', 64), 't@example.test', now() + interval '1 hour');
insert into auth.flow_state (user_id, auth_code_hash, code_challenge, code_challenge_method, authentication_method,
                             expires_at)
values (pg_temp.t_id('T'), repeat('9', 64), 'c', 's256', 'recovery', now() + interval '5 minutes');
insert into auth.identities (user_id, provider, provider_id) values (pg_temp.t_id('T'), 'email', 't');
insert into auth.mail_outbox (recipient, subject, body_text, kind, user_id)
values ('t@example.test', 'Reset your password', 'Open the link.', 'recovery', pg_temp.t_id('T'));
insert into public.students (user_id, display_name) values (pg_temp.t_id('T'), 'Tess');

do $$
begin
  delete from auth.users where id = pg_temp.t_id('T');
  perform pg_temp.t_check('cascade: sessions',
    (select count(*) from auth.sessions where user_id = pg_temp.t_id('T'))::text, '0');
  perform pg_temp.t_check('cascade: refresh tokens',
    (select count(*) from auth.refresh_tokens where token_hash = repeat('e', 64))::text, '0');
  perform pg_temp.t_check('cascade: one-time tokens',
    (select count(*) from auth.one_time_tokens where token_hash = repeat('f', 64))::text, '0');
  perform pg_temp.t_check('cascade: flow state',
    (select count(*) from auth.flow_state where auth_code_hash = repeat('9', 64))::text, '0');
  perform pg_temp.t_check('cascade: identities',
    (select count(*) from auth.identities where provider_id = 't')::text, '0');
  perform pg_temp.t_check('cascade: profile',
    (select count(*) from public.profiles where id = pg_temp.t_id('T'))::text, '0');
  perform pg_temp.t_check('cascade: own student record',
    (select count(*) from public.students where display_name = 'Tess')::text, '0');
  perform pg_temp.t_check('mail stays, unlinked',
    (select count(*) from auth.mail_outbox where recipient = 't@example.test' and user_id is null)::text, '1');
end
$$;

select pg_temp.t_done('auth_claims');
rollback;
