// A send the provider refuses: the mail is stored as failed with the reason, nothing is sent
// twice, and a retry sends it once with the same Message-ID. The function is configured as on
// hosted Supabase (EMAIL_PROVIDER=resend) against a Resend API on loopback, on a stand-in of
// this file's own.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { startStack, type Stack } from "../../local/stack.ts";
import { emailResponse } from "../../supabase/functions/_shared/contract/index.ts";

let refuse = true;
const requests: Array<{ headers: http.IncomingHttpHeaders; body: any }> = [];
const resend = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    requests.push({ headers: req.headers, body: JSON.parse(body) });
    res.setHeader("content-type", "application/json");
    if (refuse) {
      res.writeHead(503);
      return res.end(JSON.stringify({ name: "application_error", message: "Try again later" }));
    }
    res.end(JSON.stringify({ id: `re_${requests.length}` }));
  });
});

let stack: Stack;
let dataDir: string;
let helpers: typeof import("./helpers.ts");

before(async () => {
  await new Promise<void>((resolve) => resend.listen(0, "127.0.0.1", resolve));
  dataDir = mkdtempSync(join(tmpdir(), "crm-resend-"));
  stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    mailPorts: { web: 0, smtp: 0 },
    seed: false,
    functionEnv: {
      EMAIL_PROVIDER: "resend",
      RESEND_API_KEY: "re_test",
      RESEND_BASE_URL: `http://127.0.0.1:${(resend.address() as AddressInfo).port}`,
      EMAIL_FROM: "sales@crm.test",
    },
  });
  // The helpers talk to the stand-in the environment names: this file's own.
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.keys.serviceRoleKey;
  helpers = await import("./helpers.ts");
});

after(async () => {
  await stack?.stop();
  resend.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a refused send is stored as failed with the reason; a retry sends it once with the same Message-ID", async () => {
  const { api, createClientFor, createFollowUp, createUser } = helpers;
  const rep = await createUser("SALES", "Rep Resend");
  const client = await createClientFor(rep, { email: "dana@acme.test" });
  const followUp = await createFollowUp(rep, client.id, { title: "Offer" });

  const res = await api(`/followups/${followUp.id}/email`, {
    method: "POST",
    token: rep.token,
    body: { subject: "Our offer", body: "Dear Dana" },
  });
  assert.equal(res.status, 201, res.text);
  const failed = emailResponse.parse(res.body);
  assert.equal(failed.status, "failed");
  assert.equal(failed.error, "Resend did not take the e-mail (503): Try again later");
  assert.equal(failed.sentAt, null);
  assert.equal(requests.length, 1);
  assert.deepEqual(requests[0].body, {
    from: '"Rep Resend" <sales@crm.test>',
    to: ["dana@acme.test"],
    reply_to: rep.email,
    subject: "Our offer",
    text: "Dear Dana",
    headers: { "Message-ID": failed.messageId },
  });
  assert.equal(requests[0].headers.authorization, "Bearer re_test");

  const again = await api(`/followups/${followUp.id}/email`, {
    method: "POST",
    token: rep.token,
    body: { subject: "Our offer", body: "Dear Dana" },
  });
  assert.equal(again.status, 409, "a failed mail is retried, not sent anew");
  assert.equal(again.body.email.id, failed.id);
  assert.equal(requests.length, 1);

  const overview = await api(`/clients/${client.id}/overview`, { token: rep.token });
  assert.equal(
    overview.body.history.filter((h: { activityType: string }) => h.activityType === "email")
      .length,
    0,
    "a failed mail is no activity",
  );

  refuse = false;
  const retried = await api(`/emails/${failed.id}/retry`, { method: "POST", token: rep.token });
  assert.equal(retried.status, 200, retried.text);
  const sent = emailResponse.parse(retried.body);
  assert.deepEqual([sent.id, sent.status, sent.error], [failed.id, "sent", null]);
  assert.ok(sent.sentAt);
  assert.equal(requests.length, 2);
  assert.equal(requests[1].body.headers["Message-ID"], failed.messageId);
  assert.equal(requests[1].headers["idempotency-key"], failed.messageId);

  const twice = await api(`/emails/${failed.id}/retry`, { method: "POST", token: rep.token });
  assert.equal(twice.status, 409);
  assert.equal(requests.length, 2, "sent once");
  const timeline = await api(`/clients/${client.id}/emails`, { token: rep.token });
  assert.deepEqual(
    timeline.body.emails.map((e: { id: string; status: string }) => [e.id, e.status]),
    [[failed.id, "sent"]],
  );
});

test("a retry by another rep is a 404 and sends nothing", async () => {
  const { api, createClientFor, createFollowUp, createUser } = helpers;
  const [owner, other] = await Promise.all([createUser("SALES", "Owner"), createUser("SALES")]);
  const client = await createClientFor(owner, { email: "eve@acme.test" });
  const followUp = await createFollowUp(owner, client.id);
  refuse = true;
  const res = await api(`/followups/${followUp.id}/email`, {
    method: "POST",
    token: owner.token,
    body: { subject: "Hi", body: "Hello" },
  });
  assert.equal(res.body.status, "failed");
  const sentBefore = requests.length;
  refuse = false;
  const retry = await api(`/emails/${res.body.id}/retry`, { method: "POST", token: other.token });
  assert.deepEqual([retry.status, retry.body], [404, { error: "E-mail not found" }]);
  assert.equal(requests.length, sentBefore);
});
