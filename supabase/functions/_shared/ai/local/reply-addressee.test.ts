// A letter goes to the person the rep names, matched by any word of their name against the client
// and the people the conversation names; the decision maker is no stand-in for them.

import assert from "node:assert/strict";
import { chatInput, makeClient, rep } from "../testdata/fixtures.ts";
import type { ChatMessage } from "../types.ts";
import { composeReply } from "./reply.ts";

const client = makeClient({ name: "Priya Nair", company: "Northgate Freight", email: null });
const HISTORY: ChatMessage[] = [
  rep(
    "Met Priya Nair, ops director at Northgate Freight. They need delivery tracking for 40 vans.",
  ),
  rep(
    "Budget is about £40k a year. Their MD, Owen Hale, signs anything over £25k. Tom Reed, their IT manager, will handle the integration.",
  ),
];

const letterTo = (message: string) => {
  const text = composeReply(chatInput(message, { history: HISTORY, client }));
  return text.match(/^(?:Hi|Hey|Dear) ([^,\n]+),$/m)?.[1] ?? text;
};

Deno.test("a letter goes to the person the rep names, not the decision maker", () => {
  for (const [message, to] of [
    ["Write a thank-you email to Priya for the meeting.", "Priya"],
    ["Draft a follow-up email for Priya Nair.", "Priya"],
    ["Send Ms Nair a thank-you note.", "Priya"],
    ["Write Tom a follow-up email about the integration.", "Tom"],
    ["Draft an email to Owen about the budget, copying Priya.", "Owen"],
  ]) {
    assert.equal(letterTo(message), to, message);
  }
});

Deno.test("with nobody named, the letter goes to the key person", () => {
  assert.equal(letterTo("Write a follow-up email."), "Owen");
});
