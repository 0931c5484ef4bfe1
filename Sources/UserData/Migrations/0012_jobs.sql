-- 0012_jobs: the background job queue (issue 11, item 6; ARCHITECTURE.md "A job").
--
-- jobs.queue holds one row per job. A caller enqueues in its own transaction, so a job exists exactly when the
-- change that needs it commits. A worker claims ready rows with FOR UPDATE SKIP LOCKED in one statement that also
-- marks them running, counts the attempt and sets a visibility deadline, and commits before doing the slow work.
-- It then records the outcome: succeeded, or back to pending with a later run_after (retry with backoff), or dead
-- (a dead letter: the last attempt failed, or the failure was permanent). A running row whose deadline passed
-- belongs to a worker that died or hung; the next claim takes it again (or, when that was its last attempt, makes
-- it a dead letter).
--
-- jobs.schedule_runs records each slot of a periodic schedule (the digest of 2026-03-02 13:00 UTC) that was
-- enqueued: its primary key makes many workers enqueue one run per slot.
--
-- Every timestamp the queue compares (run_after, deadline) is written by the worker from the clock it was handed,
-- never from now(), so tests control time; created_at and updated_at are bookkeeping only.
--
-- Privileges: the schema is for the worker, which runs its queue statements as service_role, and for the server's
-- own role (the owner), which enqueues from its transactions. anon and authenticated get nothing, not even USAGE.
--
-- Auth mail moves onto the queue: every auth.mail_outbox row gets a mail.deliver job in the transaction that
-- inserts it (trigger below), and rows still waiting from before this migration get one now.

create schema jobs;
revoke all on schema jobs from public, anon, authenticated, service_role;
grant usage on schema jobs to service_role;

create table jobs.queue (
  id                 bigint generated always as identity primary key,
  -- what runs it: a registered job kind ("mail.deliver", "jobs.cleanup")
  kind               text not null check (char_length(kind) <= 64 and kind ~ '^[a-z][a-z0-9_]*([.-][a-z0-9_]+)*$'),
  -- a grouping label for operators ("mail", "maintenance")
  queue              text not null default 'default'
                       check (char_length(queue) <= 64 and queue ~ '^[a-z][a-z0-9_]*([.-][a-z0-9_]+)*$'),
  payload            jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  status             text not null default 'pending' check (status in ('pending', 'running', 'succeeded', 'dead')),
  -- not claimed before this time (retries push it back)
  run_after          timestamptz not null default now(),
  -- attempts started so far (counted when claimed)
  attempts           integer not null default 0 check (attempts >= 0),
  max_attempts       integer not null default 5 check (max_attempts between 1 and 100),
  -- how long a claim holds the job before another worker may take it again
  visibility_seconds integer not null default 300 check (visibility_seconds between 1 and 86400),
  -- while running: the visibility deadline and the claiming worker
  deadline           timestamptz,
  worker_id          text check (char_length(worker_id) <= 200),
  last_error         text,
  -- at most one job per kind and key (a schedule slot, an outbox row); null for jobs without one
  run_key            text check (char_length(run_key) between 1 and 200),
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  -- when the latest attempt was claimed, and when the job ended (succeeded or dead)
  started_at         timestamptz,
  finished_at        timestamptz,
  check (status <> 'running' or (deadline is not null and worker_id is not null)),
  check (attempts <= max_attempts)
);

create unique index queue_run_key_idx on jobs.queue (kind, run_key) where run_key is not null;
create index queue_ready_idx on jobs.queue (run_after, id) where status = 'pending';
create index queue_deadline_idx on jobs.queue (deadline) where status = 'running';
create index queue_finished_idx on jobs.queue (finished_at) where status in ('succeeded', 'dead');

create table jobs.schedule_runs (
  schedule    text not null check (char_length(schedule) between 1 and 64),
  -- the slot's nominal time (13:00 UTC of that day for a daily 13:00 schedule)
  slot        timestamptz not null,
  job_id      bigint references jobs.queue (id) on delete set null,
  enqueued_at timestamptz not null,
  worker_id   text check (char_length(worker_id) <= 200),
  primary key (schedule, slot)
);

alter table jobs.queue enable row level security;
alter table jobs.schedule_runs enable row level security;
revoke all on jobs.queue, jobs.schedule_runs from public, anon, authenticated, service_role;
grant select, insert, update, delete on jobs.queue, jobs.schedule_runs to service_role;

/* ---------------------------------------------------------------------------------------------------------- */
/* Auth mail through the queue                                                                                 */
/* ---------------------------------------------------------------------------------------------------------- */

-- One mail.deliver job per outbox row, in the inserting transaction; the NOTIFY wakes a listening worker at commit.
-- Runs as the inserting role (the owner: only it may write auth.mail_outbox).
create function jobs.enqueue_mail_delivery() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into jobs.queue (kind, queue, payload, run_after, max_attempts, visibility_seconds, run_key)
  values ('mail.deliver', 'mail', jsonb_build_object('outbox_id', new.id), new.send_after, 10, 300,
          'mail_outbox:' || new.id)
  on conflict (kind, run_key) where run_key is not null do nothing;
  perform pg_catalog.pg_notify('quad_jobs', 'mail.deliver');
  return null;
end;
$$;

revoke all on function jobs.enqueue_mail_delivery() from public, anon, authenticated, service_role;

create trigger mail_outbox_enqueue_delivery
after insert on auth.mail_outbox
for each row execute function jobs.enqueue_mail_delivery();

-- Mail queued before the queue existed and not given up: one job each, due when the outbox said.
insert into jobs.queue (kind, queue, payload, run_after, max_attempts, visibility_seconds, run_key)
select 'mail.deliver', 'mail', jsonb_build_object('outbox_id', o.id), o.send_after, 10, 300, 'mail_outbox:' || o.id
from auth.mail_outbox o
where o.sent_at is null and o.send_after <> 'infinity'
order by o.id;
