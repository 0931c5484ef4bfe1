-- 0013_abuse_hardening: what an outside probe found in the user data.
--
-- 1. The sign-up trigger read a birth year only when it was exactly four digits and dropped anything else, so
--    " 2015", "2015.0", 2015.5 or full-width digits made an account with no birth year at all, past the age gate.
--    public.birth_year_from reads a birth year exactly as the server does (Swift's AgeGate): text of four ASCII
--    digits with spaces, tabs or line breaks around them, or a JSON whole number from 1000 to 9999; anything else
--    is refused (birth_year_invalid), never dropped. The server already refuses a sign-up without a birth year;
--    accounts made another way (by the owner role, later by invitations) may still have none.
-- 2. household_has_members(uuid) answered for any household id, so any signed-in user could tell which ids exist.
--    It now answers only for a household the caller created or is in; to anyone else every id looks empty.
-- 3. Typed e-mail codes (six digits) could be guessed without end. Each one-time token now says whether it is the
--    link's token or the typed code, and counts wrong guesses against the code (the server spends the code after a
--    few).

create function public.birth_year_from(p_value jsonb) returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text   text;
  v_number numeric;
begin
  if p_value is null or pg_catalog.jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(p_value) = 'string' then
    v_text := pg_catalog.btrim(p_value #>> '{}', E' \t\r\n');
    if v_text ~ '^[0-9]{4}$' then
      return v_text::integer;
    end if;
  elsif pg_catalog.jsonb_typeof(p_value) = 'number' then
    v_number := (p_value #>> '{}')::numeric;
    if v_number between 1000 and 9999 and v_number = pg_catalog.trunc(v_number) then
      return v_number::integer;
    end if;
  end if;
  raise exception 'birth_year_invalid' using errcode = '22023';
end;
$$;

-- The profile for a new account, as in 0002 except for the birth year: read by birth_year_from (a value that is
-- not a birth year makes the sign-up fail), then checked for 13+ by the profiles trigger.
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta  jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_year  integer := public.birth_year_from(v_meta -> 'birth_year');
  v_role  text := v_meta ->> 'role_hint';
  v_phone text := v_meta ->> 'phone';
begin
  insert into public.profiles (id, display_name, birth_year, role_hint, phone)
  values (
    new.id,
    nullif(left(btrim(v_meta ->> 'display_name'), 80), ''),
    v_year,
    case when v_role in ('student', 'guardian', 'counselor') then v_role end,
    case when v_phone ~ '^\+[1-9][0-9]{6,14}$' then v_phone end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create or replace function public.household_has_members(p_household uuid) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return exists (
    select 1 from public.households h
    where h.id = p_household and (h.created_by = v_uid or public.is_household_member(h.id))
  ) and exists (
    select 1 from public.household_members m where m.household_id = p_household and m.status = 'active'
  );
end;
$$;

alter table auth.one_time_tokens
  add column secret text not null default 'link' check (secret in ('link', 'code')),
  add column failed_attempts integer not null default 0 check (failed_attempts >= 0);

revoke all on function public.birth_year_from(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.handle_new_user() from public, anon, authenticated, service_role;
revoke all on function public.household_has_members(uuid) from public, anon, authenticated, service_role;
grant execute on function public.household_has_members(uuid) to authenticated, service_role;
