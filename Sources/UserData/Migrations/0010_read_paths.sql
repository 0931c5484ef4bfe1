-- 0010_read_paths: the same rules as 0002, evaluated once per statement instead of once per row.
--
-- GET /me lists every student record the caller can read. Through students_select that meant one call of the
-- security-definer can_read_student() (and, inside it, is_guardian_of()) for EVERY row of the table: the whole
-- table was scanned and each row paid two function calls, so the request grew with the number of families on the
-- server (seconds at a few thousand). And household_of(), behind my_household(), matched guardians and students
-- in one OR across a join, which no index can serve: a full scan of household_members on every call.
--
-- Nothing here changes who sees or edits what:
-- * can_read_student(id) is true exactly when the caller is signed in and the record is live and either theirs
--   (user_id), managed by them (managed_by), or reached through an active guardian membership of a live household
--   in which the record is an active student member. The policy already admits the first two for any record (live
--   or not), so its third test only needs the guardian set, which guardian_student_ids() computes in one statement
--   and the policy reads once per statement as an init plan (`(select …)`). The same holds for can_edit_student()
--   with the guardian membership's can_edit.
-- * household_of() answers the same question as two index-driven branches (as a guardian; through the person's own
--   live student record) put together before the same ordering.

/* ---------------------------------------------------------------------------------------------------------- */
/* Indexes                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

-- The policies test managed_by = auth.uid() on records with and without an account of their own; the partial index
-- from 0002 served only the latter.
drop index public.students_managed_by_idx;
create index students_managed_by_idx on public.students (managed_by);

/* ---------------------------------------------------------------------------------------------------------- */
/* Helpers                                                                                                     */
/* ---------------------------------------------------------------------------------------------------------- */

-- The live student records the caller reaches as an active guardian of a live household in which the record is an
-- active student member; with p_need_edit, only through guardian memberships that carry can_edit. Empty when not
-- signed in. The set form of the guardian branch of can_read_student() / can_edit_student().
create function public.guardian_student_ids(p_need_edit boolean) returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct m.student_id), '{}'::uuid[])
  from public.household_members g
  join public.households h on h.id = g.household_id and h.deleted_at is null
  join public.household_members m
    on m.household_id = g.household_id and m.role = 'student' and m.status = 'active'
  join public.students s on s.id = m.student_id and s.deleted_at is null
  where g.user_id = auth.uid() and g.role = 'guardian' and g.status = 'active'
    and (g.can_edit or not coalesce(p_need_edit, true))
$$;

revoke all on function public.guardian_student_ids(boolean) from public, anon, authenticated, service_role;
grant execute on function public.guardian_student_ids(boolean) to authenticated, service_role;

-- Same answer as 0002's version; each branch is served by an index (guardian: household_members.user_id; student:
-- students.user_id, then household_members.student_id).
create or replace function public.household_of(p_user uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select x.household_id
  from (
    select m.household_id, coalesce(m.accepted_at, m.created) as joined, m.id
    from public.household_members m
    join public.households h on h.id = m.household_id and h.deleted_at is null
    where m.user_id = p_user and m.role = 'guardian' and m.status = 'active'
    union all
    select m.household_id, coalesce(m.accepted_at, m.created), m.id
    from public.students s
    join public.household_members m on m.student_id = s.id and m.role = 'student' and m.status = 'active'
    join public.households h on h.id = m.household_id and h.deleted_at is null
    where s.user_id = p_user and s.deleted_at is null
  ) x
  order by x.joined, x.id
  limit 1
$$;

/* ---------------------------------------------------------------------------------------------------------- */
/* Policies                                                                                                    */
/* ---------------------------------------------------------------------------------------------------------- */

drop policy students_select on public.students;
create policy students_select on public.students for select to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(false))::uuid[]));

drop policy students_update on public.students;
create policy students_update on public.students for update to authenticated
  using (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(true))::uuid[]))
  with check (user_id = (select auth.uid()) or managed_by = (select auth.uid())
    or id = any ((select public.guardian_student_ids(true))::uuid[]));
