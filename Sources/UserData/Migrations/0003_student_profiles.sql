-- 0003_student_profiles: one JSON document per student (scores, GPA, plans, preferences; userdata-map §1.2, §2.4).
--
-- The document's shape is the server's sanitizer's business, not SQL's. Access is the student record's access:
-- whoever can read the student reads the profile, whoever can edit the student writes it. There is no delete
-- policy and no delete grant: a guardian may change a student's numbers but never erase them; the row goes only
-- with the student record (cascade).

create table public.student_profiles (
  student_id uuid primary key references public.students (id) on delete cascade,
  data       jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now(),
  -- who wrote it last: the student, or a guardian with edit access
  updated_by uuid references auth.users (id) on delete set null
);

alter table public.student_profiles enable row level security;

create policy student_profiles_select on public.student_profiles for select to authenticated
  using (public.can_read_student(student_id));
create policy student_profiles_insert on public.student_profiles for insert to authenticated
  with check (public.can_edit_student(student_id) and (updated_by is null or updated_by = (select auth.uid())));
create policy student_profiles_update on public.student_profiles for update to authenticated
  using (public.can_edit_student(student_id))
  with check (public.can_edit_student(student_id) and (updated_by is null or updated_by = (select auth.uid())));

revoke all on public.student_profiles from public, anon, authenticated, service_role;
grant select, insert, update on public.student_profiles to authenticated;
