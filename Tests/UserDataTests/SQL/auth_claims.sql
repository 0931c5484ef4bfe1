-- auth: the claim readers (including the '' a pooled connection leaves behind), the sign-up trigger with the 13+ gate,
-- and the shape rules and cascades of the auth tables (userdata-map §0.1, §1.4, §2.1, §4.4; PLATFORM.md pitfall 8).
-- One transaction, rolled back at the end; prints one summary line.
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
    '{"birth_year": "20x8", "role_hint": "admin", "display_name": "   ", "phone": "615-555-0100"}');
  select * into v_profile from public.profiles where id = pg_temp.t_id('T');
  perform pg_temp.t_check('malformed birth year dropped', coalesce(v_profile.birth_year::text, 'null'), 'null');
  perform pg_temp.t_check('unknown role hint dropped', coalesce(v_profile.role_hint, 'null'), 'null');
  perform pg_temp.t_check('blank name becomes null', coalesce(v_profile.display_name, 'null'), 'null');
  perform pg_temp.t_check('non-E.164 phone dropped', coalesce(v_profile.phone, 'null'), 'null');
  perform pg_temp.t_check('a 5-digit birth year is dropped, not refused', pg_temp.t_rows('owner',
    $q$insert into auth.users (email, raw_user_meta_data) values ('five@example.test', '{"birth_year": "20080"}')$q$),
    '1');

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
