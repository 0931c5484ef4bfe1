-- ---- test helpers (spliced into every scenario at its "-- @include _helpers.sql" line by the runners) ------------------------------------------
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
