// What the pipeline tests share: the users (tagged per file), the EUR rate dated today, and
// reading the board, moving a deal and listing the reasons, each answer checked against the contract.
// The workspace currency stays USD (other suites run beside these); the rates they add are for
// EUR, dated today so they are the latest, and JPY never gets one.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, createUser, type TestUser } from "./helpers.ts";

export const today = () => new Date().toISOString().slice(0, 10);
export const DEFAULT_PROBABILITIES = { LEAD: 10, QUALIFIED: 25, PROPOSAL: 50, NEGOTIATION: 75 };

/** The answer as the contract says it is (strict: a field it does not name fails). */
export function matches(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  assert.ok(parsed.success, parsed.success ? "" : z.prettifyError(parsed.error));
}

export const column = (board: any, stage: string) =>
  board.columns.find((c: { stage: string }) => c.stage === stage);
export const board = async (user: TestUser, query = "") => {
  const res = await api(`/pipeline${query}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  matches(contract.pipelineBoard, res.body);
  return res.body;
};
export const move = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api(`/pipeline/deals/${id}`, { method: "PATCH", token: user.token, body });
export const reasons = async (user: TestUser) => {
  const res = await api("/pipeline/reasons", { token: user.token });
  assert.equal(res.status, 200, res.text);
  matches(contract.dealReasonList, res.body);
  return res.body.reasons as { id: string; kind: string; label: string }[];
};

/** Three reps and an admin named with a fresh tag, the workspace checked to be in USD, and an EUR rate for today. */
export async function pipelineSetup() {
  const tag = randomUUID().slice(0, 6);
  const [repA, repB, repC, boss] = await Promise.all([
    createUser("SALES", `Pipe A ${tag}`),
    createUser("SALES", `Pipe B ${tag}`),
    createUser("SALES", `Pipe C ${tag}`),
    createUser("ADMIN", `Pipe Boss ${tag}`),
  ]);
  const settings = await api("/admin/pipeline-settings", { token: boss.token });
  assert.equal(settings.body.currency, "USD", "these tests expect the workspace in USD");
  const rate = await api("/admin/exchange-rates", {
    method: "POST",
    token: boss.token,
    body: { currency: "eur", rate: 1.1, validOn: today() },
  });
  assert.ok(rate.status === 201 || rate.status === 409, rate.text);
  return { tag, repA, repB, repC, boss };
}
