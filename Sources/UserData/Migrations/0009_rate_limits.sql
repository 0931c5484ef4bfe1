-- 0009_rate_limits: request counters shared by every API node (issue 4, item 6).
--
-- Fixed windows: one row per (bucket, window start) counts the requests of that bucket in that window. A bucket
-- names the rule and the client ("public:ip:203.0.113.9", "signed-in:session:<uuid>"). The server checks a request
-- with a single upsert that returns the new count, and now and then deletes windows that have ended.
--
-- The schema is the server's own: anon, authenticated and service_role have no usage on it, so no request running
-- as a user (or a job running as service_role) can read or reset anyone's counters. Only the owner role (the one
-- the server logs in as) touches it, outside any user transaction.
--
-- The table is UNLOGGED: counters are worth nothing after a crash, and skipping the write-ahead log keeps the
-- per-request upsert cheap. (Unlogged tables are not copied to replicas; nothing reads them there.)

create schema rate_limit;
revoke all on schema rate_limit from public, anon, authenticated, service_role;

create unlogged table rate_limit.windows (
  bucket       text not null check (char_length(bucket) between 1 and 200),
  window_start timestamptz not null,
  -- when the window ends; pruning deletes windows whose end has passed
  window_end   timestamptz not null,
  hits         integer not null default 1 check (hits >= 1),
  primary key (bucket, window_start),
  check (window_end > window_start)
);

create index windows_end_idx on rate_limit.windows (window_end);

alter table rate_limit.windows enable row level security;
revoke all on rate_limit.windows from public, anon, authenticated, service_role;
