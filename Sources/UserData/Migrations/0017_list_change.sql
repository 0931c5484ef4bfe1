-- 0017_list_change: a change to a list's colleges in one round trip (issue 19: the item PATCH took three).
--
-- Until now a change read the account status, the list and its lock in a first batch, judged the rows in the server,
-- then sent the writes and the reads of the answer, then COMMIT. lock_list_for_change() makes the judgement where
-- the rows are, so the whole change (this call, the writes, the reads) travels as one pipelined batch that is one
-- implicit transaction: a refusal raises, the server skips the rest of the batch, and nothing is written.
--
-- It runs as the caller (security invoker): the lock goes through the caller's own select and update policies on
-- public.lists, exactly as the statement it replaces (`select id from public.lists where id = … for no key update`),
-- and every later write of the batch still passes the item policies. Who may change what is unchanged.
--
-- In order:
-- * an account scheduled for deletion: 'account_deleted' (42501), as the household functions raise it;
-- * the list locked through the update policy: done (concurrent changes of one list wait here, so positions stay
--   dense and unique);
-- * a list the caller can read but not change: 'list_read_only' (42501);
-- * otherwise (hidden, or no such list): 'list_not_found' (P0002).
create function public.lock_list_for_change(p_list uuid) returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.id = auth.uid() and p.deleted_at is not null) then
    raise exception 'account_deleted' using errcode = '42501';
  end if;
  perform 1 from public.lists l where l.id = p_list for no key update;
  if found then
    return;
  end if;
  if exists (select 1 from public.lists l where l.id = p_list) then
    raise exception 'list_read_only' using errcode = '42501';
  end if;
  raise exception 'list_not_found' using errcode = 'P0002';
end;
$$;

revoke all on function public.lock_list_for_change(uuid) from public, anon, authenticated, service_role;
grant execute on function public.lock_list_for_change(uuid) to authenticated;
