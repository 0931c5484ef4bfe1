-- 0006_follows: who gets told about which college, e-mail preferences, and the digests sent
-- (userdata-map §1.2 follows/notification_prefs/digests, §2.6).
--
-- follows is derived data: a row (user, college) exists exactly while some item for that college, on a list that
-- notifies that user, has `updates` on. The user a list notifies is its user_id (a guardian's own list), else the
-- student's own account, else the guardian managing a record without an account. Triggers on list_items, lists
-- and students keep the table in step; people can only read their own rows. The digest job (service_role) reads
-- follows and preferences and records what it sent.

create table public.follows (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- no foreign key: the colleges live in the dataset files
  unit_id text not null check (unit_id ~ '^[0-9]{1,10}$'),
  source  text not null default 'list' check (source = 'list'),
  created timestamptz not null default now(),
  primary key (user_id, unit_id)
);

create index follows_unit_idx on public.follows (unit_id);

-- One row per user, made with their first follow. The unsubscribe token is a single-purpose bearer secret (it
-- only turns update e-mails off), kept in clear because every digest carries it.
create table public.notification_prefs (
  user_id           uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_updates     boolean not null default true,
  unsubscribe_token text not null unique
                      default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
                      check (unsubscribe_token ~ '^[0-9a-f]{64}$'),
  updated           timestamptz not null default now()
);

-- One digest per user per publish; the unique key is what keeps the daily job from sending twice.
create table public.digests (
  id                  bigint generated always as identity primary key,
  user_id             uuid not null references auth.users (id) on delete cascade,
  publish_id          bigint not null references public.dataset_publishes (id) on delete cascade,
  -- copied from the publish so the updates page needs no join
  published_at        timestamptz not null,
  -- null: recorded but not e-mailed
  sent_at             timestamptz,
  provider_message_id text,
  -- every followed college the digest covered, including those beyond the e-mail's cut-off
  unit_ids            text[] not null default '{}',
  college_count       integer not null default 0 check (college_count >= 0),
  change_count        integer not null default 0 check (change_count >= 0),
  created             timestamptz not null default now(),
  constraint digests_once unique (user_id, publish_id)
);

create index digests_user_idx on public.digests (user_id, published_at desc);

alter table public.follows enable row level security;
alter table public.notification_prefs enable row level security;
alter table public.digests enable row level security;

create policy follows_select_own on public.follows for select to authenticated
  using (user_id = (select auth.uid()));

create policy notification_prefs_select_own on public.notification_prefs for select to authenticated
  using (user_id = (select auth.uid()));
create policy notification_prefs_insert_own on public.notification_prefs for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy notification_prefs_update_own on public.notification_prefs for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy digests_select_own on public.digests for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.follows, public.notification_prefs, public.digests from public, anon, authenticated, service_role;
grant select on public.follows to authenticated;
grant select, insert on public.notification_prefs to authenticated;
grant update (email_updates, updated) on public.notification_prefs to authenticated;
grant select on public.digests to authenticated;
grant select on public.follows, public.notification_prefs to service_role;
grant select, insert, update on public.digests to service_role;

/* ---------------------------------------------------------------------------------------------------------- */
/* Keeping follows in step with the lists (internal)                                                          */
/* ---------------------------------------------------------------------------------------------------------- */

-- The user a list with these owner columns notifies (see the header). Null when nobody can be told.
create function public.list_owner_user(p_student uuid, p_user uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_user, (select coalesce(s.user_id, s.managed_by) from public.students s where s.id = p_student))
$$;

create function public.list_notify_user(p_list uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select public.list_owner_user(l.student_id, l.user_id) from public.lists l where l.id = p_list
$$;

-- Some item for p_unit, on a list that notifies p_user, has updates on.
create function public.wants_updates(p_user uuid, p_unit text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.lists l
    join public.list_items li on li.list_id = l.id and li.unit_id = p_unit
    where li.updates
      and (l.user_id = p_user
        or l.student_id in (select s.id from public.students s
                            where s.user_id = p_user or (s.user_id is null and s.managed_by = p_user)))
  )
$$;

-- Makes the one follow (p_user, p_unit) match the lists.
create function public.sync_follow(p_user uuid, p_unit text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user is null or p_unit is null then
    return;
  end if;
  -- (the user may be going away right now: a cascade from auth.users must not re-create their follows)
  if public.wants_updates(p_user, p_unit) and exists (select 1 from auth.users u where u.id = p_user) then
    insert into public.follows (user_id, unit_id, source) values (p_user, p_unit, 'list')
    on conflict (user_id, unit_id) do nothing;
  else
    delete from public.follows where user_id = p_user and unit_id = p_unit;
  end if;
end;
$$;

-- Makes every follow of p_user match the lists (after a list or a student record changed hands).
create function public.sync_user_follows(p_user uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user is null then
    return;
  end if;
  delete from public.follows f where f.user_id = p_user and not public.wants_updates(p_user, f.unit_id);
  if not exists (select 1 from auth.users u where u.id = p_user) then
    return;
  end if;
  insert into public.follows (user_id, unit_id, source)
  select distinct p_user, li.unit_id, 'list'
  from public.lists l
  join public.list_items li on li.list_id = l.id
  where li.updates
    and (l.user_id = p_user
      or l.student_id in (select s.id from public.students s
                          where s.user_id = p_user or (s.user_id is null and s.managed_by = p_user)))
  on conflict (user_id, unit_id) do nothing;
end;
$$;

-- Items: insert, delete, and changes of updates / list / college.
create function public.list_items_sync_follows() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.sync_follow(public.list_notify_user(old.list_id), old.unit_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.sync_follow(public.list_notify_user(new.list_id), new.unit_id);
    return new;
  end if;
  return old;
end;
$$;

create trigger list_items_sync_follows
after insert or delete or update of updates, list_id, unit_id on public.list_items
for each row execute function public.list_items_sync_follows();

-- Lists: an owner change re-syncs the old and the new user. A deleted list re-syncs its user after its items are
-- gone (the items' own trigger can no longer find the list by then).
create function public.lists_sync_follows() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old uuid := public.list_owner_user(old.student_id, old.user_id);
  v_new uuid;
begin
  if tg_op = 'DELETE' then
    perform public.sync_user_follows(v_old);
    return old;
  end if;
  v_new := public.list_owner_user(new.student_id, new.user_id);
  if v_old is distinct from v_new then
    perform public.sync_user_follows(v_old);
    perform public.sync_user_follows(v_new);
  end if;
  return new;
end;
$$;

create trigger lists_sync_follows
after update of student_id, user_id on public.lists
for each row execute function public.lists_sync_follows();

-- Fires after the foreign-key cascade that removes the list's items (both are after-row triggers on lists, and
-- the cascade's internal "RI_ConstraintTrigger" name sorts first).
create trigger lists_sync_follows_on_delete
after delete on public.lists
for each row execute function public.lists_sync_follows();

-- Students: a record changing hands (claimed by the student's own account, handed to another guardian) re-syncs
-- the old and the new user.
create function public.students_sync_follows() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old uuid := coalesce(old.user_id, old.managed_by);
  v_new uuid := coalesce(new.user_id, new.managed_by);
begin
  if v_old is distinct from v_new then
    perform public.sync_user_follows(v_old);
    perform public.sync_user_follows(v_new);
  end if;
  return new;
end;
$$;

create trigger students_sync_follows
after update of user_id, managed_by on public.students
for each row execute function public.students_sync_follows();

-- Every follower has preferences (and so an unsubscribe token) from the first follow on.
create function public.follows_ensure_prefs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_prefs (user_id) values (new.user_id) on conflict (user_id) do nothing;
  return new;
end;
$$;

create trigger follows_ensure_prefs
after insert on public.follows
for each row execute function public.follows_ensure_prefs();

/* ---------------------------------------------------------------------------------------------------------- */
/* One-click unsubscribe                                                                                       */
/* ---------------------------------------------------------------------------------------------------------- */

-- Turns update e-mails off for the holder of the token, without signing in (RFC 8058 one-click). Returns whether
-- the token matched; tokens shorter than 32 characters never do.
create function public.unsubscribe_by_token(p_token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_token is null or char_length(p_token) < 32 then
    return false;
  end if;
  update public.notification_prefs set email_updates = false, updated = now() where unsubscribe_token = p_token;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;

revoke all on function public.list_owner_user(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.list_notify_user(uuid) from public, anon, authenticated, service_role;
revoke all on function public.wants_updates(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.sync_follow(uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.sync_user_follows(uuid) from public, anon, authenticated, service_role;
revoke all on function public.list_items_sync_follows() from public, anon, authenticated, service_role;
revoke all on function public.lists_sync_follows() from public, anon, authenticated, service_role;
revoke all on function public.students_sync_follows() from public, anon, authenticated, service_role;
revoke all on function public.follows_ensure_prefs() from public, anon, authenticated, service_role;
revoke all on function public.unsubscribe_by_token(text) from public, anon, authenticated, service_role;

grant execute on function public.list_owner_user(uuid, uuid) to service_role;
grant execute on function public.list_notify_user(uuid) to service_role;
grant execute on function public.wants_updates(uuid, text) to service_role;
grant execute on function public.sync_follow(uuid, text) to service_role;
grant execute on function public.sync_user_follows(uuid) to service_role;
grant execute on function public.unsubscribe_by_token(text) to anon, authenticated, service_role;
