-- 0015_list_board: what the list board, item and CSV endpoints need beyond 0004/0006 (userdata-map §2.5).
--
-- 1. The planner's two columns the board, the item PATCH and the CSV carry: `dream` (the one college the student
--    would pick today; one per list, turning it on for one item turns it off for the others, as with `enrolling`)
--    and `priority` (the student's own rank, 1 = would go first, 1–100).
-- 2. Positions are dense and unique per list: every change of order (append, remove, move) runs with the list row
--    locked (`select … for no key update` through the caller's own update policy), renumbers what it moved, and a
--    deferred unique key on (list_id, position) is the backstop. Rows written before this migration are renumbered
--    0..n−1 in their current order (position, then when added, then id) first.
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
