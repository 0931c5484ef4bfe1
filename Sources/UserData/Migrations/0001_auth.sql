-- 0001_auth: the `auth` schema. Two jobs in one place:
--
-- 1. The small part of Supabase that the user-data schema expects (userdata-map §0.1): auth.users, and the claim
--    readers auth.jwt(), auth.uid(), auth.role() that every policy calls.
-- 2. The storage of our own GoTrue-compatible auth service (userdata-map §4.4): sessions, rotating refresh tokens,
--    one-time e-mail tokens, PKCE flow state, identities and an outgoing mail queue.
--
-- Only the server's own role (the owner of these objects, normally `quad`) touches the tables. anon,
-- authenticated and service_role get USAGE on the schema (policies call auth.uid()) and EXECUTE on the three claim
-- readers, nothing else. Row-level security is switched on for every table without a single policy, so even a
-- grant added by mistake later would show nothing.
--
-- Requires the roles from deploy/postgres/bootstrap.sql (anon, authenticated, service_role). Runs as the owner
-- role inside one transaction.

-- Functions created by this role from here on are not executable by PUBLIC unless a migration grants it. Every
-- later file still revokes and grants explicitly; this is the safety net for anything it forgets.
alter default privileges revoke execute on functions from public;

create schema auth;
revoke all on schema auth from public;
grant usage on schema auth to anon, authenticated, service_role;

/* ---------------------------------------------------------------------------------------------------------- */
/* Claims of the current request                                                                              */
/* ---------------------------------------------------------------------------------------------------------- */

-- The verified JWT claims the server stored for this transaction with
-- set_config('request.jwt.claims', <json>, true). On a pooled connection the setting reads '' (not null) once it
-- has been set in an earlier transaction, so '' must count as "no claims" and never reach the jsonb cast.
create function auth.jwt() returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
$$;

-- The signed-in user's id (the `sub` claim), or null for a request without one.
create function auth.uid() returns uuid
language sql
stable
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

-- The `role` claim ('authenticated', 'anon', ...), or null.
create function auth.role() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

revoke all on function auth.jwt() from public;
revoke all on function auth.uid() from public;
revoke all on function auth.role() from public;
grant execute on function auth.jwt() to anon, authenticated, service_role;
grant execute on function auth.uid() to anon, authenticated, service_role;
grant execute on function auth.role() to anon, authenticated, service_role;

/* ---------------------------------------------------------------------------------------------------------- */
/* Users                                                                                                       */
/* ---------------------------------------------------------------------------------------------------------- */

-- One row per account. The sign-up trigger on this table (0002_accounts) creates the profile in the same
-- transaction, so a refused birth year makes the whole sign-up fail. E-mail addresses are stored lower-cased.
create table auth.users (
  id                   uuid primary key default gen_random_uuid(),
  aud                  text not null default 'authenticated',
  role                 text not null default 'authenticated',
  email                text unique check (email is null or (email = lower(email) and position('@' in email) > 1)),
  -- set while an e-mail change waits for confirmation (User.new_email on the wire)
  new_email            text check (new_email is null or new_email = lower(new_email)),
  -- the password hash in the service's own self-describing format; null for link-only accounts
  encrypted_password   text,
  email_confirmed_at   timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at     timestamptz,
  email_change_sent_at timestamptz,
  last_sign_in_at      timestamptz,
  raw_app_meta_data    jsonb not null default '{}'::jsonb,
  raw_user_meta_data   jsonb not null default '{}'::jsonb,
  is_anonymous         boolean not null default false,
  banned_until         timestamptz,
  deleted_at           timestamptz,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);

-- Keeps updated_at honest whichever code path changes a user.
create function auth.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger users_touch_updated_at
before update on auth.users
for each row execute function auth.touch_updated_at();

/* ---------------------------------------------------------------------------------------------------------- */
/* Sessions and refresh tokens                                                                                 */
/* ---------------------------------------------------------------------------------------------------------- */

-- A signed-in device. Access tokens carry its id as `session_id`; the API checks it is still here on every
-- request, so deleting the row (logout, global sign-out, account deletion) ends access at once.
create table auth.sessions (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid not null references auth.users (id) on delete cascade,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  refreshed_at timestamptz,
  -- hard end of the session whatever the refreshes; null = no limit
  not_after    timestamptz,
  aal          text not null default 'aal1' check (aal in ('aal1', 'aal2', 'aal3')),
  user_agent   text check (char_length(user_agent) <= 1000),
  ip           inet
);

create index sessions_user_idx on auth.sessions (user_id, created_at desc);

create trigger sessions_touch_updated_at
before update on auth.sessions
for each row execute function auth.touch_updated_at();

-- Rotating refresh tokens: the client holds the clear token, we keep its SHA-256 hex. Each use revokes the token
-- and issues a child whose `parent` is the used token's hash; presenting a revoked token outside the short reuse
-- window revokes the whole session's family.
create table auth.refresh_tokens (
  id         bigint generated always as identity primary key,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent     text check (parent is null or parent ~ '^[0-9a-f]{64}$'),
  revoked    boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index refresh_tokens_session_idx on auth.refresh_tokens (session_id, id desc);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent) where parent is not null;
create index refresh_tokens_user_idx on auth.refresh_tokens (user_id);

create trigger refresh_tokens_touch_updated_at
before update on auth.refresh_tokens
for each row execute function auth.touch_updated_at();

/* ---------------------------------------------------------------------------------------------------------- */
/* One-time tokens, PKCE flow state, identities                                                               */
/* ---------------------------------------------------------------------------------------------------------- */

-- Links and codes sent by e-mail. Only a hash is stored (of the link token, or of address + code for typed
-- codes). relates_to is the address the token was sent to (the new address for an e-mail change).
create table auth.one_time_tokens (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in
    ('confirmation', 'recovery', 'magiclink', 'invite', 'email_change', 'reauthentication')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  relates_to text not null check (relates_to = lower(relates_to)),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz,
  check (expires_at > created_at)
);

create index one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type, created_at desc);

-- PKCE: a request that carried a code challenge gets an auth code (stored hashed) that only the holder of the
-- verifier can exchange for a session, once, before expires_at.
create table auth.flow_state (
  id                    uuid primary key default gen_random_uuid(),
  user_id               uuid references auth.users (id) on delete cascade,
  auth_code_hash        text not null unique check (auth_code_hash ~ '^[0-9a-f]{64}$'),
  code_challenge        text not null check (char_length(code_challenge) between 1 and 128),
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  -- what started the flow: signup, magiclink, recovery, invite, email_change, ...
  authentication_method text not null check (char_length(authentication_method) between 1 and 40),
  created_at            timestamptz not null default now(),
  expires_at            timestamptz not null,
  used_at               timestamptz,
  check (expires_at > created_at)
);

create index flow_state_user_idx on auth.flow_state (user_id, authentication_method, created_at desc);

-- How a user signs in: the e-mail provider now, Sign in with Apple later. One row per provider account.
create table auth.identities (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null references auth.users (id) on delete cascade,
  provider        text not null check (char_length(provider) between 1 and 40),
  provider_id     text not null check (char_length(provider_id) between 1 and 255),
  identity_data   jsonb not null default '{}'::jsonb,
  email           text check (email is null or email = lower(email)),
  last_sign_in_at timestamptz,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  constraint identities_provider_account unique (provider, provider_id)
);

create index identities_user_idx on auth.identities (user_id);

create trigger identities_touch_updated_at
before update on auth.identities
for each row execute function auth.touch_updated_at();

/* ---------------------------------------------------------------------------------------------------------- */
/* Outgoing mail                                                                                               */
/* ---------------------------------------------------------------------------------------------------------- */

-- Mail waiting to be delivered (confirmations, links, invitations, digests). Written in the same transaction as
-- whatever caused it, delivered by the mail job, retried with a growing send_after. The rows double as the record
-- the e-mail rate limits count.
create table auth.mail_outbox (
  id                  bigint generated always as identity primary key,
  recipient           text not null check (recipient = lower(recipient) and position('@' in recipient) > 1),
  subject             text not null check (char_length(subject) between 1 and 998),
  body_text           text not null,
  body_html           text,
  -- extra headers, e.g. List-Unsubscribe for digests: {"Name": "value"}
  headers             jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object'),
  kind                text not null check (char_length(kind) between 1 and 40),
  user_id             uuid references auth.users (id) on delete set null,
  created_at          timestamptz not null default now(),
  send_after          timestamptz not null default now(),
  sent_at             timestamptz,
  attempts            integer not null default 0 check (attempts >= 0),
  last_error          text,
  provider_message_id text
);

create index mail_outbox_pending_idx on auth.mail_outbox (send_after) where sent_at is null;
create index mail_outbox_recipient_idx on auth.mail_outbox (recipient, created_at desc);

/* ---------------------------------------------------------------------------------------------------------- */
/* Privileges                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------- */

alter table auth.users enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.flow_state enable row level security;
alter table auth.identities enable row level security;
alter table auth.mail_outbox enable row level security;

revoke all on auth.users, auth.sessions, auth.refresh_tokens, auth.one_time_tokens, auth.flow_state,
  auth.identities, auth.mail_outbox from public, anon, authenticated, service_role;
revoke all on function auth.touch_updated_at() from public, anon, authenticated, service_role;
