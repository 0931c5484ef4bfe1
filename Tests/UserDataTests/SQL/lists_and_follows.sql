-- Lists, notes, follows (userdata-map §1.2, §2.5, §2.6): one undeletable default list per owner, private notes,
-- follows derived from list_items.updates (and from who the list notifies), one enrolling college per list, share
-- links, suggestions, unsubscribe, the publish step and digests. One transaction, rolled back at the end; prints
-- one summary line.
begin;

-- @include _helpers.sql

-- ---- people ----------------------------------------------------------------------------------------------------
-- Household H: student S (record SR), guardian G (edit access, made the managed record M), guardian V (view
-- only). W: a stranger. U: a guardian without a display name.
insert into ids (key, id) values
  ('S', 'a4000000-0000-4000-8000-000000000001'), ('G', 'a4000000-0000-4000-8000-000000000002'),
  ('V', 'a4000000-0000-4000-8000-000000000003'), ('W', 'a4000000-0000-4000-8000-000000000004'),
  ('U', 'a4000000-0000-4000-8000-000000000005'),
  ('SR', 'b4000000-0000-4000-8000-000000000001'), ('M', 'b4000000-0000-4000-8000-000000000002'),
  ('H', 'c4000000-0000-4000-8000-000000000001');

insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@example.test', m::jsonb
from (values ('S', '{"display_name": "Sam"}'), ('G', '{"display_name": "Gail"}'), ('V', '{"display_name": "Vic"}'),
             ('W', '{"display_name": "Wes"}'), ('U', '{}')) as v(k, m);
insert into public.students (id, user_id, managed_by, display_name) values
  (pg_temp.t_id('SR'), pg_temp.t_id('S'), null, 'Sam'),
  (pg_temp.t_id('M'), null, pg_temp.t_id('G'), 'Max');
insert into public.households (id, name, created_by) values (pg_temp.t_id('H'), 'Home', pg_temp.t_id('G'));
insert into public.household_members (household_id, user_id, student_id, role, can_edit) values
  (pg_temp.t_id('H'), pg_temp.t_id('G'), null, 'guardian', true),
  (pg_temp.t_id('H'), pg_temp.t_id('V'), null, 'guardian', false),
  (pg_temp.t_id('H'), pg_temp.t_id('U'), null, 'guardian', false),
  (pg_temp.t_id('H'), null, pg_temp.t_id('SR'), 'student', false),
  (pg_temp.t_id('H'), null, pg_temp.t_id('M'), 'student', false);

-- ---- lists: one default per owner, never deleted ---------------------------------------------------------------
do $$
declare
  v_id uuid;
begin
  perform pg_temp.t_become('S');
  insert into public.lists (student_id, name, is_default) values (pg_temp.t_id('SR'), 'My list', true) returning id into v_id;
  insert into ids values ('LS', v_id);
  insert into public.lists (student_id, name) values (pg_temp.t_id('SR'), 'Reaches') returning id into v_id;
  insert into ids values ('LS2', v_id);
  perform pg_temp.t_become('G');
  insert into public.lists (user_id, name, is_default) values (auth.uid(), 'My list', true) returning id into v_id;
  insert into ids values ('LG', v_id);
  insert into public.lists (student_id, name, is_default) values (pg_temp.t_id('M'), 'My list', true) returning id into v_id;
  insert into ids values ('LM', v_id);
  perform pg_temp.t_become('owner');

  perform pg_temp.t_check('created_by is the caller', (select string_agg(p.display_name, ',' order by l.created_by)
    from public.lists l join public.profiles p on p.id = l.created_by where l.id in (pg_temp.t_id('LS'), pg_temp.t_id('LG'))),
    'Sam,Gail');
  perform pg_temp.t_check('a second default for the student', pg_temp.t_rows('S',
    $q$insert into public.lists (student_id, name, is_default) values ({SR}, 'Two', true)$q$), '23505');
  perform pg_temp.t_check('a second default for the guardian', pg_temp.t_rows('G',
    $q$insert into public.lists (user_id, name, is_default) values (auth.uid(), 'Two', true)$q$), '23505');
  perform pg_temp.t_check('the default list cannot be deleted', pg_temp.t_rows('S',
    'delete from public.lists where id = {LS}'), '0');
  perform pg_temp.t_check('not even by an editing guardian', pg_temp.t_rows('G',
    'delete from public.lists where id = {LS}'), '0');
  perform pg_temp.t_check('an extra list can be', pg_temp.t_rows('S', 'delete from public.lists where id = {LS2}'), '1');
  perform pg_temp.t_check('the default flag can be moved off through an update', pg_temp.t_rows('S',
    'update public.lists set is_default = false where id = {LS}'), '1');
  perform pg_temp.t_check('a list needs a name', pg_temp.t_rows('S',
    $q$insert into public.lists (student_id, name) values ({SR}, '')$q$), '23514');
  perform pg_temp.t_check('a list name has at most 80 characters', pg_temp.t_rows('S',
    $q$insert into public.lists (student_id, name) values ({SR}, repeat('n', 81))$q$), '23514');
  perform pg_temp.t_check('a list needs an owner', pg_temp.t_rows('owner',
    $q$insert into public.lists (name) values ('Nobody''s')$q$), '23514');
  perform pg_temp.t_check('the household reads a guardian''s own list', pg_temp.t_rows('V',
    'select * from public.lists where id = {LG}'), '1');
  perform pg_temp.t_check('the student reads it too', pg_temp.t_rows('S', 'select * from public.lists where id = {LG}'), '1');
  perform pg_temp.t_check('nobody else writes to it', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id) values ({LG}, '1')$q$), 'rls');
  perform pg_temp.t_check('a stranger sees none of it', pg_temp.t_rows('W', 'select * from public.lists'), '0');
end
$$;

-- ---- items: shape rules ------------------------------------------------------------------------------------------
do $$
begin
  perform pg_temp.t_check('unit id is 1-10 digits', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id) values ({LS}, '12ab')$q$), '23514');
  perform pg_temp.t_check('an outcome needs status decided', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id, outcome) values ({LS}, '1', 'admitted')$q$), '23514');
  perform pg_temp.t_check('a decided outcome is fine', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id, status, outcome) values ({LS}, '1', 'decided', 'admitted')$q$), '1');
  perform pg_temp.t_check('unknown round', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id, round) values ({LS}, '1', 'late')$q$), '23514');
  perform pg_temp.t_check('a college once per list', pg_temp.t_rows('S',
    $q$insert into public.list_items (list_id, unit_id) values ({LS}, '7'), ({LS}, '7')$q$), '23505');
  perform pg_temp.t_check('defaults: unsorted, considering, updates on, added by the caller', pg_temp.t_val('S',
    $q$insert into public.list_items (list_id, unit_id) values ({LS}, '8')
       returning category || '/' || status || '/' || updates || '/' || (added_by = auth.uid()) || '/' || follows_social$q$),
    'unsorted/considering/true/true/false');
end
$$;

-- ---- follows follow the lists ----------------------------------------------------------------------------------
do $$
declare
  v_id uuid;
begin
  perform pg_temp.t_become('S');
  insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LS'), '500001') returning id into v_id;
  insert into ids values ('I1', v_id);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('adding a college follows it', (select string_agg(unit_id || '/' || source, ',')
    from public.follows where user_id = pg_temp.t_id('S')), '500001/list');
  perform pg_temp.t_check('the first follow made the preferences', (select email_updates::text || '/'
    || (unsubscribe_token ~ '^[0-9a-f]{64}$') from public.notification_prefs where user_id = pg_temp.t_id('S')), 'true/true');
  perform pg_temp.t_check('the student reads the follow', pg_temp.t_rows('S', 'select * from public.follows'), '1');

  perform pg_temp.t_become('S');
  insert into public.lists (student_id, name) values (pg_temp.t_id('SR'), 'Extra') returning id into v_id;
  insert into ids values ('LS3', v_id);
  insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LS3'), '500001') returning id into v_id;
  insert into ids values ('I2', v_id);
  update public.list_items set updates = false where id = pg_temp.t_id('I1');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('off on one list, on on another: still followed', (select count(*) from public.follows
    where user_id = pg_temp.t_id('S') and unit_id = '500001')::text, '1');
  perform pg_temp.t_check('one prefs row however many follows', (select count(*) from public.notification_prefs
    where user_id = pg_temp.t_id('S'))::text, '1');

  perform pg_temp.t_become('S');
  update public.list_items set updates = false where id = pg_temp.t_id('I2');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('off everywhere: unfollowed', (select count(*) from public.follows
    where user_id = pg_temp.t_id('S'))::text, '0');
  perform pg_temp.t_check('the preferences stay', (select count(*) from public.notification_prefs
    where user_id = pg_temp.t_id('S'))::text, '1');

  perform pg_temp.t_become('S');
  update public.list_items set updates = true where id = pg_temp.t_id('I2');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('on again: followed', (select count(*) from public.follows
    where user_id = pg_temp.t_id('S') and unit_id = '500001')::text, '1');
  perform pg_temp.t_become('S');
  delete from public.lists where id = pg_temp.t_id('LS3');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('deleting the list that carried it: unfollowed', (select count(*) from public.follows
    where user_id = pg_temp.t_id('S') and unit_id = '500001')::text, '0');

  -- whose follow: the student's own account, not the guardian who adds for them
  perform pg_temp.t_become('G');
  insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LS'), '500002') returning id into v_id;
  insert into ids values ('I3', v_id);
  insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LM'), '500003');
  insert into public.list_items (list_id, unit_id) values (pg_temp.t_id('LG'), '500004');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('who follows what', (select string_agg(p.display_name || ':' || f.unit_id, ',' order by f.unit_id)
    from public.follows f join public.profiles p on p.id = f.user_id), 'Sam:500002,Gail:500003,Gail:500004');
  perform pg_temp.t_check('a view-only guardian follows nothing', pg_temp.t_rows('V', 'select * from public.follows'), '0');
  perform pg_temp.t_check('a guardian does not read the student''s follows', pg_temp.t_rows('G',
    $q$select * from public.follows where unit_id = '500002'$q$), '0');

  -- moving an item to another list, or changing its college, moves the follow
  perform pg_temp.t_become('G');
  update public.list_items set list_id = pg_temp.t_id('LM') where id = pg_temp.t_id('I3');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('moved to the managed record''s list', (select string_agg(p.display_name, ',')
    from public.follows f join public.profiles p on p.id = f.user_id where f.unit_id = '500002'), 'Gail');
  perform pg_temp.t_become('G');
  update public.list_items set unit_id = '500009' where id = pg_temp.t_id('I3');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('changing the college', (select string_agg(unit_id, ',' order by unit_id)
    from public.follows where unit_id in ('500002', '500009')), '500009');
  perform pg_temp.t_become('G');
  delete from public.list_items where id = pg_temp.t_id('I3');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('deleting the item', (select count(*) from public.follows where unit_id = '500009')::text, '0');
  perform pg_temp.t_check('users cannot write follows', pg_temp.t_rows('S',
    $q$insert into public.follows (user_id, unit_id) values (auth.uid(), '1')$q$), 'perm');
end
$$;

-- ---- one enrolling college per list ----------------------------------------------------------------------------
do $$
begin
  insert into public.list_items (id, list_id, unit_id, enrolling) values
    ('f4000000-0000-4000-8000-000000000001', pg_temp.t_id('LS'), '700001', true);
  perform pg_temp.t_become('S');
  insert into public.list_items (list_id, unit_id, enrolling) values (pg_temp.t_id('LS'), '700002', true);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('the newer enrolling college wins', (select string_agg(unit_id, ',') from public.list_items
    where list_id = pg_temp.t_id('LS') and enrolling), '700002');
  perform pg_temp.t_become('S');
  update public.list_items set enrolling = true where id = 'f4000000-0000-4000-8000-000000000001';
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('switching back', (select string_agg(unit_id, ',') from public.list_items
    where list_id = pg_temp.t_id('LS') and enrolling), '700001');
  perform pg_temp.t_check('a view-only guardian cannot', pg_temp.t_rows('V',
    $q$update public.list_items set enrolling = true where unit_id = '700002'$q$), '0');
end
$$;

-- ---- notes: private means the author alone ---------------------------------------------------------------------
do $$
declare
  v_item uuid;
begin
  v_item := (select id from public.list_items where list_id = pg_temp.t_id('LS') and unit_id = '700001');
  insert into ids values ('IT', v_item);
  perform pg_temp.t_become('S');
  insert into public.list_notes (item_id, body, private) values (v_item, 'Secretly my favourite', true);
  insert into public.list_notes (item_id, body) values (v_item, 'Good labs');
  perform pg_temp.t_become('G');
  insert into public.list_notes (item_id, body, private) values (v_item, 'Can we afford it?', true);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('the student sees own private and public notes', pg_temp.t_val('S',
    $q$select string_agg(body, ' | ' order by body) from public.list_notes$q$), 'Good labs | Secretly my favourite');
  perform pg_temp.t_check('the editing guardian sees own private and public notes', pg_temp.t_val('G',
    $q$select string_agg(body, ' | ' order by body) from public.list_notes$q$), 'Can we afford it? | Good labs');
  perform pg_temp.t_check('the view-only guardian sees the public note', pg_temp.t_val('V',
    $q$select string_agg(body, ' | ' order by body) from public.list_notes$q$), 'Good labs');
  perform pg_temp.t_check('a stranger sees none', pg_temp.t_rows('W', 'select * from public.list_notes'), '0');
  perform pg_temp.t_check('a view-only guardian cannot write a note', pg_temp.t_rows('V',
    'insert into public.list_notes (item_id, body) values ({IT}, ''Hi'')'), 'rls');
  perform pg_temp.t_check('nobody edits another''s note', pg_temp.t_rows('S',
    $q$update public.list_notes set body = 'x' where body = 'Good labs' and author_id <> auth.uid()$q$), '0');
  perform pg_temp.t_check('the guardian cannot delete the student''s public note', pg_temp.t_rows('G',
    $q$delete from public.list_notes where body = 'Good labs'$q$), '0');
  perform pg_temp.t_check('a note cannot be handed to someone else', pg_temp.t_rows('S',
    $q$update public.list_notes set author_id = {G} where body = 'Good labs'$q$), 'rls');
  perform pg_temp.t_check('a note needs a body', pg_temp.t_rows('S',
    $q$insert into public.list_notes (item_id, body) values ({IT}, '')$q$), '23514');
  perform pg_temp.t_check('a note is at most 2000 characters', pg_temp.t_rows('S',
    $q$insert into public.list_notes (item_id, body) values ({IT}, repeat('n', 2001))$q$), '23514');
end
$$;

-- ---- share links -------------------------------------------------------------------------------------------------
do $$
declare
  v_token text;
  v_token2 text;
begin
  perform pg_temp.t_check('a view-only guardian cannot share', pg_temp.t_val('V', 'select public.set_list_share({LS}, true)'),
    '42501:not_allowed');
  perform pg_temp.t_check('a stranger cannot share', pg_temp.t_val('W', 'select public.set_list_share({LS}, true)'),
    '42501:not_allowed');
  perform pg_temp.t_check('an unknown list', pg_temp.t_val('S',
    $q$select public.set_list_share('00000000-0000-4000-8000-000000000000', true)$q$), '42501:not_allowed');
  perform pg_temp.t_check('anon cannot share', pg_temp.t_val('anon', 'select public.set_list_share({LS}, true)'), 'perm');
  perform pg_temp.t_become('S');
  v_token := public.set_list_share(pg_temp.t_id('LS'), true);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('token is 64 hex', (v_token ~ '^[0-9a-f]{64}$')::text, 'true');
  perform pg_temp.t_check('only the hash is stored', (select (share_token_hash = encode(sha256(convert_to(v_token, 'UTF8')), 'hex'))::text
    || '/' || share_enabled from public.lists where id = pg_temp.t_id('LS')), 'true/true');
  update public.list_items set position = 5, round = 'ea', category = 'likely' where list_id = pg_temp.t_id('LS') and unit_id = '700001';
  update public.list_items set position = 1 where list_id = pg_temp.t_id('LS') and unit_id = '700002';
  perform pg_temp.t_check('the public page: name and colleges in order, no notes or statuses', pg_temp.t_val('anon',
    format($q$select json_build_object('name', p -> 'list_name', 'items', p -> 'items')::text
              from (select public.list_share_preview(%L) as p) x$q$, v_token)),
    '{"name" : "My list", "items" : [{"unit_id" : "500001", "category" : "unsorted", "round" : null}, '
    || '{"unit_id" : "700002", "category" : "unsorted", "round" : null}, '
    || '{"unit_id" : "700001", "category" : "likely", "round" : "ea"}]}');
  perform pg_temp.t_check('unknown token', pg_temp.t_val('anon', $q$select public.list_share_preview('nope')$q$), 'null');
  perform pg_temp.t_become('G');
  v_token2 := public.set_list_share(pg_temp.t_id('LS'), true);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('an editing guardian makes a new link; the old one dies', pg_temp.t_val('anon',
    format('select public.list_share_preview(%L)', v_token)), 'null');
  perform pg_temp.t_check('the new one works', pg_temp.t_val('anon',
    format($q$select public.list_share_preview(%L) ->> 'list_name'$q$, v_token2)), 'My list');
  perform pg_temp.t_become('S');
  perform pg_temp.t_check('sharing off returns null', coalesce(public.set_list_share(pg_temp.t_id('LS'), false), 'null'),
    'null');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('sharing off: the link is dead', pg_temp.t_val('anon',
    format('select public.list_share_preview(%L)', v_token2)), 'null');
end
$$;

-- ---- suggestions from a view-only guardian ---------------------------------------------------------------------
do $$
declare
  v public.list_items;
begin
  perform pg_temp.t_become('V');
  v := public.suggest_college(pg_temp.t_id('LS'), '600001');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('suggested item: unsorted, at the end, added by the suggester',
    v.category || '/' || v.position || '/' || (v.added_by = pg_temp.t_id('V')) || '/' || v.updates, 'unsorted/6/true/true');
  perform pg_temp.t_check('with a public note naming the suggester', (select body || '/' || private || '/'
    || (author_id = pg_temp.t_id('V')) from public.list_notes where item_id = v.id), 'Suggested by Vic/false/true');
  perform pg_temp.t_check('the student follows the suggested college', (select count(*) from public.follows
    where user_id = pg_temp.t_id('S') and unit_id = '600001')::text, '1');
  perform pg_temp.t_check('already on the list', pg_temp.t_val('V',
    $q$select (public.suggest_college({LS}, '600001')).id$q$), '23505:already_on_list');
  perform pg_temp.t_become('U');
  v := public.suggest_college(pg_temp.t_id('LS'), '600002');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('a suggester without a name',
    (select body from public.list_notes where item_id = v.id), 'Suggested by a guardian');
  perform pg_temp.t_check('a stranger cannot suggest', pg_temp.t_val('W',
    $q$select (public.suggest_college({LS}, '600003')).id$q$), '42501:not_allowed');
  perform pg_temp.t_check('not signed in', pg_temp.t_val('nosub',
    $q$select (public.suggest_college({LS}, '600003')).id$q$), '28000:not_signed_in');
  perform pg_temp.t_check('anon', pg_temp.t_val('anon', $q$select (public.suggest_college({LS}, '600003')).id$q$), 'perm');
  perform pg_temp.t_check('a household member suggests to a guardian''s own list', pg_temp.t_val('S',
    $q$select (public.suggest_college({LG}, '600004')).unit_id$q$), '600004');
end
$$;

-- ---- helpers for items and outcome sharing ---------------------------------------------------------------------
do $$
begin
  perform pg_temp.t_check('consent: the student with an account', pg_temp.t_val('S',
    'select public.can_consent_outcome_share({SR})'), 'true');
  perform pg_temp.t_check('consent: not the guardian of a student with an account', pg_temp.t_val('G',
    'select public.can_consent_outcome_share({SR})'), 'false');
  perform pg_temp.t_check('consent: the editing guardian of a managed record', pg_temp.t_val('G',
    'select public.can_consent_outcome_share({M})'), 'true');
  perform pg_temp.t_check('consent: not a view-only guardian', pg_temp.t_val('V',
    'select public.can_consent_outcome_share({M})'), 'false');
  perform pg_temp.t_check('item helpers for the view-only guardian', pg_temp.t_val('V',
    $q$select public.can_read_item({IT}) || '/' || public.can_edit_item({IT}) || '/' || public.item_on_student_list({IT})$q$),
    'true/false/true');
  perform pg_temp.t_check('item helpers for a stranger', pg_temp.t_val('W',
    $q$select public.can_read_item({IT}) || '/' || public.can_edit_item({IT})$q$), 'false/false');
end
$$;

-- ---- unsubscribe by token --------------------------------------------------------------------------------------
do $$
declare
  v_token text := (select unsubscribe_token from public.notification_prefs where user_id = pg_temp.t_id('S'));
begin
  perform pg_temp.t_check('short token', pg_temp.t_val('anon', $q$select public.unsubscribe_by_token('abc')$q$), 'false');
  perform pg_temp.t_check('unknown token', pg_temp.t_val('anon',
    format('select public.unsubscribe_by_token(%L)', repeat('0', 64))), 'false');
  perform pg_temp.t_check('null token', pg_temp.t_val('anon', 'select public.unsubscribe_by_token(null)'), 'false');
  perform pg_temp.t_become('anon');
  perform pg_temp.t_check('the holder''s token', public.unsubscribe_by_token(v_token)::text, 'true');
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('update e-mails are off', (select email_updates::text from public.notification_prefs
    where user_id = pg_temp.t_id('S')), 'false');
  perform pg_temp.t_check('the owner turns them on again', pg_temp.t_rows('S',
    'update public.notification_prefs set email_updates = true, updated = now()'), '1');
end
$$;

-- ---- the publish step and digests (service_role) -----------------------------------------------------------------
do $$
declare
  v json;
begin
  perform pg_temp.t_check('users cannot stage changes', pg_temp.t_val('S',
    $q$select public.stage_dataset_changes('[]', true)$q$), 'perm');
  perform pg_temp.t_check('anon cannot publish', pg_temp.t_val('anon',
    $q$select public.record_dataset_publish('b', 0)$q$), 'perm');
  perform pg_temp.t_become('service');
  perform pg_temp.t_check('stage two changes', public.stage_dataset_changes(
    '[{"unit_id": "500001", "field": "admissions.rate", "kind": "new_year", "old_value": 0.1, "new_value": 0.09,
       "old_year": "Fall 2024", "new_year": "Fall 2025", "source": "IPEDS"},
      {"unit_id": "600001", "field": "cost.net", "kind": "appeared", "old_value": null, "new_value": {"v": 1}}]',
    true)::text, '2');
  perform pg_temp.t_check('a count that does not match is refused', pg_temp.t_val('service',
    $q$select public.record_dataset_publish('build-2', 3)$q$), '22023');
  v := public.record_dataset_publish('build-2', 2, 3, '2026-10-04', 'abc123', 'test');
  perform pg_temp.t_check('publish recorded with its changes', (v ->> 'changes'), '2');
  perform pg_temp.t_check('staging emptied', (select count(*) from public.dataset_change_staging)::text, '0');
  perform pg_temp.t_check('changes carry the publish', (select count(*) from public.dataset_changes c
    join public.dataset_publishes p on p.id = c.publish_id and p.published_at = c.published_at
    where p.build = 'build-2')::text, '2');
  perform pg_temp.t_check('a JSON null value is stored as SQL null', (select coalesce(old_value::text, 'sql null')
    from public.dataset_changes where unit_id = '600001'), 'sql null');
  insert into public.digests (user_id, publish_id, published_at, unit_ids, college_count, change_count)
  values (pg_temp.t_id('S'), (v ->> 'publish_id')::bigint, (v ->> 'published_at')::timestamptz, array['500001'], 1, 1);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('one digest per user per publish', pg_temp.t_rows('service', format(
    'insert into public.digests (user_id, publish_id, published_at) values ({S}, %s, now())', v ->> 'publish_id')),
    '23505');
  perform pg_temp.t_check('the student reads their digest', pg_temp.t_rows('S', 'select * from public.digests'), '1');
  perform pg_temp.t_check('anyone reads the changes', pg_temp.t_rows('anon', 'select * from public.dataset_changes'), '2');
end
$$;

select pg_temp.t_done('lists_and_follows');
rollback;
