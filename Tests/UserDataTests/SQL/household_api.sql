-- 0014_household_api: the invitation e-mail through the outbox (only a member, only for a waiting invitation, only
-- with its link, only to the invited address), sending an expired invitation again needs a free seat, and the lock
-- helpers are nobody's but the functions'. One transaction, rolled back at the end; prints one summary line.
begin;

-- @include _helpers.sql

insert into ids (key, id) values
  ('A', 'a4000000-0000-4000-8000-000000000001'), ('B', 'a4000000-0000-4000-8000-000000000002'),
  ('Z', 'a4000000-0000-4000-8000-000000000003');
insert into auth.users (id, email, raw_user_meta_data)
select pg_temp.t_id(k), lower(k) || '@example.test', jsonb_build_object('display_name', k, 'birth_year', '1980')
from unnest(array['A', 'B', 'Z']) as k;

do $$
declare
  v_household uuid;
  v json;
  v_id uuid;
  v_token text;
  n integer;
begin
  perform pg_temp.t_become('A');
  v_household := public.create_household('The A household', 'guardian');
  v := public.create_invitation(v_household, 'gran@example.test', 'guardian');
  perform pg_temp.t_become('owner');
  insert into ids values ('HA', v_household), ('I1', (v ->> 'id')::uuid);
  v_token := v ->> 'token';

  -- ---- the e-mail ---------------------------------------------------------------------------------------------
  perform pg_temp.t_check('anon cannot queue mail',
    pg_temp.t_val('anon', $q$select public.queue_invitation_email({I1}, 's', 'b')$q$), 'perm');
  perform pg_temp.t_check('no user: not_signed_in',
    pg_temp.t_val('nosub', $q$select public.queue_invitation_email({I1}, 's', 'b')$q$), '28000:not_signed_in');
  perform pg_temp.t_check('a stranger: not found',
    pg_temp.t_val('Z', format($q$select public.queue_invitation_email({I1}, 's', %L)$q$, 'link ' || v_token)),
    'P0002:invitation_not_found');
  perform pg_temp.t_check('a body without the link is refused',
    pg_temp.t_val('A', $q$select public.queue_invitation_email({I1}, 'Subject', 'no link here')$q$),
    '22023:invitation_mail_invalid');
  perform pg_temp.t_check('an empty subject is refused',
    pg_temp.t_val('A', format($q$select public.queue_invitation_email({I1}, '', %L)$q$, v_token)),
    '22023:invitation_mail_invalid');
  perform pg_temp.t_check('nothing queued yet', (select count(*)::text from auth.mail_outbox), '0');

  perform pg_temp.t_become('A');
  perform public.queue_invitation_email(pg_temp.t_id('I1'), 'A invited you', 'Open https://x/invite/' || v_token);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('queued to the invited address only', (
    select string_agg(recipient || '/' || kind || '/' || subject, ',') from auth.mail_outbox),
    'gran@example.test/household_invitation/A invited you');

  update public.invitations set revoked_at = now() where id = pg_temp.t_id('I1');
  perform pg_temp.t_check('a cancelled invitation gets no mail',
    pg_temp.t_val('A', format($q$select public.queue_invitation_email({I1}, 's', %L)$q$, v_token)),
    '22023:invitation_not_pending');

  -- ---- sending an expired invitation again takes a seat ---------------------------------------------------------
  perform pg_temp.t_become('A');
  v := public.create_invitation(v_household, 'one@example.test', 'guardian');
  v_id := (v ->> 'id')::uuid;
  -- four managed students fill the household to six: A, four records, one invitation waiting
  for n in 1..4 loop
    perform public.add_managed_student(v_household, 'Kid ' || n, null);
  end loop;
  perform pg_temp.t_become('owner');
  insert into ids values ('I2', v_id);
  perform pg_temp.t_check('full', (select public.household_seats_taken(v_household))::text, '6');
  perform pg_temp.t_check('a waiting invitation is sent again without a new seat',
    pg_temp.t_val('A', $q$select (public.reissue_invitation({I2}) ->> 'id')$q$), v_id::text);
  update public.invitations set expires_at = now() - interval '1 minute' where id = v_id;
  perform pg_temp.t_check('expired, it gave its seat up', (select public.household_seats_taken(v_household))::text, '5');
  -- one more managed student takes that seat
  perform pg_temp.t_become('A');
  perform public.add_managed_student(v_household, 'Kid 5', null);
  perform pg_temp.t_become('owner');
  perform pg_temp.t_check('sending the expired one again needs a free seat',
    pg_temp.t_val('A', $q$select public.reissue_invitation({I2})$q$), '23514:household_full');
  perform pg_temp.t_check('and was not sent', (select expires_at < now() from public.invitations where id = v_id)::text,
    'true');

  -- ---- the locks are internal ---------------------------------------------------------------------------------
  perform pg_temp.t_check('authenticated cannot take a household lock',
    pg_temp.t_val('A', $q$select public.lock_household({HA})$q$), 'perm');
  perform pg_temp.t_check('anon cannot take a person lock',
    pg_temp.t_val('anon', $q$select public.lock_person({A})$q$), 'perm');
end
$$;

select pg_temp.t_done('household_api');
rollback;
