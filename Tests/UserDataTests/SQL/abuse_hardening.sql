-- What migration 0013 closes: a birth year read one way everywhere (and refused, never dropped, at sign-up), the
-- household_has_members existence oracle, and the code-or-link mark with its wrong-guess count on one-time tokens.
-- One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

insert into ids (key, id) values
  ('A', 'a4000000-0000-4000-8000-000000000001'), ('B', 'a4000000-0000-4000-8000-000000000002'),
  ('Z', 'a4000000-0000-4000-8000-000000000003');

insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@example.test', jsonb_build_object('birth_year', '1980')
from unnest(array['A', 'B', 'Z']) as k;

-- ---- reading a birth year ----------------------------------------------------------------------------------------
-- The same table as the server's AgeGate tests: text of four ASCII digits (blanks around them ignored) or a whole
-- number 1000–9999; everything else is refused.
do $$
declare
  r record;
begin
  for r in select * from (values
      ('"2008"', '2008'), ('" 2008"', '2008'), ('"2008 "', '2008'), (E'"\\t2008\\r\\n"', '2008'), ('2008', '2008'),
      ('2008.0', '2008'), ('1000', '1000'), ('9999', '9999'), ('"0999"', '999'), ('null', 'null'),
      ('"2015.0"', '22023:birth_year_invalid'), ('2015.5', '22023:birth_year_invalid'),
      ('"２０１５"', '22023:birth_year_invalid'), ('{"year": 2008}', '22023:birth_year_invalid'),
      ('[2008]', '22023:birth_year_invalid'), ('true', '22023:birth_year_invalid'), ('1e300', '22023:birth_year_invalid'),
      ('"208"', '22023:birth_year_invalid'), ('"20080"', '22023:birth_year_invalid'), ('""', '22023:birth_year_invalid'),
      ('"+208"', '22023:birth_year_invalid'), ('999', '22023:birth_year_invalid'), ('10000', '22023:birth_year_invalid'),
      ('"20 08"', '22023:birth_year_invalid'), (E'"\\u00a02008"', '22023:birth_year_invalid')
    ) as t(input, expected)
  loop
    perform pg_temp.t_check('birth_year_from(' || r.input || ')',
      pg_temp.t_val('owner', format('select public.birth_year_from(%L::jsonb)', r.input)), r.expected);
  end loop;
  perform pg_temp.t_check('birth_year_from(SQL null)', pg_temp.t_val('owner', 'select public.birth_year_from(null)'), 'null');
  perform pg_temp.t_check('nobody but the owner calls it',
    pg_temp.t_val('A', $q$select public.birth_year_from('"2008"')$q$), 'perm');
end
$$;

-- ---- sign-up: every spelling the probe used to get past the age gate fails, and nothing is stored ----------------
do $$
declare
  v_young integer := extract(year from current_date)::integer - 10;
  r record;
begin
  for r in select * from (values
      (format('"%s "', v_young), '23514:birth_year_not_allowed'), (format('" %s"', v_young), '23514:birth_year_not_allowed'),
      (format('%s', v_young), '23514:birth_year_not_allowed'), (format('"%s.0"', v_young), '22023:birth_year_invalid'),
      (format('%s.5', v_young), '22023:birth_year_invalid'), ('"２０１５"', '22023:birth_year_invalid'),
      (format('{"y": %s}', v_young), '22023:birth_year_invalid'), ('1e300', '22023:birth_year_invalid')
    ) as t(year, expected)
  loop
    perform pg_temp.t_check('sign-up with birth_year ' || r.year, pg_temp.t_rows('owner', format(
      $q$insert into auth.users (email, raw_user_meta_data) values ('kid@example.test', jsonb_build_object('birth_year', %L::jsonb))$q$,
      r.year)), r.expected);
  end loop;
  -- an allowed year with blanks around it is stored as the year
  insert into auth.users (email, raw_user_meta_data) values ('adult@example.test', '{"birth_year": " 1990 "}');
  perform pg_temp.t_check('stored year', (select p.birth_year::text from public.profiles p join auth.users u on u.id = p.id
    where u.email = 'adult@example.test'), '1990');
end
$$;

-- ---- household_has_members answers only about one's own household -------------------------------------------------
do $$
declare
  v_full uuid;
  v_empty uuid;
begin
  perform pg_temp.t_become('A');
  v_full := public.create_household('A home', 'guardian');
  perform pg_temp.t_become('owner');
  insert into ids values ('HA', v_full);
  -- B creates a household and leaves it empty (the state the households policy reads the function for)
  insert into public.households (name, created_by) values ('B home', pg_temp.t_id('B')) returning id into v_empty;
  insert into ids values ('HB', v_empty);

  perform pg_temp.t_check('a member asks about their household',
    pg_temp.t_val('A', 'select public.household_has_members({HA})'), 'true');
  perform pg_temp.t_check('a stranger asks about it: it looks empty',
    pg_temp.t_val('Z', 'select public.household_has_members({HA})'), 'false');
  perform pg_temp.t_check('a stranger asks about an id that does not exist',
    pg_temp.t_val('Z', $q$select public.household_has_members('a4000000-0000-4000-8000-0000000000ff')$q$), 'false');
  perform pg_temp.t_check('the creator of an empty household', pg_temp.t_val('B', 'select public.household_has_members({HB})'),
    'false');
  perform pg_temp.t_check('anon may not call it', pg_temp.t_val('anon', 'select public.household_has_members({HA})'), 'perm');
  -- the households policy still shows the creator the household while it is empty, and only them
  perform pg_temp.t_check('creator sees the empty household', pg_temp.t_val('B',
    'select count(*) from public.households where id = {HB}'), '1');
  perform pg_temp.t_check('a stranger does not', pg_temp.t_val('Z', 'select count(*) from public.households where id = {HB}'),
    '0');
  perform pg_temp.t_check('a member sees theirs', pg_temp.t_val('A', 'select count(*) from public.households where id = {HA}'),
    '1');
end
$$;

-- ---- one-time tokens: link or code, and wrong guesses ----------------------------------------------------------------
do $$
begin
  perform pg_temp.t_check('a token is a link unless it says otherwise', pg_temp.t_val('owner', format(
    $q$insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
       values (%L, 'magiclink', repeat('a', 64), 'a@example.test', now() + interval '1 hour')
       returning secret || '/' || failed_attempts$q$, pg_temp.t_id('A'))), 'link/0');
  perform pg_temp.t_check('only link or code', pg_temp.t_rows('owner', format(
    $q$insert into auth.one_time_tokens (user_id, token_type, token_hash, secret, relates_to, expires_at)
       values (%L, 'magiclink', repeat('b', 64), 'pin', 'a@example.test', now() + interval '1 hour')$q$, pg_temp.t_id('A'))),
    '23514');
  perform pg_temp.t_check('attempts never go negative', pg_temp.t_rows('owner', format(
    $q$insert into auth.one_time_tokens (user_id, token_type, token_hash, secret, failed_attempts, relates_to, expires_at)
       values (%L, 'magiclink', repeat('c', 64), 'code', -1, 'a@example.test', now() + interval '1 hour')$q$,
    pg_temp.t_id('A'))), '23514');
end
$$;

select pg_temp.t_done('abuse_hardening');
rollback;
