// What the knowledge-base tests share: saving a configuration and adding and listing its examples.
import assert from "node:assert/strict";
import { api, createUser, type TestUser } from "./helpers.ts";

/** Two reps and an admin. */
export function knowledgeBaseUsers() {
  return Promise.all([
    createUser("SALES", "KB Rep A"),
    createUser("SALES", "KB Rep B"),
    createUser("ADMIN", "KB Boss"),
  ]);
}

export function save(user: TestUser, fields: Record<string, unknown> = {}) {
  return api("/knowledge-base/configurations", {
    method: "POST",
    token: user.token,
    body: {
      aiType: "chat",
      personaName: "Closer",
      responseStyle: "casual",
      systemInstructions: "Be brief.",
      isActive: true,
      ...fields,
    },
  });
}

export async function savedConfiguration(user: TestUser, aiType = "proposal") {
  const res = await save(user, { aiType, personaName: `${aiType} persona` });
  assert.equal(res.status, 200, res.text);
  return res.body.configuration as { id: string; [key: string]: unknown };
}

export function addExample(
  user: TestUser,
  configurationId: string,
  fields: Record<string, unknown> = {},
) {
  return api("/knowledge-base/training-examples", {
    method: "POST",
    token: user.token,
    body: {
      configurationId,
      title: "Budget question",
      input: "What does it cost?",
      expectedOutput: "Ask about seats first.",
      ...fields,
    },
  });
}

export const listExamples = (user: TestUser, configurationId: string) =>
  api(`/knowledge-base/training-examples/${configurationId}`, { token: user.token });
