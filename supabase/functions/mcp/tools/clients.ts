// Listing clients and reading one, with the API's client queries.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import {
  CLIENT_NOT_FOUND,
  CLIENT_STATUSES,
  DEAL_STAGES,
  listClientsQuery,
  PRIORITIES,
} from "../../_shared/contract/index.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse, parseId } from "../../_shared/validation.ts";
import { clientOverview, listClients } from "../../api/clients/queries.ts";
import { idArgument } from "./ids.ts";
import { answer } from "./result.ts";

export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };

export function registerClientTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "list_clients",
    {
      title: "List clients",
      description:
        "Lists the caller's clients, most recently updated first, filtered by deal stage, priority, " +
        "account status and text, each with its next pending follow-up. Answers the page of " +
        "clients and the total that match. Use get_client with an id for the full record.",
      inputSchema: {
        stage: z.enum(DEAL_STAGES).optional().describe("Deal stage"),
        priority: z.enum(PRIORITIES).optional().describe("Priority"),
        status: z.enum(CLIENT_STATUSES).optional().describe("Account status"),
        text: z
          .string()
          .max(200)
          .optional()
          .describe("Only clients whose name, company, e-mail, phone or notes contain this"),
        limit: z.number().int().min(1).max(100).default(20),
        offset: z.number().int().min(0).max(1_000_000).default(0),
      },
      annotations: READ_ONLY,
    },
    ({ text, ...filters }) =>
      answer(() =>
        withUserTransaction(claims, (tx) =>
          listClients(tx, parse(listClientsQuery, { ...filters, search: text })),
        ),
      ),
  );

  server.registerTool(
    "get_client",
    {
      title: "Get a client",
      description:
        "Reads one client: the record with its next pending follow-up (client.nextFollowUp), the " +
        "latest AI analysis (stage, priority, budget, confidence, next action, insights; null before " +
        "the first), open follow-ups, generated documents, the number of chat messages and recent " +
        "activity. Another rep's client is not found.",
      inputSchema: { clientId: idArgument("client") },
      annotations: READ_ONLY,
    },
    ({ clientId }) =>
      answer(async () => {
        const id = parseId(clientId, CLIENT_NOT_FOUND);
        const overview = await withUserTransaction(claims, (tx) => clientOverview(tx, id));
        if (!overview) throw new HttpError(404, CLIENT_NOT_FOUND);
        return overview;
      }),
  );
}
