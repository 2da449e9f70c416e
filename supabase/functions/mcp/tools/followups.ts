// Follow-ups: listing, scheduling, completing and drafting, with the API's queries.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import {
  CLIENT_NOT_FOUND,
  createFollowUpBody,
  FOLLOW_UP_NOT_FOUND,
  FOLLOW_UP_STATUSES,
  listFollowUpsQuery,
  updateFollowUpBody,
} from "../../_shared/contract/index.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId } from "../../_shared/validation.ts";
import { aiProvider, statusOf } from "../../api/assistant/provider.ts";
import { createFollowUp, listFollowUps, updateFollowUp } from "../../api/followups/queries.ts";
import { draftFollowUp } from "../../api/followups/suggestions.ts";
import { idArgument } from "./ids.ts";
import { answer } from "./result.ts";

const DATE_FILTERS = { due: "today", overdue: "overdue", all: undefined } as const;

export function registerFollowUpTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "list_follow_ups",
    {
      title: "List follow-ups",
      description:
        "Lists the caller's follow-ups, earliest due first, each with its client. `when`: 'due' is " +
        "due today in timeZone, 'overdue' is pending and past due, 'all' has no date filter. " +
        "Answers the page, the total and summary counts (total, overdue, due today, completed).",
      inputSchema: {
        when: z.enum(["due", "overdue", "all"]).default("all"),
        status: z.enum(FOLLOW_UP_STATUSES).optional().describe("Only follow-ups in this status"),
        clientId: idArgument("client").optional().describe("Only this client's follow-ups"),
        timeZone: z
          .string()
          .max(64)
          .default("UTC")
          .describe("IANA time zone that decides what 'today' is, e.g. Europe/Warsaw"),
        limit: z.number().int().min(1).max(100).default(20),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    },
    ({ when, ...filters }) =>
      answer(() => {
        const query = parse(listFollowUpsQuery, { ...filters, dateFilter: DATE_FILTERS[when] });
        return withUserTransaction(claims, (tx) => listFollowUps(tx, query));
      }),
  );

  server.registerTool(
    "create_follow_up",
    {
      title: "Schedule a follow-up",
      description:
        "Schedules a pending follow-up (a reminder to contact the client) on one of the caller's " +
        "clients. Answers the new follow-up.",
      inputSchema: {
        clientId: idArgument("client"),
        title: z.string().max(200).describe("What to do, e.g. 'Call about the renewal'"),
        dueAt: z
          .string()
          .max(40)
          .describe(
            "When, as an ISO 8601 date-time with an offset (2026-05-01T09:00:00Z) or a date (UTC)",
          ),
        notes: z.string().max(10_000).optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    (args) =>
      answer(async () => {
        const input = parse(createFollowUpBody, args);
        const clientId = parseId(input.clientId, CLIENT_NOT_FOUND);
        const followUp = await withUserTransaction(claims, (tx) =>
          createFollowUp(tx, { ...input, clientId }),
        );
        if (!followUp) throw new HttpError(404, CLIENT_NOT_FOUND);
        return followUp;
      }),
  );

  server.registerTool(
    "complete_follow_up",
    {
      title: "Complete a follow-up",
      description: "Marks one of the caller's follow-ups done (its status changes to 'done').",
      inputSchema: { followUpId: idArgument("follow-up") },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    ({ followUpId }) =>
      answer(async () => {
        const target = parseId(followUpId, FOLLOW_UP_NOT_FOUND);
        const done = parse(updateFollowUpBody, { status: "done" });
        const followUp = await withUserTransaction(claims, (tx) =>
          updateFollowUp(tx, target, done),
        );
        if (!followUp) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
        return followUp;
      }),
  );

  server.registerTool(
    "draft_follow_up_email",
    {
      title: "Draft a follow-up e-mail",
      description:
        "Asks the CRM's AI assistant to draft a short follow-up e-mail to the client from its " +
        "conversation and latest analysis. Nothing is saved or sent. Answers the draft (title, " +
        "e-mail text in notes, suggested due date) and answeredBy: which AI provider and model wrote it.",
      inputSchema: { clientId: idArgument("client") },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: true },
    },
    ({ clientId }) =>
      answer(async () => {
        const draft = await draftFollowUp(claims, parseId(clientId, CLIENT_NOT_FOUND));
        return { ...draft, answeredBy: statusOf(aiProvider()) };
      }),
  );
}
