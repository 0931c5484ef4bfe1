-- Data for the `lists` benchmark (Benchmarks/run lists), after Benchmarks/me-seed.sql: the other families' lists, so
-- the board's queries run against tables of a realistic size. Run as the owner role (`quad`), which is not subject
-- to row-level security; triggers still run (follows are kept in step with the items).
--
--   psql -f Benchmarks/lists-seed.sql "<connection string>"
--
-- Each student with an account: a default list of 12 colleges and 6 notes (every third private); each managed
-- record: a default list of 4; each guardian: an own list of 3.

\set ON_ERROR_STOP 1
begin;
insert into public.lists (student_id, name, is_default, created_by)
select s.id, 'My list', true, coalesce(s.user_id, s.managed_by) from public.students s;
insert into public.lists (user_id, name, is_default, created_by)
select m.user_id, 'My list', true, m.user_id from public.household_members m where m.role = 'guardian';

insert into public.list_items (list_id, unit_id, position, category, added_by)
select l.id, (100000 + (hashtext(l.id::text) & 65535) * 16 + n)::text, n,
       (array['reach', 'target', 'likely', 'unsorted'])[1 + n % 4], l.created_by
from public.lists l
join public.students s on s.id = l.student_id,
     generate_series(0, case when s.user_id is null then 3 else 11 end) as n;
insert into public.list_items (list_id, unit_id, position, added_by)
select l.id, (200000 + n)::text, n, l.user_id from public.lists l, generate_series(0, 2) as n where l.user_id is not null;

insert into public.list_notes (item_id, author_id, body, private)
select i.id, i.added_by, 'Note on ' || i.unit_id, i.position % 3 = 0
from public.list_items i join public.lists l on l.id = i.list_id join public.students s on s.id = l.student_id
where s.user_id is not null and i.position < 6 and i.added_by is not null;
commit;
analyze public.lists, public.list_items, public.list_notes, public.follows, public.notification_prefs;
