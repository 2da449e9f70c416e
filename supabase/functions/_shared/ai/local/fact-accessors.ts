// Facts the drafts need that `Facts` does not carry yet: what the client chose instead of us, the
// reasons they gave, what just happened (to thank them for) and the needs without the dates.
// Each reads only what the analyser already extracted; once `Facts` provides one of these, the
// accessor becomes a field read.

import type { DatedFact } from "./extract/timeline.ts";
import type { ObjectionKind } from "./extract/signals.ts";
import type { Facts } from "./facts.ts";
import { clauseAround, statements, stripEnd, unique } from "./text.ts";
import { needPhrase } from "./need-phrase.ts";
import { meetingKind } from "./said-dates.ts";

/** The vendor the client picked over us, when one is named. */
export function chosenCompetitor(f: Facts): string | null {
  return f.signals.competitors.find((c) => c.chosen)?.name ?? null;
}

export interface StatedReason {
  /** An objection's kind, "competitor" for what the chosen vendor offered, "stated" for "because …". */
  kind: ObjectionKind | "competitor" | "stated";
  /** The reason in a few words: "price", "security review", "HubSpot already integrates with their Outlook". */
  label: string;
  quote: string;
}

export const OBJECTION_LABEL: Record<ObjectionKind, string> = {
  price: "price",
  no_budget: "no budget",
  timing: "timing",
  approval: "approval",
  security: "security review",
  incumbent: "staying with their current vendor",
  cold: "lost interest",
};

const BECAUSE =
  /\b(?:because(?: of)?|due to|citing|the reason (?:is|was)|mainly for|mostly for)\s+(.{4,120})/i;

/** The clause of a sentence that names the vendor: "HubSpot already integrates with their Outlook". */
function clauseNaming(sentence: string, name: string): string | null {
  const word = name.split(/[ .]/)[0].toLowerCase();
  const at = sentence.toLowerCase().indexOf(word);
  if (at < 0) return null;
  const clause = clauseAround(sentence, at)
    .split(/\s+(?:and|so)\s+(?=\S)/i)
    .find((part) => part.toLowerCase().includes(word));
  return clause ? stripEnd(clause.trim()) : null;
}

/**
 * The reasons the client gave for not buying: their objections, anything said "because …" in
 * the sentence that closed the deal, and what the chosen vendor was said to do better.
 */
export function lossReasons(f: Facts): StatedReason[] {
  const reasons: StatedReason[] = [];
  const outcome = f.signals.outcome;
  const said = outcome ? outcome.quote.match(BECAUSE) : null;
  if (outcome && said) {
    reasons.push({ kind: "stated", label: stripEnd(said[1]), quote: outcome.quote });
  }
  const seen = new Set<ObjectionKind>();
  for (const o of [...f.signals.objections].reverse()) {
    if (seen.has(o.kind)) continue;
    seen.add(o.kind);
    reasons.push({ kind: o.kind, label: OBJECTION_LABEL[o.kind], quote: o.quote });
  }
  const chosen = chosenCompetitor(f);
  if (chosen) {
    for (const s of statements(f.sentences)) {
      if (s.text === outcome?.quote) continue;
      const clause = clauseNaming(s.text, chosen);
      if (clause && clause.split(/\s+/).length >= 3) {
        reasons.push({ kind: "competitor", label: clause, quote: s.text });
      }
    }
  }
  return reasons.sort((a, b) => order(a, f) - order(b, f));
}

function order(r: StatedReason, f: Facts): number {
  return f.sentences.find((s) => s.text === r.quote)?.order ?? 0;
}

export type OccasionKind = "signed" | "decision" | "demo" | "meeting" | "feedback" | "time";

export interface Occasion {
  kind: OccasionKind;
  /** What the note thanks for, after "Thank you for": "signing the contract". */
  thanksFor: string;
}

const ABOUT = String.raw`\b(?:for|after|from|about|on|of)\s+(?:the |your |our |their |today's |yesterday's |this morning's |this afternoon's |last week's )?`;
/** Words that say which meeting: "the tasting session", "the product demo". */
const KIND_WORDS = String.raw`(?:[\w-]+\s+){0,2}?`;
const ASKED_FOR: [RegExp, OccasionKind][] = [
  [
    new RegExp(
      ABOUT + String.raw`(?:sign\w*|signature|contract|order|business|choosing us)\b`,
      "i",
    ),
    "signed",
  ],
  [new RegExp(ABOUT + String.raw`(?:decision|letting (?:me|us) know)\b`, "i"), "decision"],
  [new RegExp(ABOUT + KIND_WORDS + String.raw`demo\b`, "i"), "demo"],
  [
    new RegExp(
      ABOUT +
        KIND_WORDS +
        String.raw`(?:meeting|call|visit|workshop|presentation|session|lunch|time)\b`,
      "i",
    ),
    "meeting",
  ],
  [new RegExp(ABOUT + String.raw`(?:feedback|input|comments|review)\b`, "i"), "feedback"],
];

const SIGNED_ITEM =
  /\bsigned (?:the |our |a |their )?(contract|agreement|order form|proposal|PO|SOW|MSA|renewal|quote|offer)\b|\b(contract|agreement|order form|PO|SOW|MSA) (?:is |was |has been )?(?:signed|countersigned|executed)\b/i;

const HELD =
  /\b(?:had|held|ran|did|gave|finished|wrapped up|after)\b[^.;]{0,25}?\b(demo|call|meeting|workshop|presentation|visit|walkthrough|session)\b|\b(demo|call|meeting|workshop|presentation|visit) (?:went|was) (?:well|great|good|really well)\b/i;
/** The kind of meeting the rep asks to thank for: "the workshop on Monday" → "workshop". */
const MEETING_ASKED =
  /\b(call|meeting|visit|workshop|presentation|session|lunch|walkthrough|site visit)\b/i;

/** What the signed paper was: "the contract", "the order form". */
function signedItem(f: Facts): string {
  const m = f.signals.outcome?.quote.match(SIGNED_ITEM);
  const item = m ? (m[1] ?? m[2]) : "contract";
  return /^(?:PO|SOW|MSA)$/.test(item) ? `the ${item}` : `the ${item.toLowerCase()}`;
}

/** The latest meeting or demo that took place, from the rep's notes: told as held, or today's. */
function heldMeeting(f: Facts): "demo" | "meeting" | "call" | null {
  const said = statements(f.sentences)
    .reverse()
    .map((s) => s.text.match(HELD))
    .find(Boolean);
  const what = said ? (said[1] ?? said[2]) : f.timeline.held && meetingKind(f.timeline.held);
  if (!what) return null;
  const kind = what.toLowerCase();
  return kind === "demo" ? "demo" : kind === "call" ? "call" : "meeting";
}

/** "your time on the call", "your time at the workshop" */
function meetingThanks(kind: string | null | undefined, day: string): string {
  const what = kind?.toLowerCase() ?? "meeting";
  return what === "call" ? `your time on ${day} call` : `your time at ${day} ${what}`;
}

/** The day the rep's request gives the meeting: "today's demo" → "today's", else "the". */
function dayOf(ask: string): string {
  return (
    ask
      .match(/\b((?:to|yester)day|this (?:morning|afternoon)|last (?:week|night))['’]s\b/i)?.[0]
      .toLowerCase()
      .replace("’", "'") ?? "the"
  );
}

/** What a thank-you note thanks for: what the rep names, else the latest event in the deal. */
export function occasionOf(f: Facts, ask: string): Occasion {
  const outcome = f.signals.outcome?.kind;
  // Only what happened: no thanks for signing before they signed.
  const possible = (kind: OccasionKind) =>
    kind === "signed" ? outcome === "CLOSED_WON" : kind === "decision" ? Boolean(outcome) : true;
  const named = ASKED_FOR.find(([re, kind]) => possible(kind) && re.test(ask))?.[1];
  const held = heldMeeting(f);
  const kind: OccasionKind =
    named ??
    (outcome === "CLOSED_WON"
      ? "signed"
      : outcome === "CLOSED_LOST"
        ? "decision"
        : held === "demo"
          ? "demo"
          : held
            ? "meeting"
            : f.signals.buying.some((b) => b.kind === "positive")
              ? "feedback"
              : "time");
  const thanksFor: Record<OccasionKind, string> = {
    signed: `signing ${signedItem(f)}`,
    decision: "letting me know your decision",
    demo: `your time at ${named === "demo" ? dayOf(ask) : "the"} demo`,
    meeting: meetingThanks(
      named === "meeting" ? (ask.match(MEETING_ASKED)?.[1] ?? held) : held,
      named === "meeting" ? dayOf(ask) : "the",
    ),
    feedback: "your feedback",
    time: "your time",
  };
  return { kind, thanksFor: thanksFor[kind] };
}

/**
 * Stated requirements without their approvals, as objects of "need" ("a pilot by March, and the
 * CFO signs off" → "a pilot"; "the pilot started by March" → "the pilot to be started by March"),
 * leaving out the ones that only restate a date ("Go live on 1 February").
 */
export function statedNeeds(f: Facts): string[] {
  const dated = [f.timeline.deadline, f.timeline.goLive, f.timeline.meeting]
    .filter((d): d is DatedFact => d !== null)
    .map((d) => d.phrase.toLowerCase());
  const needs = f.needs.requirements
    .filter((r) => {
      const text = r.toLowerCase();
      return !dated.some((phrase) => text.includes(phrase) && text.split(/\s+/).length <= 6);
    })
    .map((r) => needPhrase(r, f.now))
    .filter((r) => r.length >= 3);
  return unique(needs, (r) => r.toLowerCase());
}
