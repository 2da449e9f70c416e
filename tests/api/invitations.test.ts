// Invitations by e-mail: the mail reaches the stand-in's catcher, its link signs
// the invitee in on /set-password, and the admin lists, resends and revokes.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { createClient } from "@supabase/supabase-js";
import { firstLink, waitForMails } from "../local/catcherInbox.ts";
import { api, createUser, supabaseUrl, type TestUser } from "./helpers.ts";

const catcher = process.env.MAIL_CATCHER_URL!;
const INVITATION_FIELDS = ["email", "id", "invitedAt", "name", "role", "username"];
// The app the admin invites from: the mailed link leads to its /set-password.
const appOrigin = new URL(supabaseUrl).origin;

let rep: TestUser;
let boss: TestUser;

before(async () => {
  assert.ok(catcher, "MAIL_CATCHER_URL is set (scripts/test.ts starts the catcher)");
  [rep, boss] = await Promise.all([
    createUser("SALES", "Invites Rep"),
    createUser("ADMIN", "Invites Boss"),
  ]);
});

function inviteBody(fields: Record<string, unknown> = {}) {
  const username = `i${randomUUID().slice(0, 8)}`;
  return {
    name: "Invited Person",
    email: `${username}@team.example`,
    username,
    role: "SALES",
    ...fields,
  };
}

const invite = (body: Record<string, unknown>, token = boss.token) =>
  api("/users/invite", { method: "POST", token, body, headers: { origin: appOrigin } });

async function pendingInvitations(token = boss.token) {
  const res = await api("/users/invitations", { token });
  assert.equal(res.status, 200, res.text);
  return res.body.invitations as Array<Record<string, any>>;
}

/** Opens a mailed link as a browser would; answers where Auth sends it and the fragment's fields. */
async function openLink(link: string) {
  const response = await fetch(link, { redirect: "manual" });
  assert.equal(response.status, 303);
  const location = new URL(response.headers.get("location")!);
  return {
    page: `${location.origin}${location.pathname}`,
    fragment: Object.fromEntries(new URLSearchParams(location.hash.slice(1))),
  };
}

test("an admin invites a teammate with a role; the link signs them in on /set-password, where they choose their password", async () => {
  const body = inviteBody({ name: "Nora Invited", role: "ADMIN" });
  const res = await invite(body);
  assert.equal(res.status, 201, res.text);
  assert.deepEqual(Object.keys(res.body).sort(), INVITATION_FIELDS);
  assert.equal(res.body.email, body.email);
  assert.equal(res.body.username, body.username);
  assert.equal(res.body.role, "ADMIN");
  assert.ok(Math.abs(Date.parse(res.body.invitedAt) - Date.now()) < 60_000);

  const [mail] = await waitForMails(catcher, 1, body.email);
  assert.equal(mail.subject, "You've been invited");
  const link = firstLink(mail);
  assert.equal(new URL(link).searchParams.get("type"), "invite");
  assert.equal(new URL(link).searchParams.get("redirect_to"), `${appOrigin}/set-password`);

  const pending = await pendingInvitations();
  assert.deepEqual(
    pending.find((invitation) => invitation.id === res.body.id),
    res.body,
    "the pending list shows the invitation as the invite answered it",
  );
  const listed = (await api("/users", { token: boss.token })).body.users;
  assert.equal(listed.find((user: { id: string }) => user.id === res.body.id).role, "ADMIN");

  const { page, fragment } = await openLink(link);
  assert.equal(page, `${appOrigin}/set-password`);
  assert.equal(fragment.type, "invite");
  assert.ok(fragment.access_token && fragment.refresh_token);
  assert.ok(
    !(await pendingInvitations()).some((invitation) => invitation.id === res.body.id),
    "signed in: no longer pending",
  );

  const supabase = createClient(supabaseUrl, process.env.SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const session = await supabase.auth.setSession({
    access_token: fragment.access_token,
    refresh_token: fragment.refresh_token,
  });
  assert.equal(session.error, null);
  const changed = await supabase.auth.updateUser({ password: "nora-chose-this-1" });
  assert.equal(changed.error, null);

  const login = await api("/login", {
    method: "POST",
    body: { username: body.username, password: "nora-chose-this-1" },
  });
  assert.equal(login.status, 200, login.text);
  assert.equal(login.body.user.role, "ADMIN");
  assert.equal(login.body.user.name, "Nora Invited");

  const again = await openLink(link);
  assert.equal(again.fragment.error_code, "otp_expired", "the link works once");
  const revoke = await api(`/users/${res.body.id}/invitation`, {
    method: "DELETE",
    token: boss.token,
  });
  assert.equal(revoke.status, 409, "an invitee who has signed in is not revoked");
  assert.equal(
    revoke.body.error,
    "This user has already accepted the invitation or was never invited",
  );
});

test("resend mails a new link that replaces the first; revoke deletes the account and its link stops working", async () => {
  const body = inviteBody();
  const res = await invite(body);
  assert.equal(res.status, 201, res.text);
  const first = firstLink((await waitForMails(catcher, 1, body.email))[0]);

  const resent = await api(`/users/${res.body.id}/invitation/resend`, {
    method: "POST",
    token: boss.token,
    headers: { origin: appOrigin },
  });
  assert.equal(resent.status, 200, resent.text);
  assert.equal(resent.body.id, res.body.id);
  assert.ok(Date.parse(resent.body.invitedAt) >= Date.parse(res.body.invitedAt));
  const mails = await waitForMails(catcher, 2, body.email);
  assert.deepEqual(
    mails.map((mail) => mail.subject),
    ["You've been invited", "You've been invited"],
  );
  const second = firstLink(mails[1]);
  assert.notEqual(second, first);
  assert.equal(
    (await openLink(first)).fragment.error_code,
    "otp_expired",
    "the first link is spent",
  );

  const revoked = await api(`/users/${res.body.id}/invitation`, {
    method: "DELETE",
    token: boss.token,
  });
  assert.equal(revoked.status, 200, revoked.text);
  assert.deepEqual(revoked.body, { success: true });
  assert.ok(!(await pendingInvitations()).some((invitation) => invitation.id === res.body.id));
  const listed = (await api("/users", { token: boss.token })).body.users;
  assert.ok(!listed.some((user: { id: string }) => user.id === res.body.id), "the account is gone");
  assert.equal(
    (await openLink(second)).fragment.error_code,
    "otp_expired",
    "its link no longer works",
  );

  const gone = await api(`/users/${res.body.id}/invitation`, {
    method: "DELETE",
    token: boss.token,
  });
  assert.equal(gone.status, 404);
  assert.equal(gone.body.error, "Invitation not found");
  const resendGone = await api(`/users/${res.body.id}/invitation/resend`, {
    method: "POST",
    token: boss.token,
  });
  assert.equal(resendGone.status, 404);

  const reinvited = await invite(body);
  assert.equal(reinvited.status, 201, "a revoked address can be invited again");
});

test("a rep cannot invite, list, resend or revoke: 403 with the project's text", async () => {
  const body = inviteBody();
  const pending = await invite(inviteBody());
  assert.equal(pending.status, 201, pending.text);
  const calls = [
    await invite(body, rep.token),
    await api("/users/invitations", { token: rep.token }),
    await api(`/users/${pending.body.id}/invitation/resend`, { method: "POST", token: rep.token }),
    await api(`/users/${pending.body.id}/invitation`, { method: "DELETE", token: rep.token }),
  ];
  for (const res of calls) {
    assert.equal(res.status, 403, res.text);
    assert.equal(res.body.error, "Only an admin can manage users");
  }
  assert.equal((await api("/users/invitations")).status, 401);
  assert.ok((await pendingInvitations()).some((invitation) => invitation.id === pending.body.id));
  assert.ok(
    !(await api("/users", { token: boss.token })).body.users.some(
      (user: { email: string }) => user.email === body.email,
    ),
  );
});

test("a taken e-mail or username is a 409; a joined user has no invitation to resend", async () => {
  const pending = inviteBody();
  assert.equal((await invite(pending)).status, 201);
  for (const email of [rep.email, rep.email.toUpperCase(), pending.email]) {
    const res = await invite(inviteBody({ email }));
    assert.equal(res.status, 409, email);
    assert.equal(res.body.error, "A user with this email already exists");
  }
  const username = await invite(inviteBody({ username: rep.username }));
  assert.equal(username.status, 409);
  assert.equal(username.body.error, "Username is already taken");

  const resend = await api(`/users/${rep.id}/invitation/resend`, {
    method: "POST",
    token: boss.token,
  });
  assert.equal(resend.status, 409);
  assert.equal(
    resend.body.error,
    "This user has already accepted the invitation or was never invited",
  );
});

test("malformed invitations are a 400 in the contract's words", async () => {
  const cases: Array<[Record<string, unknown> | string, string]> = [
    [inviteBody({ email: "not-an-email" }), "Please enter a valid email address"],
    [inviteBody({ role: "OWNER" }), "Role must be ADMIN or SALES"],
    [inviteBody({ name: "   " }), "Name is required"],
    [
      inviteBody({ username: "No Spaces" }),
      "Username must be 3 to 32 characters: lowercase letters, digits, dots, underscores or hyphens",
    ],
    [inviteBody({ password: "not-for-invites" }), "Unknown field: password"],
    ["{not json", ""],
  ];
  for (const [body, error] of cases) {
    const res =
      typeof body === "string"
        ? await api("/users/invite", {
            method: "POST",
            token: boss.token,
            rawBody: body,
            headers: { "content-type": "application/json" },
          })
        : await invite(body);
    assert.equal(res.status, 400, res.text);
    if (error) assert.equal(res.body.error, error);
  }
  assert.equal(
    (await api("/users/not-a-uuid/invitation", { method: "DELETE", token: boss.token })).status,
    404,
  );
  assert.equal((await api("/users/invitations?page=2", { token: boss.token })).status, 400);
});
