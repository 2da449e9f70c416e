// Text plumbing shared by the extractors: where a sentence came from, how text is cut into
// sentences and clauses, and the word overlap used to pick a training example.

/**
 * Who wrote a piece of text. The rep's messages, the client's notes, attachments and document
 * prompts state facts; assistant replies are advice ("ask whether they need approval"), so
 * they are only read for figures (when nobody else stated one), never for signals or people.
 */
export type Origin = "rep" | "assistant" | "record" | "attachment" | "prompt";

export interface SourceText {
  text: string;
  origin: Origin;
}

export interface Sentence {
  text: string;
  origin: Origin;
  /** Position in the whole conversation, oldest first: later statements win. */
  order: number;
}

/**
 * Titles and short forms whose full stop ends no sentence: "Dr. Wanjiku", "Prof. Nkosi",
 * "1,2 Mio. €", "ca. 40k".
 */
const TITLE =
  /(?<!\p{L})(?:Dr|Dra|Mr|Mrs|Ms|Prof|Eng|Fr|Ma|Sr|Sra|Jr|St|Inst|Capt|Rev|Hon|vs|Mio|Mrd|Tsd|tys|mln|ca|approx|incl|excl|est|Rs|Rp|Ksh|Dhs)\.$/iu;

export function splitSentences(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split(/\n+|(?<=[.!?])\s+(?=["'(\p{Lu}\d$€£¥])/u)
    .reduce<string[]>((out, part) => {
      // Joined back: the splitter's look-behind cannot see a whole title.
      if (out.length && TITLE.test(out[out.length - 1]) && !/^\s*$/.test(part)) {
        out[out.length - 1] += ` ${part}`;
      } else out.push(part);
      return out;
    }, [])
    .map((s) => s.replace(/^[\s\-*•>]+/, "").trim())
    .filter((s) => s.length > 1);
}

/**
 * Notes' shorthand written out for the extractors: "went w/ Orvex", "w/o a PO", "went w samsara"
 * (a bare "w" only after a verb that takes "with": in Polish it means "in").
 */
export function expandShorthand(text: string): string {
  return (
    text
      .replace(/\b(?:recvd|rcvd|rec'd|recd|rcv'd)\b/gi, "received")
      .replace(/\b(?:sgnd|signd)\b/gi, "signed")
      .replace(/\b(?:apprvd|aprvd)\b/gi, "approved")
      .replace(/\b(?:cnfrmd|confirmd)\b/gi, "confirmed")
      .replace(/\bvndrs?\b/gi, (m) => (m.length > 4 ? "vendors" : "vendor"))
      .replace(/\bnxt\b/gi, "next")
      // "freshdesk n zendesk": chat's "n" for "and", between two words.
      .replace(/(?<=\p{L}) n (?=\p{L})/gu, " and ")
      .replace(/\bmtg\b/gi, "meeting")
      // Procurement's own short forms: "the BAFO", "our ITT response".
      .replace(/\bBAFOs?\b/g, (m) =>
        m.length > 4 ? "best and final offers" : "best and final offer",
      )
      .replace(/\bmgmt\b/gi, "management")
      .replace(/\bb4\b/gi, "before")
      .replace(/\b(?:yday|yest)\b/gi, "yesterday")
      // "lost 2 cheaper vndr": "2" for "to" between a verb of losing and a word.
      .replace(
        /\b([Ll]ost|[Ll]osing|[Ll]ose|LOST) 2(?= (?:a|an|the|another|cheap\w*|competition|competitors?|rivals?|local|vndrs?|vendors?|them|\p{Lu}))/gu,
        "$1 to",
      )
      .replace(/\bw\/o(?=\s)/gi, "without")
      .replace(/\bw\/(?=\s)/gi, "with")
      .replace(
        /\b((?:go|goes|going|gone|went|stay\w*|stuck|stick\w*|sign\w*|partner\w*|side\w*|met|meet\w*|call\w*|talk\w*|spoke|speak\w*) )w(?=\s)/gi,
        "$1with",
      )
  );
}

/** A line that opens an earlier message in a pasted thread: "From: …", "On … wrote:". */
const MESSAGE_HEADER =
  /^(?:-{2,}\s*(?:original message|forwarded message|mensaje original|mensagem original)\s*-{2,}|(?:from|de|von):\s.+|on .{5,120} wrote:)\s*$/i;

/**
 * A pasted e-mail thread told oldest first: the newest message is on top and each reply quotes
 * the ones before it below (after a header, or deeper behind ">"), so the blocks are read
 * bottom-up and the latest statement is the one read last.
 */
export function chronological(text: string): string {
  const blocks: string[][] = [[]];
  let depth = 0;
  let header = false;
  for (const line of text.replace(/\r/g, "").split("\n")) {
    const quote = line.match(/^\s*((?:>\s?)*)/)![1].replace(/\s/g, "").length;
    const bare = line.replace(/^\s*(?:>\s?)*/, "");
    const isHeader = MESSAGE_HEADER.test(bare.trim());
    if ((isHeader && !header) || quote > depth) blocks.push([]);
    if (bare.trim()) header = isHeader;
    depth = quote;
    blocks[blocks.length - 1].push(bare);
  }
  if (blocks.length === 1) return text;
  return blocks
    .reverse()
    .map((b) => b.join("\n"))
    .join("\n");
}

export function toSentences(sources: SourceText[]): Sentence[] {
  const out: Sentence[] = [];
  for (const source of sources) {
    for (const text of splitSentences(expandShorthand(chronological(source.text)))) {
      out.push({ text, origin: source.origin, order: out.length });
    }
  }
  return out;
}

/** Clauses of a sentence, so "Salesforce quoted $80k, but their budget is $50k" is two facts. */
export function clauseAround(sentence: string, index: number): string {
  const boundary = /[,;:()]|\s[–—-]\s|\b(?:but|while|whereas|however|although)\b/gi;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(boundary)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= index) start = at + m[0].length;
    else if (at >= index) {
      end = at;
      break;
    }
  }
  return sentence.slice(start, end);
}

const QUERY_START =
  /^(?:what|how|who|whom|why|which|where|should i|should we|can you|could you|would you|do you|is there|are there|any|tell me|give me|help me|please (?:summari[sz]e|draft|write|tell|help))\b/i;
const CLIENT_VOICE = /\b(?:they|their|them|client|customer|he|she|asked|wants?|us|our)\b/i;
/** The rep asking for advice: "What should I say if they ask about price?" */
const REP_ASKS =
  /^(?:what|how|when|why|which|who)\s+(?:should|do|can|could|would|shall)\s+(?:i|we)\b|^should (?:i|we)\b|^(?:can|could|would) you (?:help|tell|draft|write|summari[sz]e|explain|suggest|recommend)\b/i;
/** Questions a client asks a vendor ("Could you send over pricing?"), pasted into the chat. */
const VENDOR_QUESTION =
  /^(?:can|could|would) you (?:send|share|provide|offer|quote|integrate|support|migrate|handle|sign)\b|^do you (?:offer|have|support|integrate|provide)\b/i;

/**
 * A question the rep asks the assistant ("What's the budget?") rather than a statement about
 * the deal; such sentences are kept out of signal extraction.
 */
function isRepQuery(sentence: string): boolean {
  const s = sentence.trim();
  if (/^(?:draft|write|compose|prepare|summari[sz]e|give me|list|suggest)\b/i.test(s)) return true;
  if (REP_ASKS.test(s)) return true;
  if (!s.endsWith("?") || VENDOR_QUESTION.test(s)) return false;
  return QUERY_START.test(s) && !CLIENT_VOICE.test(s.replace(QUERY_START, ""));
}

/** The sentences that state something about the deal: not the assistant's, not the rep's queries. */
export function statements(sentences: Sentence[]): Sentence[] {
  return sentences.filter((s) => s.origin !== "assistant" && !isRepQuery(s.text));
}

export const STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at by for with from about as is are was were be been " +
    "being it its this that these those i me my we our you your he she they them their his her " +
    "what which who whom how why when where do does did can could should would will shall may " +
    "might must have has had not no so than then too very just there here into over under up " +
    "down out off again any all some such only own same also s t don't doesn't i'm it's what's " +
    "let me please get got"
  ).split(" "),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d][\p{L}\d'’]*/gu) ?? [];
}

function stem(word: string): string {
  return word.replace(/'s$/, "").replace(/(?:ing|ed|es|s)$/, "") || word;
}

export function contentWords(text: string): Set<string> {
  return new Set(
    words(text)
      .filter((w) => !STOPWORDS.has(w) && w.length > 1)
      .map(stem),
  );
}

/** Shared content words and their Jaccard ratio. */
export function overlap(a: string, b: string): { shared: number; ratio: number } {
  const wa = contentWords(a);
  const wb = contentWords(b);
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  const union = wa.size + wb.size - shared;
  return { shared, ratio: union === 0 ? 0 : shared / union };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A CRM for 50 reps" → "a CRM for 50 reps" (acronyms kept). */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) || /^\p{Lu}(?:\s|$)/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** The client's words addressed back to them: "replace their spreadsheets" → "replace your spreadsheets". */
export function secondPerson(text: string): string {
  return text
    .replace(/\btheir\b/g, "your")
    .replace(/\bthey're\b/g, "you're")
    .replace(/\bthey\b/g, "you")
    .replace(/\bthem\b/g, "you")
    .replace(/\bthemselves\b/g, "yourselves");
}

/** "Acme's", "Acme Logistics'" */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

const VERBS = new Set(
  (
    "replace track manage integrate automate reduce improve get have see send sync migrate move build " +
    "create connect support use run handle keep store report forecast share capture log schedule book " +
    "invoice monitor measure consolidate streamline centralise centralize cut save increase grow speed " +
    "give let allow enable make stop avoid find match import export add update clean organise organize"
  ).split(" "),
);

/** A requirement as the object of "they need …": "Replace X" → "to replace X", "A CRM" → "a CRM". */
export function asObject(requirement: string): string {
  const text = lowerFirst(requirement).replace(/\.$/, "");
  const first = text.split(/\s+/)[0].toLowerCase();
  return VERBS.has(first) ? `to ${text}` : text;
}

export function firstName(name: string | null | undefined): string | null {
  if (!name) return null;
  return name.trim().split(/\s+/)[0] || null;
}

/** "a, b and c" */
export function joinList(items: string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function stripEnd(text: string): string {
  return text.trim().replace(/[\s.,;:!?]+$/, "");
}

export function unique<T>(items: T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
