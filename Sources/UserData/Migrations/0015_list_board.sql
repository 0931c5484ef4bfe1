-- 0015_list_board: what the list board, item and CSV endpoints need beyond 0004/0006 (userdata-map §2.5).
--
-- 1. The planner's two columns the board, the item PATCH and the CSV carry: `dream` (the one college the student
--    would pick today; one per list, turning it on for one item turns it off for the others, as with `enrolling`)
--    and `priority` (the student's own rank, 1 = would go first, 1–100).
-- 2. Positions are dense and unique per list: every change of order (append, remove, move) runs with the list row
--    locked (`select … for no key update` through the caller's own update policy), renumbers what it moved, and a
--    deferred unique key on (list_id, position) is the backstop. Rows written before this migration are renumbered
--    0..n−1 in their current order (position, then when added, then id) first.
-- 3. The item and note policies read the lists the caller can read or change as one set per statement
--    (list_ids_for_caller), and the owner checks the list policies call are PL/pgSQL.
-- Nothing here changes who sees or edits what.

alter table public.list_items
  add column dream boolean not null default false,
  add column priority integer check (priority between 1 and 100);

create unique index list_items_one_dream_idx on public.list_items (list_id) where dream;

-- One dream college per list: turning it on for one item turns it off for the others first (the partial unique index
-- is the backstop). Runs as the caller, like list_items_single_enrolling.
create function public.list_items_single_dream() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.dream and (tg_op = 'INSERT' or not old.dream or new.list_id is distinct from old.list_id) then
    update public.list_items set dream = false
      where list_id = new.list_id and id <> new.id and dream;
  end if;
  return new;
end;
$$;

create trigger list_items_single_dream
before insert or update of dream, list_id on public.list_items
for each row execute function public.list_items_single_dream();

revoke all on function public.list_items_single_dream() from public, anon, authenticated, service_role;

-- Dense positions for what is already stored, then the key that keeps them unique.
update public.list_items li set position = r.n
from (
  select id, (row_number() over (partition by list_id order by position, added_at, id) - 1)::integer as n
  from public.list_items
) r
where r.id = li.id and li.position is distinct from r.n;

alter table public.list_items
  add constraint list_items_position_once unique (list_id, position) deferrable initially deferred;

-- The key's own index serves what list_items_list_idx did (a list's items in order).
drop index public.list_items_list_idx;

/* ---------------------------------------------------------------------------------------------------------- */
/* Read paths: the list policies in set form                                                                   */
/* ---------------------------------------------------------------------------------------------------------- */

-- A board reads every item and note of a list; through list_items_select and list_notes_select that was a call of the
-- security-definer can_read_list() (and, nested, can_read_list_owner(), can_read_student(), is_guardian_of()) for
-- EVERY row, each re-planned (SQL functions that cannot be inlined are planned on every call; see 0010). The lists a
-- caller can read or change are few, so list_ids_for_caller() computes them in one statement and the item and note
-- policies read the set once per statement as an init plan. Who sees and changes what is exactly as before:
-- * read: the lists of every student the caller can read (can_read_student: their own live record, live records
--   they manage, and guardian_student_ids(false)), their own user lists, and the user lists of anyone whose
--   household the caller is an active member of (can_read_list_owner's is_household_member(household_of(user)));
-- * change: the lists of every student the caller can change (guardian_student_ids(true) in place of false) and
--   their own user lists.
create function public.list_ids_for_caller(p_need_edit boolean) returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_students uuid[];
  v_households uuid[];
  v_people uuid[];
begin
  if v_uid is null then
    return '{}'::uuid[];
  end if;
  v_students := array(
    select s.id from public.students s where s.user_id = v_uid and s.deleted_at is null
    union
    select s.id from public.students s where s.managed_by = v_uid and s.deleted_at is null
    union
    select unnest(public.guardian_student_ids(coalesce(p_need_edit, true))));
  v_people := array[v_uid];
  if not coalesce(p_need_edit, true) then
    -- The caller's live households (as a guardian, or through their own live student record), each branch by index.
    v_households := array(
      select m.household_id from public.household_members m
      join public.households h on h.id = m.household_id and h.deleted_at is null
      where m.user_id = v_uid and m.status = 'active'
      union
      select m.household_id from public.students s
      join public.household_members m on m.student_id = s.id and m.status = 'active'
      join public.households h on h.id = m.household_id and h.deleted_at is null
      where s.user_id = v_uid and s.deleted_at is null);
    -- Their other people (guardians, and students with an account of their own), kept when their own household is
    -- one the caller is in.
    v_people := v_people || array(
      select p.uid from (
        select o.user_id as uid from public.household_members o
        where o.household_id = any (v_households) and o.status = 'active' and o.role = 'guardian'
        union
        select os.user_id from public.household_members o
        join public.students os on os.id = o.student_id and os.user_id is not null and os.deleted_at is null
        where o.household_id = any (v_households) and o.status = 'active' and o.role = 'student'
      ) p
      where p.uid <> v_uid and public.is_household_member(public.household_of(p.uid)));
  end if;
  return array(
    select l.id from public.lists l where l.student_id = any (v_students)
    union all
    select l.id from public.lists l where l.user_id = any (v_people));
end;
$$;

revoke all on function public.list_ids_for_caller(boolean) from public, anon, authenticated, service_role;
grant execute on function public.list_ids_for_caller(boolean) to authenticated, service_role;

drop policy list_items_select on public.list_items;
drop policy list_items_insert on public.list_items;
drop policy list_items_update on public.list_items;
drop policy list_items_delete on public.list_items;
create policy list_items_select on public.list_items for select to authenticated
  using (list_id = any ((select public.list_ids_for_caller(false))::uuid[]));
create policy list_items_insert on public.list_items for insert to authenticated
  with check (list_id = any ((select public.list_ids_for_caller(true))::uuid[]));
create policy list_items_update on public.list_items for update to authenticated
  using (list_id = any ((select public.list_ids_for_caller(true))::uuid[]))
  with check (list_id = any ((select public.list_ids_for_caller(true))::uuid[]));
create policy list_items_delete on public.list_items for delete to authenticated
  using (list_id = any ((select public.list_ids_for_caller(true))::uuid[]));

drop policy list_notes_select on public.list_notes;
drop policy list_notes_insert on public.list_notes;
create policy list_notes_select on public.list_notes for select to authenticated
  using (author_id = (select auth.uid())
    or (not private and exists (
      select 1 from public.list_items li
      where li.id = item_id and li.list_id = any ((select public.list_ids_for_caller(false))::uuid[]))));
create policy list_notes_insert on public.list_notes for insert to authenticated
  with check (author_id = (select auth.uid())
    and exists (
      select 1 from public.list_items li
      where li.id = item_id and li.list_id = any ((select public.list_ids_for_caller(true))::uuid[])));

-- The owner checks the lists policies still call per row (a few rows per statement), as PL/pgSQL so their plans are
-- kept for the connection's life (as 0010 did for the student helpers); the logic is 0004's.
create or replace function public.can_read_list_owner(p_student uuid, p_user uuid) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  if p_user is not null then
    return p_user = v_uid or public.is_household_member(public.household_of(p_user));
  end if;
  return coalesce(public.can_read_student(p_student), false);
end;
$$;

create or replace function public.can_edit_list_owner(p_student uuid, p_user uuid) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  if p_user is not null then
    return p_user = v_uid;
  end if;
  return coalesce(public.can_edit_student(p_student), false);
end;
$$;
