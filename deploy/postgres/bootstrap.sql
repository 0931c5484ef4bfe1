-- Run once per cluster as a superuser, before `quad migrate`. Creates the roles the user-data schema relies on
-- (as Supabase has them) and the login role the server connects as. Safe to rerun.
--
--   anon           requests without a signed-in person (NOLOGIN, NOINHERIT, no BYPASSRLS)
--   authenticated  requests of a signed-in person: row-level security decides everything (no BYPASSRLS)
--   service_role   background jobs that must see every row (BYPASSRLS); used only where a job needs it
--   quad           the server's login role: owns the schema objects, may SET ROLE to the three above
--
-- psql variables: quad_password (default: none, for local trust/peer setups).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'quad') then
    create role quad login createdb;
  end if;
end
$$;
alter role anon nobypassrls;
alter role authenticated nobypassrls;
alter role quad nosuperuser nobypassrls createdb;
grant anon, authenticated, service_role to quad;
