// The pipeline summary: the board's per-stage counts and values, without its cards.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import { pipelineQuery, PRIORITIES } from "../../_shared/contract/index.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { parse } from "../../_shared/validation.ts";
import { pipelineBoard } from "../../api/pipeline/queries.ts";
import { answer } from "./result.ts";

export function registerPipelineTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "pipeline_summary",
    {
      title: "Pipeline summary",
      description:
        "The caller's deal pipeline per stage (LEAD to CLOSED_LOST): how many deals, their total " +
        "value converted to the workspace currency (amounts in currencies without a rate listed " +
        "apart as unconverted) and the stage's win probability in percent. Optionally only deals " +
        "of one priority or whose client matches a text.",
      inputSchema: {
        priority: z.enum(PRIORITIES).optional(),
        text: z
          .string()
          .max(200)
          .optional()
          .describe("Only deals whose client's name, company, e-mail, phone or notes contain this"),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    },
    ({ priority, text }) =>
      answer(async () => {
        // The board's first card per column is all it has to fetch; the summary drops even that.
        const query = parse(pipelineQuery, { priority, search: text, limit: 1 });
        const board = await withUserTransaction(claims, (tx) => pipelineBoard(tx, query));
        return {
          currency: board.currency,
          ratesAsOf: board.ratesAsOf,
          stages: board.columns.map(({ stage, count, probability, value }) => ({
            stage,
            count,
            probability,
            value,
          })),
        };
      }),
  );
}
