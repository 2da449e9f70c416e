// Search across everything: GET /search?q= finds clients, chat messages, follow-ups, generated
// documents and attachment text the caller may read, best match first.
import { z } from "zod";
import { limitParam } from "./fields.ts";

export const SEARCH_QUERY_REQUIRED = "Type something to search for.";
export const SEARCH_QUERY_TOO_LONG = "Search for at most 200 characters.";
export const SEARCH_KINDS = ["client", "message", "followup", "document", "attachment"] as const;

export const searchQuery = z.strictObject({
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, SEARCH_QUERY_REQUIRED).max(200, SEARCH_QUERY_TOO_LONG)),
  /** At most this many results of each kind. */
  limit: limitParam(5, 20),
});

export type SearchQuery = z.infer<typeof searchQuery>;

/** A piece of a result's snippet; `match` pieces are the words searched for. */
export const snippetPart = z.strictObject({ text: z.string(), match: z.boolean() });

export const searchResult = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  /** The client, message, follow-up, document or file id. */
  id: z.string(),
  title: z.string(),
  snippet: z.array(snippetPart),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The chat thread a message or attachment is in. */
  threadId: z.string().nullable(),
  /** The message an attachment was sent with (a message result's own id). */
  messageId: z.string().nullable(),
  rank: z.number(),
});

export const searchResponse = z.strictObject({ results: z.array(searchResult) });

export type SnippetPart = z.output<typeof snippetPart>;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchResult = z.output<typeof searchResult>;
export type SearchResponse = z.output<typeof searchResponse>;
