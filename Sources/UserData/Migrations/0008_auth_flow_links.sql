-- 0008_auth_flow_links: ties an e-mailed one-time token to the PKCE flow that asked for it, and records how each
-- session was signed in.
--
-- A sign-up, magic link, recovery or e-mail change that carried a code challenge gets a flow_state row; the link in
-- the e-mail then ends in a redirect with ?code= (exchanged with the verifier at /token?grant_type=pkce) instead of
-- tokens in the URL fragment. Knowing the flow from the token itself, rather than guessing "the user's latest
-- flow", keeps two devices' sign-ins apart.

alter table auth.one_time_tokens
  add column flow_state_id uuid references auth.flow_state (id) on delete set null;

create index one_time_tokens_flow_state_idx on auth.one_time_tokens (flow_state_id) where flow_state_id is not null;

-- Lookups by the address a token was sent to (typed codes) and the mail-frequency check.
create index one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to, token_type);

-- How a session was signed in (password, otp, magiclink, recovery, invite, email_change, pkce's original method):
-- the `amr` claim of every access token the session gets, including after refreshes.
alter table auth.sessions
  add column authentication_method text not null default 'password'
    check (char_length(authentication_method) between 1 and 40);
