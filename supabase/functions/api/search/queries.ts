import { containsPattern, type Transaction } from "../../_shared/db.ts";
import type { SearchResult, SnippetPart } from "../../_shared/contract/index.ts";

// Private-use characters: ts_headline wraps each matched word in them, and the snippet is then
// cut into parts at them, so no markup ever travels to the browser.
const MATCH_START = "\uE000";
const MATCH_END = "\uE001";
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

type SearchRow = Omit<SearchResult, "snippet"> & { headline: string | null };

/** Characters kept before a phrase found as text, and as many after it. */
const PHRASE_CONTEXT = 60;
/** How far into those characters a snippet may start later, at a space, to begin with a whole word. */
const WORD_START_WITHIN = 20;

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Whether `text` has a script written without spaces between words (Chinese, Japanese, Thai…):
 * full-text search reads a whole sentence of it as one word, so a phrase from inside it is
 * only found as text.
 */
export const writtenWithoutSpaces = (text: string) => UNSPACED_SCRIPT.test(text);

/** A headline with its matches marked, as plain-text parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [matched, after] = index === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (after) parts.push({ text: after, match: false });
  }
  return parts;
}

/**
 * A snippet in which full-text search marked nothing (a phrase from inside a Chinese or Japanese
 * sentence, a part of a name), marked where the query's text occurs, whatever its case.
 */
export function markedPhrase(parts: SnippetPart[], query: string): SnippetPart[] {
  const phrase = query.trim();
  if (phrase === "" || parts.some((part) => part.match)) return parts;
  const text = parts.map((part) => part.text).join("");
  const found = new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "iu").exec(text);
  if (!found) return parts;
  const end = found.index + found[0].length;
  return [
    { text: text.slice(0, found.index), match: false },
    { text: found[0], match: true },
    { text: text.slice(end), match: false },
  ].filter((part) => part.text !== "");
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

/**
 * ts_headline's snippet of `text` (an SQL expression over the row and `q`). Where full-text search
 * matches nothing in it but the text holds the query (a phrase inside a Japanese sentence, a part
 * of a word), the text around the phrase's first occurrence instead, from a word's start where a
 * space comes soon enough, with "…" where it is cut: ts_headline would answer the text's first
 * words, and the phrase may come after them.
 */
function snippetOf(tx: Transaction, text: ReturnType<Transaction["unsafe"]>) {
  return tx`
    (select case when w.at > 0 and not to_tsvector('public.search_words', s.t) @@ q.query
                 then concat(case when w.start > 1 then '…' end,
                             substr(s.t, w.start, w.stop - w.start),
                             case when w.stop <= length(s.t) then '…' end)
                 else ts_headline('public.search_words', s.t, q.query, q.options) end
       from (select ${text} as t) s
       cross join lateral (select strpos(lower(s.t), q.phrase) as at) a
       cross join lateral (
         select a.at,
                case when a.at <= ${PHRASE_CONTEXT} then 1
                     else a.at - ${PHRASE_CONTEXT}
                          + strpos(substr(s.t, a.at - ${PHRASE_CONTEXT}, ${WORD_START_WITHIN}), ' ') end as start,
                a.at + length(q.phrase) + ${PHRASE_CONTEXT} as stop) w)`;
}

/**
 * Everything the caller may read that matches `userQuery` (web-search syntax: quoted phrases,
 * `or`, `-word`), at most `limit` of each kind, best first, in the caller's transaction, so RLS
 * decides whose rows are found. Names also match by a part of a word
 * and rank by trigram similarity.
 */
export async function searchEverything(
  tx: Transaction,
  userQuery: string,
  limit: number,
): Promise<SearchResult[]> {
  // Under RLS a text match cannot use its GIN index (@@ and like are not leakproof, so they run
  // after the read policy, row by row): public.search_hits finds the caller's hits of each kind
  // through the indexes (a rep's own rows, an admin's everyone's), and the rows themselves are
  // read here under RLS as always.
  const hits = (kind: string) => tx`select h.id, h.rank from hits h where h.kind = ${kind}`;
  const rows = await tx<SearchRow[]>`
    with q as (
      select websearch_to_tsquery('public.search_words', ${userQuery}) as query,
             lower(${containsPattern(userQuery)}) as pattern,
             lower(btrim(${userQuery})) as phrase,
             ${HEADLINE_OPTIONS}::text as options
    ),
    hits as (
      select h.kind, h.id, h.rank
        from q, public.search_hits(q.query, ${userQuery}, q.pattern, ${writtenWithoutSpaces(userQuery)}, ${limit}) h
    ),
    client_hits as (${hits("client")}),
    -- A message found both by its words and by its text is one hit.
    message_hits as (
      select h.id, max(h.rank) as rank
        from (${hits("message")}) h
       group by h.id
       order by rank desc, h.id limit ${limit}
    ),
    followup_hits as (${hits("followup")}),
    document_hits as (${hits("document")}),
    attachment_hits as (${hits("attachment")})
    select 'client' as kind, c.id, c.name as title,
           ${snippetOf(tx, tx.unsafe("concat_ws(' · ', c.name, c.company, c.email, c.notes)"))} as headline,
           c.id as client_id, c.name as client_name, null::uuid as thread_id, null::uuid as message_id, h.rank
      from client_hits h join public.clients c on c.id = h.id, q
    union all
    select 'message', m.id, t.title, ${snippetOf(tx, tx.unsafe("m.content"))},
           c.id, c.name, t.id, m.id, h.rank
      from message_hits h
      join public.messages m on m.id = h.id
      join public.chat_threads t on t.id = m.thread_id
      join public.clients c on c.id = t.client_id, q
    union all
    select 'followup', f.id, f.title,
           ${snippetOf(tx, tx.unsafe("concat_ws(' · ', f.title, f.notes)"))},
           c.id, c.name, null, null, h.rank
      from followup_hits h join public.followups f on f.id = h.id join public.clients c on c.id = f.client_id, q
    union all
    select 'document', d.id, d.title, ${snippetOf(tx, tx.unsafe("d.title"))},
           c.id, c.name, null, null, h.rank
      from document_hits h join public.documents d on d.id = h.id left join public.clients c on c.id = d.client_id, q
    union all
    select 'attachment', f.id, f.original_name,
           ${snippetOf(tx, tx.unsafe("coalesce(f.text_content, f.original_name)"))},
           c.id, c.name, t.id, m.id, h.rank
      from attachment_hits h
      join public.files f on f.id = h.id
      cross join lateral (
        select a.message_id from public.message_attachments a
         where a.file_id = f.id order by a.message_id limit 1
      ) a
      join public.messages m on m.id = a.message_id
      join public.chat_threads t on t.id = m.thread_id
      join public.clients c on c.id = t.client_id, q
     order by rank desc`;
  return rows.map(({ headline, ...row }) => ({
    ...row,
    rank: Number(row.rank),
    snippet: markedPhrase(snippetParts(headline ?? ""), userQuery),
  }));
}
