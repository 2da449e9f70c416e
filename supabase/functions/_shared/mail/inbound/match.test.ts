import assert from "node:assert/strict";
import { counterpart, type KnownUser, placeMail } from "./match.ts";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const users: KnownUser[] = [
  { id: "admin", email: "boss@crm.test", isAdmin: true, createdAt: at(1) },
  { id: "admin2", email: "boss2@crm.test", isAdmin: true, createdAt: at(2) },
  { id: "repA", email: "a@crm.test", isAdmin: false, createdAt: at(3) },
  { id: "repB", email: "B@crm.test", isAdmin: false, createdAt: at(4) },
];

Deno.test("a client's address anywhere on the mail matches it, case-insensitively", () => {
  const clients = [{ id: "c1", email: "Buyer@Acme.test", ownerId: "repB" }];
  assert.deepEqual(
    placeMail({ from: "x@y.test", to: ["crm@in.test"], cc: ["buyer@acme.TEST"] }, clients, users),
    { kind: "client", clientId: "c1", ownerId: "repB" },
  );
});

Deno.test("of several matching clients, the one of the rep on the mail wins", () => {
  const clients = [
    { id: "c1", email: "buyer@acme.test", ownerId: "repA" },
    { id: "c2", email: "buyer@acme.test", ownerId: "repB" },
  ];
  const placed = (from: string) =>
    placeMail({ from, to: ["buyer@acme.test"], cc: [] }, clients, users);
  assert.equal(placed("b@crm.test")?.clientId, "c2");
  assert.equal(placed("a@crm.test")?.clientId, "c1");
  // Nobody's rep on it: the client whose address comes first, then a stable order.
  assert.equal(placed("x@y.test")?.clientId, "c1");
});

Deno.test("a reply to a client's mail from an address no client has is that client's", () => {
  const thread = { clientId: "c9", ownerId: "repB" };
  const mail = { from: "colleague@acme.test", to: ["a@crm.test"], cc: [] };
  assert.deepEqual(placeMail(mail, [], users, thread), {
    kind: "client",
    clientId: "c9",
    ownerId: "repB",
  });
  // A client's own address on the mail still decides first.
  const clients = [{ id: "c1", email: "colleague@acme.test", ownerId: "repA" }];
  assert.equal(placeMail(mail, clients, users, thread)?.clientId, "c1");
});

Deno.test("no client: Unassigned for the rep on the mail, sender first", () => {
  assert.deepEqual(placeMail({ from: "a@crm.test", to: ["b@crm.test"], cc: [] }, [], users), {
    kind: "rep",
    clientId: null,
    ownerId: "repA",
  });
  assert.equal(
    placeMail({ from: "new@lead.test", to: ["crm@in.test"], cc: ["b@crm.test"] }, [], users)
      ?.ownerId,
    "repB",
  );
});

Deno.test("no client and no rep: the earliest admin holds it; no admin, nobody", () => {
  const mail = { from: "new@lead.test", to: ["crm@in.test"], cc: [] };
  assert.deepEqual(placeMail(mail, [], users), {
    kind: "admins",
    clientId: null,
    ownerId: "admin",
  });
  assert.equal(
    placeMail(
      mail,
      [],
      users.filter((u) => !u.isAdmin),
    ),
    null,
  );
});

Deno.test("a client on a mail forwarded inline matches, the forwarding rep's first", () => {
  const clients = [
    { id: "c1", email: "ana@acme.test", ownerId: "repA" },
    { id: "c2", email: "ana@acme.test", ownerId: "repB" },
  ];
  const forward = (from: string) => ({
    from,
    to: ["crm@in.test"],
    cc: [],
    forwarded: ["ana@acme.test", from],
  });
  assert.equal(placeMail(forward("b@crm.test"), clients, users)?.clientId, "c2");
  assert.equal(placeMail(forward("a@crm.test"), clients, users)?.clientId, "c1");
});

Deno.test(
  "the client to create is the first person who is neither a user nor the capture address",
  () => {
    const emails = users.map((u) => u.email);
    const p = (address: string, name = "") => ({ address, name });
    const of = (...people: ReturnType<typeof p>[]) => counterpart(people, emails, "crm@in.test");
    assert.deepEqual(of(p("lead@new.test", "Lea"), p("crm@in.test")), p("lead@new.test", "Lea"));
    assert.deepEqual(of(p("a@crm.test"), p("CRM@in.test"), p("Lead@New.test")), p("Lead@New.test"));
    // Forwarded by a rep: the forwarded mail's author.
    assert.deepEqual(
      of(p("a@crm.test", "Rep A"), p("crm@in.test"), p("ana@acme.test", "Ana"), p("a@crm.test")),
      p("ana@acme.test", "Ana"),
    );
    assert.equal(of(p("a@crm.test"), p("crm@in.test")), null);
  },
);
