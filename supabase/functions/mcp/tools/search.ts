// Search across everything the caller may read, with the API's search query.
import { z } from "zod";
import type { McpServer } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import { searchQuery, type SnippetPart } from "../../_shared/contract/index.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { parse } from "../../_shared/validation.ts";
import { searchEverything } from "../../api/search/queries.ts";
import { answer } from "./result.ts";

/** A snippet as one line of Markdown, the words searched for in bold. */
const markdown = (parts: SnippetPart[]) =>
  parts.map(({ text, match }) => (match ? `**${text}**` : text)).join("");

export function registerSearchTools(server: McpServer, claims: Claims) {
  server.registerTool(
    "search",
    {
      title: "Search the CRM",
      description:
        "Searches everything the caller may read: clients (name, company, e-mail, notes; names also " +
        "by part of a word), chat messages and notes, follow-ups, generated documents and the text " +
        'of attached files. Web-search syntax: "quoted phrase", or, -word. Answers the best ' +
        "matches of each kind, best first, each with its kind, id, title, client (clientId, " +
        "clientName), chat thread where there is one, and a snippet with the matches in bold.",
      inputSchema: {
        query: z.string().max(200).describe('What to look for, e.g. SOC 2 or "annual contract"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(5)
          .describe("At most this many of each kind"),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    },
    ({ query, limit }) =>
      answer(async () => {
        const search = parse(searchQuery, { q: query, limit });
        const results = await withUserTransaction(claims, (tx) =>
          searchEverything(tx, search.q, search.limit),
        );
        return { results: results.map((r) => ({ ...r, snippet: markdown(r.snippet) })) };
      }),
  );
}
