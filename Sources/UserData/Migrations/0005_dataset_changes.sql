-- 0005_dataset_changes: the publish log and the public record of what changed between publishes
-- (userdata-map §1.2 dataset_changes, dataset-map §7).
--
-- The dataset itself lives in files, not here. `quad publish` records one dataset_publishes row per publish (its
-- `build` is the content hash the API reports as X-Dataset-Publish) and, in the same transaction, the
-- dataset_changes rows computed against the previous snapshot. Digests point at the publish they were built from.
-- Everyone, signed in or not, may read the changes; only the publish step (service_role) writes.

create table public.dataset_publishes (
  id           bigint generated always as identity primary key,
  -- content hash / build id of the published files (X-Dataset-Publish)
  build        text not null check (char_length(build) between 1 and 128),
  published_at timestamptz not null default now(),
  school_count integer check (school_count >= 0),
  -- meta.retrieved of the published dataset
  retrieved    date,
  git_commit   text,
  published_by text
);

create index dataset_publishes_published_idx on public.dataset_publishes (published_at desc);

-- One row per college × field × publish. Values are json (not jsonb) so they read back exactly as written.
create table public.dataset_changes (
  id           bigint generated always as identity primary key,
  publish_id   bigint not null references public.dataset_publishes (id) on delete cascade,
  published_at timestamptz not null,
  unit_id      text not null check (unit_id ~ '^[0-9]{1,10}$'),
  field        text not null check (char_length(field) between 1 and 200),
  kind         text not null check (kind in ('new_year', 'revised', 'updated', 'appeared', 'disappeared')),
  old_value    json,
  new_value    json,
  -- display labels of the periods ("Fall 2024", "2023–24"); null when there is no single year
  old_year     text,
  new_year     text,
  source       text,
  -- only when the earlier value came from a different kind of source
  old_source   text,
  -- the release-calendar label that brought the change, if any
  release      text,
  constraint dataset_changes_once unique (publish_id, unit_id, field)
);

create index dataset_changes_unit_idx on public.dataset_changes (unit_id, published_at desc);

-- Changes waiting for the publish that will carry them; emptied by record_dataset_publish().
create table public.dataset_change_staging (
  unit_id    text not null check (unit_id ~ '^[0-9]{1,10}$'),
  field      text not null check (char_length(field) between 1 and 200),
  kind       text not null check (kind in ('new_year', 'revised', 'updated', 'appeared', 'disappeared')),
  old_value  json,
  new_value  json,
  old_year   text,
  new_year   text,
  source     text,
  old_source text,
  release    text,
  primary key (unit_id, field)
);

alter table public.dataset_publishes enable row level security;
alter table public.dataset_changes enable row level security;
alter table public.dataset_change_staging enable row level security;

create policy dataset_changes_public on public.dataset_changes for select to anon, authenticated using (true);

revoke all on public.dataset_publishes, public.dataset_changes, public.dataset_change_staging
  from public, anon, authenticated, service_role;
grant select on public.dataset_changes to anon, authenticated;
grant select, insert, update, delete on public.dataset_publishes, public.dataset_changes,
  public.dataset_change_staging to service_role;

-- Adds a batch of changes to the staging table (p_changes: a JSON array of change objects with the column names
-- as keys). p_reset empties the table first, so rows left by a failed earlier publish never leak into this one.
-- Returns how many rows were staged. Runs as the caller (service_role).
create function public.stage_dataset_changes(p_changes json, p_reset boolean default false) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_changes is null or json_typeof(p_changes) <> 'array' then
    raise exception 'stage_dataset_changes: p_changes must be a JSON array' using errcode = '22023';
  end if;
  if coalesce(p_reset, false) then
    delete from public.dataset_change_staging where true;
  end if;
  insert into public.dataset_change_staging
    (unit_id, field, kind, old_value, new_value, old_year, new_year, source, old_source, release)
  select c ->> 'unit_id', c ->> 'field', c ->> 'kind',
         case when json_typeof(c -> 'old_value') = 'null' then null else c -> 'old_value' end,
         case when json_typeof(c -> 'new_value') = 'null' then null else c -> 'new_value' end,
         c ->> 'old_year', c ->> 'new_year', c ->> 'source', c ->> 'old_source', c ->> 'release'
  from json_array_elements(p_changes) as e(c);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Records a publish and moves the staged changes under it, in the caller's transaction, so a change record exists
-- exactly when its publish does. Refuses when the staged count differs from p_expected_changes (a partial upload).
-- Returns {publish_id, published_at, changes}.
create function public.record_dataset_publish(
  p_build text,
  p_expected_changes integer,
  p_school_count integer default null,
  p_retrieved date default null,
  p_git_commit text default null,
  p_published_by text default null
) returns json
language plpgsql
set search_path = ''
as $$
declare
  v_staged  integer;
  v_publish public.dataset_publishes;
  v_changes integer;
begin
  select count(*) into v_staged from public.dataset_change_staging;
  if v_staged is distinct from p_expected_changes then
    raise exception 'record_dataset_publish: % changes staged, % expected', v_staged, p_expected_changes
      using errcode = '22023';
  end if;
  insert into public.dataset_publishes (build, school_count, retrieved, git_commit, published_by)
  values (p_build, p_school_count, p_retrieved, p_git_commit, p_published_by)
  returning * into v_publish;
  insert into public.dataset_changes
    (publish_id, published_at, unit_id, field, kind, old_value, new_value, old_year, new_year, source, old_source,
     release)
  select v_publish.id, v_publish.published_at, s.unit_id, s.field, s.kind, s.old_value, s.new_value, s.old_year,
         s.new_year, s.source, s.old_source, s.release
  from public.dataset_change_staging s;
  get diagnostics v_changes = row_count;
  delete from public.dataset_change_staging where true;
  return json_build_object('publish_id', v_publish.id, 'published_at', v_publish.published_at,
                           'changes', v_changes);
end;
$$;

revoke all on function public.stage_dataset_changes(json, boolean) from public, anon, authenticated, service_role;
revoke all on function public.record_dataset_publish(text, integer, integer, date, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.stage_dataset_changes(json, boolean) to service_role;
grant execute on function public.record_dataset_publish(text, integer, integer, date, text, text) to service_role;
