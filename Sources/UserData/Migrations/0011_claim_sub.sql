-- 0011_claim_sub: auth.uid() without parsing the claims.
--
-- Every policy and helper asks auth.uid(), often once per row, and each call cast the whole request.jwt.claims text
-- (the token's claims with the user's metadata, about half a kilobyte) to jsonb to read one key: about three times
-- the cost of the call itself, tens of calls per GET /me. The server now also stores the subject on its own, in the
-- transaction-local setting request.jwt.claim.sub (the name PostgREST and Supabase used for it), in the same
-- statement that stores the claims, so the two always agree. auth.uid() reads that setting first and falls back to
-- the claims when it is unset or '' (what a pooled connection shows once an earlier transaction set it), so SQL that
-- sets only request.jwt.claims, as the SQL checks do, behaves exactly as before. Nothing changes who sees what.

create or replace function auth.uid() returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(
    nullif(pg_catalog.current_setting('request.jwt.claim.sub', true), ''),
    nullif(coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb) ->> 'sub', '')
  )::uuid;
end;
$$;
