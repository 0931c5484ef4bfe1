"""Drives quad's /auth/v1 with the official Python Supabase Auth client (supabase-auth from PyPI), as an independent
check of wire compatibility: sign-up, password sign-in, refresh, get user, sign-out, a refused weak password, and
e-mailed codes and PKCE links read from the .eml files the server writes.

Usage: supabase_auth_check.py BASE_URL MAIL_DIR   (BASE_URL like http://127.0.0.1:18490)
Exits non-zero when any check fails.
"""

import email
import glob
import os
import re
import sys
import time
import uuid

import httpx
from supabase_auth import SyncGoTrueClient
from supabase_auth.errors import AuthApiError, AuthWeakPasswordError
from supabase_auth.helpers import decode_jwt

BASE, MAIL_DIR = sys.argv[1].rstrip("/"), sys.argv[2]
AUTH_URL = BASE + "/auth/v1"
PASSWORD = "Correct-Horse-9"
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition)))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else "  " + str(detail)))


def client(flow="implicit"):
    return SyncGoTrueClient(url=AUTH_URL, headers={"apikey": "publishable-key"}, auto_refresh_token=False,
                            persist_session=True, flow_type=flow)


def newest_mail(recipient, after):
    """The newest .eml to `recipient` written after `after` (waits up to 5 s), parsed."""
    deadline = time.time() + 5
    while time.time() < deadline:
        found = []
        for path in glob.glob(os.path.join(MAIL_DIR, "*.eml")):
            if os.path.getmtime(path) < after:
                continue
            with open(path, "rb") as handle:
                message = email.message_from_binary_file(handle)
            if message["To"] == recipient:
                found.append((os.path.getmtime(path), path, message))
        if found:
            return sorted(found)[-1][2]
        time.sleep(0.1)
    return None


def expect_api_error(name, action, status, code):
    try:
        action()
        check(name, False, "no error")
    except AuthApiError as error:
        check(name, error.status == status and error.code == code, f"{error.status} {error.code}: {error.message}")


run = uuid.uuid4().hex[:10]
address = f"ada-{run}@example.com"

# Sign-up (autoconfirm is on in the embedded default): a session, with the metadata on the user.
auth = client()
signed_up = auth.sign_up({"email": address, "password": PASSWORD,
                          "options": {"data": {"birth_year": "2008", "role_hint": "student"}}})
check("sign-up returns a session", signed_up.session is not None)
check("sign-up returns the user", signed_up.user is not None and signed_up.user.email == address)
check("sign-up keeps the metadata", signed_up.user.user_metadata.get("birth_year") == "2008")
check("sign-up has an email identity", [i.provider for i in signed_up.user.identities or []] == ["email"])
claims = decode_jwt(signed_up.session.access_token)["payload"]
check("access token has GoTrue's claims",
      claims.get("sub") == signed_up.user.id and claims.get("aud") == "authenticated"
      and claims.get("role") == "authenticated" and claims.get("session_id") and claims.get("aal") == "aal1",
      claims)
auth.sign_out()

# Password sign-in.
auth = client()
signed_in = auth.sign_in_with_password({"email": address, "password": PASSWORD})
check("password sign-in returns a session", signed_in.session is not None and signed_in.session.token_type == "bearer")
check("expires_at is set", (signed_in.session.expires_at or 0) > time.time())
first_access, first_refresh = signed_in.session.access_token, signed_in.session.refresh_token

# Refresh: a new pair.
refreshed = auth.refresh_session()
check("refresh returns a new refresh token", refreshed.session.refresh_token != first_refresh)
check("refresh keeps the user", refreshed.user.id == signed_up.user.id)

# Get user with the current session's token.
user = auth.get_user()
check("get user returns the account", user is not None and user.user.id == signed_up.user.id and user.user.email == address)
check("claims fall back to GET /user for HS256", auth.get_claims() is not None)

# Sign-out (global): the old tokens stop working.
access_before_sign_out = auth.get_session().access_token
auth.sign_out()
check("signed out locally", auth.get_session() is None)
expect_api_error("a signed-out token is refused by GET /user",
                 lambda: client().get_user(jwt=access_before_sign_out), 403, "session_not_found")
expect_api_error("a signed-out refresh token is refused",
                 lambda: client().refresh_session(refreshed.session.refresh_token), 400, "refresh_token_not_found")

# A weak password is refused with reasons.
try:
    client().sign_up({"email": f"weak-{run}@example.com", "password": "password"})
    check("weak password refused", False, "accepted")
except AuthWeakPasswordError as error:
    check("weak password refused", error.status == 422 and error.code == "weak_password" and len(error.reasons) > 0,
          f"{error.status} {error.code} {error.reasons}")

# Wrong password and the age gate.
expect_api_error("wrong password is invalid_credentials",
                 lambda: client().sign_in_with_password({"email": address, "password": "Wrong-Horse-9"}),
                 400, "invalid_credentials")
young = time.gmtime().tm_year - 10
expect_api_error("under-13 sign-up is refused",
                 lambda: client().sign_up({"email": f"kid-{run}@example.com", "password": PASSWORD,
                                           "options": {"data": {"birth_year": str(young)}}}),
                 422, "birth_year_not_allowed")
expect_api_error("sign-up without a birth year is refused",
                 lambda: client().sign_up({"email": f"nobirth-{run}@example.com", "password": PASSWORD}),
                 422, "validation_failed")
expect_api_error("a birth year that is not four digits is refused",
                 lambda: client().sign_up({"email": f"odd-{run}@example.com", "password": PASSWORD,
                                           "options": {"data": {"birth_year": f"{young}.0"}}}),
                 422, "validation_failed")
expect_api_error("OTP without sign-up for an unknown address is otp_disabled",
                 lambda: client().sign_in_with_otp({"email": f"nobody-{run}@example.com",
                                                    "options": {"should_create_user": False}}),
                 422, "otp_disabled")

# An e-mailed code (the six digits in the .eml file) signs in.
auth = client()
started = time.time() - 1
auth.sign_in_with_otp({"email": address, "options": {"should_create_user": False}})
message = newest_mail(address, started)
check("the sign-in e-mail was written", message is not None)
body = message.get_payload(decode=True).decode() if message else ""
code = re.search(r"code in the app: (\d{6})", body)
verified = auth.verify_otp({"email": address, "token": code.group(1) if code else "", "type": "email"})
check("the e-mailed code signs in", verified.session is not None and verified.user.email == address)

# PKCE: a new address signs up by e-mail link (the server spaces e-mails of one kind to one address, so this uses
# another address); the client's stored verifier exchanges the code from the link's redirect.
newcomer = f"pkce-{run}@example.com"
pkce = client("pkce")
started = time.time() - 1
pkce.sign_in_with_otp({"email": newcomer, "options": {"data": {"birth_year": "2007"},
                                                      "email_redirect_to": "http://localhost:3000/auth/callback"}})
message = newest_mail(newcomer, started)
link = re.search(r"(http://\S+/auth/v1/verify\?\S+)", message.get_payload(decode=True).decode() if message else "")
location = ""
if link:
    target = BASE + link.group(1)[link.group(1).index("/auth/v1/"):]
    location = httpx.get(target, follow_redirects=False).headers.get("location", "")
code = re.search(r"[?&]code=([^&#]+)", location)
check("the PKCE link redirects with a code", location.startswith("http://localhost:3000/auth/callback?code="), location)
exchanged = pkce.exchange_code_for_session({"auth_code": code.group(1) if code else ""})
check("the PKCE code exchanges for a session", exchanged.session is not None and exchanged.user.email == newcomer)
check("the link confirmed the new address", exchanged.user.email_confirmed_at is not None)

passed = sum(1 for _, ok in results if ok)
failed = len(results) - passed
print(f"supabase-auth client: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
