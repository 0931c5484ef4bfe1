-- 0016_operations: what every node needs to follow publishes and revalidations, and the sweeper's record
-- (issue 17; ARCHITECTURE.md "Publishing and swapping", RUNBOOK.md).
--
-- dataset_publishes learns which rows are builds nodes can load (is_build, directory) and what a build touched
-- beyond its dataset_changes rows (touched: the delta-sync summary). Inserting a build row notifies quad_publish
-- with the build, at commit, so every API node loads it.
--
-- The ops schema holds the operators' records: the API nodes alive (ops.nodes, a heartbeat), the revalidations asked
-- for and each node's acknowledgement, and one report row per deletion-sweeper run. Like jobs, it is for the
-- server's own role and service_role; anon and authenticated get nothing, not even USAGE.

alter table public.dataset_publishes
  -- a publish of a data folder (its build is the folder's content hash); false for an earlier publish taken from a
  -- change file (fixtures)
  add column is_build boolean not null default false,
  -- where the published folder lives (the same path on every node); null when it cannot be loaded
  add column directory text check (char_length(directory) between 1 and 4096),
  -- what changed beyond the recorded changes: {"colleges": [...], "added": n, "removed": n, "shared": bool,
  -- "ranked": bool}; null when unknown (the first publish, or a publish from before this migration)
  add column touched jsonb check (touched is null or jsonb_typeof(touched) = 'object');

-- Rows written before: a row with a school count was a build.
update public.dataset_publishes set is_build = (school_count is not null);

create index dataset_publishes_builds_idx on public.dataset_publishes (id desc) where is_build;

create function public.dataset_publishes_notify() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_build then
    perform pg_catalog.pg_notify('quad_publish', new.build);
  end if;
  return null;
end;
$$;

revoke all on function public.dataset_publishes_notify() from public, anon, authenticated, service_role;

create trigger dataset_publishes_notify
after insert on public.dataset_publishes
for each row execute function public.dataset_publishes_notify();

/* ---------------------------------------------------------------------------------------------------------- */
/* Operations                                                                                                  */
/* ---------------------------------------------------------------------------------------------------------- */

create schema ops;
revoke all on schema ops from public, anon, authenticated, service_role;
grant usage on schema ops to service_role;

-- One row per API node process, upserted by its heartbeat; a node not seen for a while is gone.
create table ops.nodes (
  node_id       text primary key check (char_length(node_id) between 1 and 200),
  modes         text not null check (char_length(modes) <= 64),
  started_at    timestamptz not null,
  last_seen     timestamptz not null,
  -- the build it serves, and why the last publish it tried to load failed (null when it loaded)
  publish       text check (char_length(publish) <= 128),
  publish_error text
);

-- One row per POST /admin/revalidate; NOTIFY quad_cache carries its id.
create table ops.revalidations (
  id           bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  requested_by text check (char_length(requested_by) <= 200),
  -- the CDN purge job, when a purge hook is configured
  purge_job_id bigint references jobs.queue (id) on delete set null
);

create table ops.revalidation_acks (
  revalidation_id bigint not null references ops.revalidations (id) on delete cascade,
  node_id         text not null check (char_length(node_id) between 1 and 200),
  acknowledged_at timestamptz not null default now(),
  -- the build the node served when it dropped its cache
  publish         text check (char_length(publish) <= 128),
  primary key (revalidation_id, node_id)
);

-- One row per run of the deletion sweeper (accounts.sweep).
create table ops.sweeps (
  id            bigint generated always as identity primary key,
  ran_at        timestamptz not null default now(),
  -- rows soft-deleted at or before this were purged
  cutoff        timestamptz not null,
  job_id        bigint,
  accounts      integer not null check (accounts >= 0),
  students      integer not null check (students >= 0),
  households    integer not null check (households >= 0),
  -- soft-deleted student records kept because their own account still exists
  kept_students uuid[] not null default '{}'
);

alter table ops.nodes enable row level security;
alter table ops.revalidations enable row level security;
alter table ops.revalidation_acks enable row level security;
alter table ops.sweeps enable row level security;
revoke all on ops.nodes, ops.revalidations, ops.revalidation_acks, ops.sweeps
  from public, anon, authenticated, service_role;
grant select, insert, update, delete on ops.nodes, ops.revalidations, ops.revalidation_acks, ops.sweeps to service_role;

/* ---------------------------------------------------------------------------------------------------------- */
/* The deletion sweeper (userdata-map §2.9 "Purge")                                                            */
/* ---------------------------------------------------------------------------------------------------------- */

-- Hard-deletes what was soft-deleted at or before p_cutoff, in the site's order: student records (only those without
-- an account of their own, or whose account goes in this run), then closed households, then the accounts (auth.users;
-- the profile, memberships, access-log rows, lists, follows and digests cascade). A soft-deleted student record
-- whose own account still exists is kept and named in the report. Refuses a cutoff less than 30 days before now().
-- Writes one ops.sweeps row and returns it as JSON. Security definer (the owner may delete auth.users); granted to
-- service_role only.
create function ops.sweep_deleted_accounts(p_cutoff timestamptz, p_job bigint default null) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_users    uuid[];
  v_students integer;
  v_households integer;
  v_accounts integer;
  v_kept     uuid[];
  v_row      ops.sweeps;
begin
  if p_cutoff is null or p_cutoff > now() - interval '30 days' then
    raise exception 'sweep_deleted_accounts: the cutoff must be at least 30 days ago (got %)', p_cutoff
      using errcode = '22023';
  end if;
  select coalesce(array_agg(p.id order by p.id), '{}') into v_users
  from public.profiles p where p.deleted_at is not null and p.deleted_at <= p_cutoff;

  select coalesce(array_agg(s.id order by s.id), '{}') into v_kept
  from public.students s
  where s.deleted_at is not null and s.deleted_at <= p_cutoff and s.user_id is not null
    and not (s.user_id = any (v_users));

  delete from public.students s
  where s.deleted_at is not null and s.deleted_at <= p_cutoff and (s.user_id is null or s.user_id = any (v_users));
  get diagnostics v_students = row_count;

  delete from public.households h where h.deleted_at is not null and h.deleted_at <= p_cutoff;
  get diagnostics v_households = row_count;

  delete from auth.users u where u.id = any (v_users);
  get diagnostics v_accounts = row_count;

  insert into ops.sweeps (cutoff, job_id, accounts, students, households, kept_students)
  values (p_cutoff, p_job, v_accounts, v_students, v_households, v_kept)
  returning * into v_row;
  return row_to_json(v_row);
end;
$$;

revoke all on function ops.sweep_deleted_accounts(timestamptz, bigint) from public, anon, authenticated, service_role;
grant execute on function ops.sweep_deleted_accounts(timestamptz, bigint) to service_role;
