-- 0004_lists: saved lists, their colleges and notes (userdata-map §1.2 lists/list_items/list_notes, §2.5).
--
-- A list has exactly one owner: a student record (student_id) or a user (user_id, a guardian's own list).
-- * A student's list: read by whoever can read the student, changed by whoever can edit the student.
-- * A user's list: read by the owner and every active member of the owner's household, changed by the owner only.
-- Items and notes follow their list. A private note is its author's alone. Each owner has at most one default list
-- and it can never be deleted. Owners never change through the API. The planner's columns are not part of this
-- schema.

/* ---------------------------------------------------------------------------------------------------------- */
/* Tables                                                                                                      */
/* ---------------------------------------------------------------------------------------------------------- */

create table public.lists (
  id               uuid primary key default gen_random_uuid(),
  student_id       uuid references public.students (id) on delete cascade,
  user_id          uuid references auth.users (id) on delete cascade,
  name             text not null check (char_length(name) between 1 and 80),
  is_default       boolean not null default false,
  share_enabled    boolean not null default false,
  share_token_hash text unique,
  created_by       uuid default auth.uid() references auth.users (id) on delete set null,
  created          timestamptz not null default now(),
  constraint lists_one_owner check ((student_id is null) <> (user_id is null))
);

create unique index lists_one_default_student_idx on public.lists (student_id) where is_default;
create unique index lists_one_default_user_idx on public.lists (user_id) where is_default;
create index lists_student_idx on public.lists (student_id) where student_id is not null;
create index lists_user_idx on public.lists (user_id) where user_id is not null;

create table public.list_items (
  id             uuid primary key default gen_random_uuid(),
  list_id        uuid not null references public.lists (id) on delete cascade,
  unit_id        text not null check (unit_id ~ '^[0-9]{1,10}$'),
  category       text not null default 'unsorted' check (category in ('reach', 'target', 'likely', 'unsorted')),
  status         text not null default 'considering'
                   check (status in ('considering', 'applying', 'applied', 'decided')),
  outcome        text check (outcome in ('admitted', 'denied', 'waitlisted', 'deferred')),
  round          text check (round in ('ed', 'ed2', 'ea', 'rea', 'rd', 'rolling')),
  position       integer not null default 0,
  added_by       uuid default auth.uid() references auth.users (id) on delete set null,
  added_at       timestamptz not null default now(),
  decision_date  date,
  -- the family's own deadline, shown only when the college reports none for the round
  deadline_text  text check (char_length(deadline_text) <= 200),
  deadline_date  date,
  enrolling      boolean not null default false,
  -- "tell me when this college changes": the follows table is derived from this switch (0006_follows)
  updates        boolean not null default true,
  visited_on     date,
  follows_social boolean not null default false,
  constraint list_items_once unique (list_id, unit_id),
  constraint list_items_outcome_needs_decided check (outcome is null or status = 'decided')
);

create index list_items_list_idx on public.list_items (list_id, position);
create index list_items_unit_idx on public.list_items (unit_id);
create unique index list_items_one_enrolling_idx on public.list_items (list_id) where enrolling;

create table public.list_notes (
  id        uuid primary key default gen_random_uuid(),
  item_id   uuid not null references public.list_items (id) on delete cascade,
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body      text not null check (char_length(body) between 1 and 2000),
  private   boolean not null default false,
  created   timestamptz not null default now()
);

create index list_notes_item_idx on public.list_notes (item_id, created);
create index list_notes_author_idx on public.list_notes (author_id);

/* ---------------------------------------------------------------------------------------------------------- */
/* Access helpers (callable by authenticated)                                                                 */
/* ---------------------------------------------------------------------------------------------------------- */

-- By owner columns rather than list id, so a policy can judge a row that is not in the table yet.
create function public.can_read_list_owner(p_student uuid, p_user uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and case
    when p_user is not null then p_user = auth.uid() or public.is_household_member(public.household_of(p_user))
    else coalesce(public.can_read_student(p_student), false)
  end
$$;

create function public.can_edit_list_owner(p_student uuid, p_user uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and case
    when p_user is not null then p_user = auth.uid()
    else coalesce(public.can_edit_student(p_student), false)
  end
$$;

create function public.can_read_list(p_list uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lists l where l.id = p_list and public.can_read_list_owner(l.student_id, l.user_id)
  )
$$;

create function public.can_edit_list(p_list uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lists l where l.id = p_list and public.can_edit_list_owner(l.student_id, l.user_id)
  )
$$;

create function public.can_read_item(p_item uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.list_items li where li.id = p_item and public.can_read_list(li.list_id))
$$;

create function public.can_edit_item(p_item uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.list_items li where li.id = p_item and public.can_edit_list(li.list_id))
$$;

-- The item sits on a student's list (not on a guardian's own list).
create function public.item_on_student_list(p_item uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.list_items li join public.lists l on l.id = li.list_id
    where li.id = p_item and l.student_id is not null
  )
$$;

-- Who may consent to sharing a student's outcomes: the student's own account; only for a student without an
-- account, whoever may edit the record.
create function public.can_consent_outcome_share(p_student uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.students s
    where s.id = p_student and s.deleted_at is null
      and (s.user_id = auth.uid() or (s.user_id is null and public.can_edit_student(s.id)))
  )
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Triggers                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

-- Owner columns change only inside the owner role's own functions (a merge moves a managed record's lists);
-- through the API an editing guardian could otherwise point a student's list at themself.
create function public.lists_guard_owner() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
     and (new.student_id is distinct from old.student_id or new.user_id is distinct from old.user_id) then
    raise exception 'lists_owner_immutable' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger lists_guard_owner
before update on public.lists
for each row execute function public.lists_guard_owner();

-- One enrolling college per list: turning it on for one item turns it off for the others first (the partial
-- unique index is the backstop). Runs as the caller: the siblings are on the same list, so the caller's own
-- update policy covers them.
create function public.list_items_single_enrolling() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.enrolling and (tg_op = 'INSERT' or not old.enrolling or new.list_id is distinct from old.list_id) then
    update public.list_items set enrolling = false
      where list_id = new.list_id and id <> new.id and enrolling;
  end if;
  return new;
end;
$$;

create trigger list_items_single_enrolling
before insert or update of enrolling, list_id on public.list_items
for each row execute function public.list_items_single_enrolling();

/* ---------------------------------------------------------------------------------------------------------- */
/* Row-level security                                                                                          */
/* ---------------------------------------------------------------------------------------------------------- */

alter table public.lists enable row level security;
alter table public.list_items enable row level security;
alter table public.list_notes enable row level security;

create policy lists_select on public.lists for select to authenticated
  using (public.can_read_list_owner(student_id, user_id));
create policy lists_insert on public.lists for insert to authenticated
  with check (public.can_edit_list_owner(student_id, user_id));
create policy lists_update on public.lists for update to authenticated
  using (public.can_edit_list_owner(student_id, user_id)) with check (public.can_edit_list_owner(student_id, user_id));
-- There is always a list to add to: the default one can't be deleted.
create policy lists_delete_extra on public.lists for delete to authenticated
  using (public.can_edit_list_owner(student_id, user_id) and not is_default);

create policy list_items_select on public.list_items for select to authenticated
  using (public.can_read_list(list_id));
create policy list_items_insert on public.list_items for insert to authenticated
  with check (public.can_edit_list(list_id));
create policy list_items_update on public.list_items for update to authenticated
  using (public.can_edit_list(list_id)) with check (public.can_edit_list(list_id));
create policy list_items_delete on public.list_items for delete to authenticated
  using (public.can_edit_list(list_id));

-- Notes: the author always; anyone who can read the list sees the public ones. Writing a note needs edit access
-- to the list; changing or deleting one needs to be its author.
create policy list_notes_select on public.list_notes for select to authenticated
  using (author_id = (select auth.uid())
    or (not private and exists (
      select 1 from public.list_items li where li.id = item_id and public.can_read_list(li.list_id))));
create policy list_notes_insert on public.list_notes for insert to authenticated
  with check (author_id = (select auth.uid())
    and exists (select 1 from public.list_items li where li.id = item_id and public.can_edit_list(li.list_id)));
create policy list_notes_update_own on public.list_notes for update to authenticated
  using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy list_notes_delete_own on public.list_notes for delete to authenticated
  using (author_id = (select auth.uid()));

revoke all on public.lists, public.list_items, public.list_notes from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.lists to authenticated;
grant select, insert, update, delete on public.list_items to authenticated;
grant select, insert, update, delete on public.list_notes to authenticated;

/* ---------------------------------------------------------------------------------------------------------- */
/* Share links and suggestions                                                                                 */
/* ---------------------------------------------------------------------------------------------------------- */

-- Sharing on: a fresh 64-hex token (returned once, only its SHA-256 hex kept; any earlier link dies). Off: the
-- hash is cleared and null returned. Needs edit access to the list.
create function public.set_list_share(p_list uuid, p_enabled boolean) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text;
begin
  if not public.can_edit_list(p_list) then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  if coalesce(p_enabled, false) then
    v_token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    update public.lists
      set share_enabled = true, share_token_hash = encode(sha256(convert_to(v_token, 'UTF8')), 'hex')
      where id = p_list;
    return v_token;
  end if;
  update public.lists set share_enabled = false, share_token_hash = null where id = p_list;
  return null;
end;
$$;

-- The public page of a shared list: its name and colleges (category and round only) in list order; never notes,
-- statuses or outcomes. Null for an unknown token or a list no longer shared.
create function public.list_share_preview(p_token text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'list_id', l.id,
    'list_name', l.name,
    'items', coalesce((
      select json_agg(json_build_object('unit_id', li.unit_id, 'category', li.category, 'round', li.round)
                      order by li.position, li.added_at, li.id)
      from public.list_items li where li.list_id = l.id
    ), '[]'::json)
  )
  from public.lists l
  where l.share_enabled
    and l.share_token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
$$;

-- A reader of the list who may not edit it (a view-only guardian) suggests a college: it goes to the end as
-- unsorted, with a public note naming who suggested it. Returns the new item.
create function public.suggest_college(p_list uuid, p_unit_id text) returns public.list_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid  uuid := auth.uid();
  v_name text;
  v_item public.list_items;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = '28000';
  end if;
  if not public.can_read_list(p_list) then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  select nullif(btrim(p.display_name), '') into v_name from public.profiles p where p.id = v_uid;
  insert into public.list_items (list_id, unit_id, category, position, added_by)
  values (
    p_list, p_unit_id, 'unsorted',
    coalesce((select max(li.position) + 1 from public.list_items li where li.list_id = p_list), 0),
    v_uid
  )
  on conflict (list_id, unit_id) do nothing
  returning * into v_item;
  if v_item.id is null then
    raise exception 'already_on_list' using errcode = '23505';
  end if;
  insert into public.list_notes (item_id, author_id, body, private)
  values (v_item.id, v_uid, 'Suggested by ' || coalesce(v_name, 'a guardian'), false);
  return v_item;
end;
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Function privileges                                                                                         */
/* ---------------------------------------------------------------------------------------------------------- */

revoke all on function public.can_read_list_owner(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_edit_list_owner(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_read_list(uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_edit_list(uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_read_item(uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_edit_item(uuid) from public, anon, authenticated, service_role;
revoke all on function public.item_on_student_list(uuid) from public, anon, authenticated, service_role;
revoke all on function public.can_consent_outcome_share(uuid) from public, anon, authenticated, service_role;
revoke all on function public.lists_guard_owner() from public, anon, authenticated, service_role;
revoke all on function public.list_items_single_enrolling() from public, anon, authenticated, service_role;
revoke all on function public.set_list_share(uuid, boolean) from public, anon, authenticated, service_role;
revoke all on function public.list_share_preview(text) from public, anon, authenticated, service_role;
revoke all on function public.suggest_college(uuid, text) from public, anon, authenticated, service_role;

grant execute on function public.can_read_list_owner(uuid, uuid) to authenticated, service_role;
grant execute on function public.can_edit_list_owner(uuid, uuid) to authenticated, service_role;
grant execute on function public.can_read_list(uuid) to authenticated, service_role;
grant execute on function public.can_edit_list(uuid) to authenticated, service_role;
grant execute on function public.can_read_item(uuid) to authenticated, service_role;
grant execute on function public.can_edit_item(uuid) to authenticated, service_role;
grant execute on function public.item_on_student_list(uuid) to authenticated, service_role;
grant execute on function public.can_consent_outcome_share(uuid) to authenticated, service_role;
grant execute on function public.set_list_share(uuid, boolean) to authenticated;
grant execute on function public.list_share_preview(text) to anon, authenticated;
grant execute on function public.suggest_college(uuid, text) to authenticated;
