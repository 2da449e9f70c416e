import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { describePerson, findPeople, keyPerson } from "./people.ts";

const people = (...texts: string[]) => findPeople(said(...texts)).map(describePerson);

Deno.test("people: roles with names in the usual phrasings", () => {
  assert.deepEqual(people("Our contact is their CFO, Maria Lopez."), ["Maria Lopez (CFO)"]);
  assert.deepEqual(people("Tom Reed (Head of IT) joined the call."), ["Tom Reed (Head of IT)"]);
  assert.deepEqual(people("Maria Lopez is the CFO."), ["Maria Lopez (CFO)"]);
  assert.deepEqual(people("CEO Jane Park wants a demo."), ["Jane Park (CEO)"]);
  assert.deepEqual(people("Spoke with Lena Fischer, VP Sales at Cloudnine."), [
    "Lena Fischer (VP Sales)",
  ]);
  assert.deepEqual(people("Karen (procurement) sent the forms."), ["Karen (Procurement)"]);
  assert.deepEqual(people("Yesterday Tom Reed, Head of IT, called."), ["Tom Reed (Head of IT)"]);
});

Deno.test("people: roles without names, and the board", () => {
  assert.deepEqual(people("It needs approval from the board and legal has to review it."), [
    "the Board",
    "legal",
  ]);
  assert.deepEqual(people("Procurement is involved."), ["procurement"]);
  assert.deepEqual(people("The works council must agree."), ["the Works Council"]);
});

Deno.test("people: a body is never the person to address", () => {
  const found = findPeople(
    said("The Board approves it on Monday.", "Laura Kim, their COO, runs the project."),
  );
  assert.equal(keyPerson(found)?.name, "Laura Kim");
  assert.equal(keyPerson(findPeople(said("The Board approves it."))), null);
});

Deno.test("people: decision makers", () => {
  const found = findPeople(
    said("Mike is the decision maker.", "Their marketing manager Anna Berg will review it."),
  );
  const mike = found.find((p) => p.name === "Mike");
  const anna = found.find((p) => p.name === "Anna Berg");
  assert.equal(mike?.decisionMaker, true);
  assert.equal(anna?.role, "Marketing Manager");
  assert.equal(anna?.decisionMaker, false);
  assert.equal(findPeople(said("Maria makes the final decision."))[0].decisionMaker, true);
  assert.equal(findPeople(said("Their MD, Sarah Collins, replied."))[0].decisionMaker, true);
});

Deno.test("people: 'on board' and 'vice president' are not the board or the president", () => {
  assert.deepEqual(people("The team is on board with the plan."), []);
  assert.deepEqual(people("The vice president of Sales, Omar Haddad, agreed."), [
    "Omar Haddad (VP Sales)",
  ]);
});

Deno.test("people: who decides, said casually", () => {
  for (const text of [
    "Dana's the boss, needs 10 trucks tracked.",
    "Dana decides on her own.",
    "Dana holds the purse strings.",
    "Dana calls the shots there.",
  ]) {
    const people = findPeople(said(text));
    assert.deepEqual(
      people.map((p) => [p.name, p.decisionMaker]),
      [["Dana", true]],
      text,
    );
  }
});

Deno.test(
  "people: a decider named in apposition ('X, their head of ops, who owns the decision')",
  () => {
    const found = findPeople(
      said("Workshop with Ana Ruiz, their head of operations, who owns the supplier decision."),
    );
    assert.ok(found.some((p) => p.name === "Ana Ruiz" && p.decisionMaker));
    const booked = findPeople(said("Ana Ruiz, their office manager, booked the call for Monday."));
    assert.ok(!booked.some((p) => p.decisionMaker));
  },
);

Deno.test("people: an owner named by the verb ('Dr. Lia Moss, she owns Moss Dental')", () => {
  const found = findPeople(said("Demo with Dr. Lia Moss, she owns Moss Dental (2 clinics)."));
  assert.ok(found.some((p) => p.name === "Lia Moss" && p.decisionMaker));
});

Deno.test("people: whoever has the authority to sign off decides", () => {
  const deciders = (text: string) =>
    findPeople(said(text))
      .filter((p) => p.decisionMaker)
      .map(describePerson);
  assert.deepEqual(deciders("Ms. Tan confirmed she has authority to approve the replacement."), [
    "Tan",
  ]);
  assert.deepEqual(deciders("Rafael holds the final sign-off on software."), ["Rafael"]);
});

Deno.test("people: the top of the house in the reps' other languages decides", () => {
  const deciders = (text: string) =>
    findPeople(said(text))
      .filter((p) => p.decisionMaker)
      .map(describePerson);
  assert.deepEqual(deciders("Direktur RS dr. Siti sudah setuju secara prinsip."), ["the Direktur"]);
  assert.deepEqual(deciders("Habló con el gerente general, Jorge Ruiz."), [
    "Jorge Ruiz (Gerente General)",
  ]);
});

Deno.test("people: a pronoun such as 'Nothing' or 'Nobody' is no one", () => {
  assert.deepEqual(people("Nothing is signed yet."), []);
  assert.deepEqual(people("Nobody is the decision maker yet."), ["the Decision maker"]);
});

Deno.test("people: who signs told after the name, and an owner told by a pronoun", () => {
  const deciders = (text: string) =>
    findPeople(said(text))
      .filter((p) => p.decisionMaker)
      .map(describePerson);
  assert.deepEqual(deciders("It went straight to Mr. Tan, the IT director who signs."), [
    "Tan (IT Director)",
  ]);
  assert.deepEqual(deciders("He owns the place so it's his call."), ["the Owner"]);
  assert.deepEqual(deciders("He owns the problem, not the budget."), []);
  assert.deepEqual(deciders("Anything above $25k goes to the owners."), ["the Owner"]);
});
