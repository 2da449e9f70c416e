import assert from "node:assert/strict";
import { forwardedPeople } from "./forwarded.ts";

Deno.test("Gmail's forward: the forwarded mail's From, To and Cc", () => {
  const text = `FYI, see below.

---------- Forwarded message ---------
From: Ana Núñez <Ana@Acme.test>
Date: Tue, 24 Nov 2026 at 10:00
Subject: Our budget 预算
To: Rep A <a@crm.test>
Cc: "Bo, CFO" <bo@acme.test>, cto@acme.test


We have 50k.`;
  assert.deepEqual(forwardedPeople(text), [
    { address: "ana@acme.test", name: "Ana Núñez" },
    { address: "a@crm.test", name: "Rep A" },
    { address: "bo@acme.test", name: "Bo, CFO" },
    { address: "cto@acme.test", name: "" },
  ]);
});

Deno.test("Outlook, Apple Mail and Thunderbird blocks, bold or quoted fields", () => {
  const outlook = `Please file.\n\n-----Original Message-----\nFrom: Ana <ana@acme.test>\nSent: Tuesday\nTo: a@crm.test\nSubject: Hi\n\nBody`;
  assert.equal(forwardedPeople(outlook)[0]?.address, "ana@acme.test");
  const outlookRule = `________________________________\n*From:* Ana <ana@acme.test>\n*Sent:* Tuesday\n\nBody`;
  assert.equal(forwardedPeople(outlookRule)[0]?.name, "Ana");
  const apple = `Begin forwarded message:\n\n> From: Ana <ana@acme.test>\n> Subject: Hi\n> Date: 24 Nov\n> To: a@crm.test\n\nBody`;
  assert.equal(forwardedPeople(apple)[0]?.address, "ana@acme.test");
  const thunderbird = `-------- Forwarded Message --------\nSubject: \tHi\nDate: \tTue\nFrom: \tAna <ana@acme.test>\nTo: \ta@crm.test\n\nBody`;
  assert.deepEqual(
    forwardedPeople(thunderbird).map((p) => p.address),
    ["ana@acme.test", "a@crm.test"],
  );
});

Deno.test("a mail that forwards nothing, or a marker with no sender near it, has none", () => {
  assert.deepEqual(forwardedPeople("Hi,\nFrom: me, with love\n"), []);
  assert.deepEqual(
    forwardedPeople("---------- Forwarded message ---------\n\nno headers here"),
    [],
  );
  assert.deepEqual(forwardedPeople("-----Original Message-----\nFrom: nobody\n"), []);
});
