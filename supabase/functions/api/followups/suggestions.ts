// Follow-ups the AI proposes: the analysis's suggestion scheduled as is, or a
// drafted message the rep edits and approves before it is saved.
import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { aiProvider } from "../assistant/provider.ts";
import {
  assistantConfig,
  clientConversation,
  clientRecord,
  latestAnalysis,
} from "../assistant/queries.ts";
import { createFollowUp } from "./queries.ts";
import { CLIENT_NOT_FOUND } from "../../_shared/contract/index.ts";

const DRAFT_REQUEST =
  "Draft a short follow-up email to the client that moves the deal to the next step.";

/** Two business days from `from` at 09:00 UTC, for drafts without a suggested date. */
function inTwoBusinessDays(from: Date): Date {
  const due = new Date(from);
  let added = 0;
  while (added < 2) {
    due.setUTCDate(due.getUTCDate() + 1);
    if (due.getUTCDay() !== 0 && due.getUTCDay() !== 6) added++;
  }
  due.setUTCHours(9, 0, 0, 0);
  return due;
}

export async function scheduleSuggestedFollowUp(claims: Claims, clientId: string) {
  return await withUserTransaction(claims, async (tx) => {
    if (!(await clientRecord(tx, clientId))) throw new HttpError(404, CLIENT_NOT_FOUND);
    const suggestion = (await latestAnalysis(tx, clientId)).suggestedFollowup;
    if (!suggestion) {
      throw new HttpError(400, "There is no suggested follow-up for this client yet");
    }
    return await createFollowUp(tx, {
      clientId,
      title: suggestion.title,
      notes: suggestion.notes ?? null,
      dueAt: suggestion.dueAt,
      isAiGenerated: true,
    });
  });
}

export async function draftFollowUp(claims: Claims, clientId: string) {
  const context = await withUserTransaction(claims, async (tx) => {
    const client = await clientRecord(tx, clientId);
    if (!client) throw new HttpError(404, CLIENT_NOT_FOUND);
    return {
      client,
      history: await clientConversation(tx, clientId),
      config: await assistantConfig(tx, "chat"),
      suggestion: (await latestAnalysis(tx, clientId)).suggestedFollowup,
    };
  });
  const now = new Date();
  let message = "";
  for await (const chunk of aiProvider().streamReply({
    client: context.client,
    history: context.history,
    message: DRAFT_REQUEST,
    attachments: [],
    config: context.config,
    now,
  }))
    message += chunk;
  return {
    clientId,
    title: context.suggestion?.title ?? `Follow up with ${context.client.name}`,
    notes: message.trim(),
    dueAt: context.suggestion?.dueAt ?? inTwoBusinessDays(now).toISOString(),
    isAiGenerated: true,
  };
}
