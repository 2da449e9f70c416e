// How an assistant's configuration shapes its words: simple directives read from the system
// instructions, the tone of the response style, and the closest training example.

import type { ResponseStyle, TrainingExample } from "../types.ts";
import { overlap, splitSentences } from "./text.ts";

export interface Directives {
  bullets: boolean;
  numbered: boolean;
  short: boolean;
  maxSentences: number | null;
  maxWords: number | null;
  endWithNextStep: boolean;
  endWithQuestion: boolean;
  noDiscounts: boolean;
  mentionBudget: boolean;
  introduce: boolean;
  startWithSummary: boolean;
  signOff: string | null;
}

const COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

export function parseDirectives(instructions: string): Directives {
  const t = instructions ?? "";
  const num = (re: RegExp) => {
    const m = t.match(re);
    return m ? (COUNT[m[1].toLowerCase()] ?? Number(m[1])) : null;
  };
  const sign = t.match(
    /\bsign (?:off|emails?|messages?|replies)?\s*(?:as|with)\s+["“']?([^"”'.\n]{2,40})/i,
  );
  return {
    bullets:
      /\bbullet(?:s|ed)?(?: points?| lists?)?\b/i.test(t) &&
      !/\b(?:no|avoid|without|never|don't use) bullet/i.test(t),
    numbered: /\bnumbered\b|\bnumber(?:ed)? (?:list|steps)\b/i.test(t),
    short:
      /\b(?:keep (?:it|them|answers|responses|replies|things|messages)? ?(?:short|brief|concise|tight)|be (?:brief|concise|succinct)|short (?:answers|responses|replies)|concise|brevity)\b/i.test(
        t,
      ),
    maxSentences: num(
      /\b(?:max(?:imum)?(?: of)?|at most|no more than|under|in|within)\s+(\d+|one|two|three|four|five|six)\s+sentences?\b/i,
    ),
    maxWords: num(
      /\b(?:max(?:imum)?(?: of)?|at most|no more than|under|within|in)\s+(\d+)\s+words\b/i,
    ),
    endWithNextStep:
      /\b(?:end|finish|close|conclude|wrap up)\w*\b[^.\n]{0,40}\b(?:next step|next action|call to action|cta|action item)|\b(?:always )?(?:include|suggest|give|add|propose|recommend) (?:a |the |one )?(?:clear |concrete |specific )?next step/i.test(
        t,
      ),
    endWithQuestion:
      /\bend (?:with|on) a question\b|\bask (?:a |one )?(?:follow[- ]up |clarifying |qualifying )?question\b/i.test(
        t,
      ),
    noDiscounts: /\b(?:never|don't|do not|no|avoid|without)\b[^.\n]{0,25}\bdiscount/i.test(t),
    mentionBudget: /\balways (?:mention|include|state|reference|check) (?:the )?budget\b/i.test(t),
    introduce:
      /\bintroduce yourself\b|\bsay (?:who you are|your name)\b|\buse your (?:persona )?name\b/i.test(
        t,
      ),
    startWithSummary:
      /\b(?:start|begin|open|lead) with (?:a |the )?(?:short |one-line |brief |quick )?summary\b/i.test(
        t,
      ),
    signOff: sign ? sign[1].trim() : null,
  };
}

/** The example whose input shares the most words with the question, when close enough. */
export function closestExample(
  examples: TrainingExample[],
  question: string,
): { example: TrainingExample; ratio: number } | null {
  let best: { example: TrainingExample; ratio: number; shared: number } | null = null;
  for (const example of examples ?? []) {
    const { shared, ratio } = overlap(question, `${example.input} ${example.title}`);
    const byInput = overlap(question, example.input).ratio;
    const score = { example, ratio: Math.max(ratio, byInput), shared };
    if (
      !best ||
      score.shared > best.shared ||
      (score.shared === best.shared && score.ratio > best.ratio)
    ) {
      best = score;
    }
  }
  if (!best || (best.shared < 2 && best.ratio < 0.3) || best.shared === 0) return null;
  return { example: best.example, ratio: best.ratio };
}

export interface Shape {
  bullets: boolean;
  numbered: boolean;
  opener: string | null;
  closer: string | null;
  labels: string[];
  bulletedLabels: boolean;
}

const CLOSER =
  /^(?:let me know|happy to|want me to|would you like|shall i|feel free|hope this helps|any questions|ping me|if you need)/i;
const LABEL = /^(?:[-*•]\s*)?(?:\*\*)?([A-Z][A-Za-z' /&-]{1,30}?)(?:\*\*)?:\s*\S/;

/** The reusable structure of an expected output: list style, opening and closing lines, labels. */
export function shapeOf(expected: string): Shape {
  const lines = expected
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const bulletLines = lines.filter((l) => /^[-*•]\s/.test(l));
  const prose = lines.filter((l) => !/^(?:[-*•]|\d+[.)])\s/.test(l) && !LABEL.test(l));
  const sentences = splitSentences(prose.join("\n"));
  const first = sentences[0] ?? null;
  const last = sentences.length > 1 ? sentences[sentences.length - 1] : null;
  const generic = (s: string) => !/\d/.test(s) && s.split(/\s+/).length <= 14;
  const opener = first && generic(first) && lines[0].startsWith(first.slice(0, 12)) ? first : null;
  const closer = last && generic(last) && (last.endsWith("?") || CLOSER.test(last)) ? last : null;
  const labelled = lines.filter((l) => LABEL.test(l));
  return {
    bullets: bulletLines.length >= 2,
    numbered: lines.filter((l) => /^\d+[.)]\s/.test(l)).length >= 2,
    opener,
    closer: closer === opener ? null : closer,
    labels: labelled.map((l) => l.match(LABEL)![1].trim()),
    bulletedLabels: labelled.some((l) => /^[-*•]/.test(l)),
  };
}

/** "Hi Maria," in an example becomes "Hi Tom," for this client. */
export function personalise(line: string, name: string | null): string {
  return line.replace(/^(Hi|Hello|Hey|Dear)\s+\p{Lu}[\p{L}'-]*/u, (_m, g: string) =>
    name ? `${g} ${name}` : g,
  );
}

const EXPAND: [RegExp, string][] = [
  [/\bI'd\b/g, "I would"],
  [/\b([Hh])ere's\b/g, "$1ere is"],
  [/\b([Ii])t's\b/g, "$1t is"],
  [/\b([Tt])hat's\b/g, "$1hat is"],
  [/\b([Tt])here's\b/g, "$1here is"],
  [/\b([Ww])hat's\b/g, "$1hat is"],
  [/\b([Ww])ho's\b/g, "$1ho is"],
  [/\b([Ll])et's\b/g, "$1et us"],
  [/\bI'm\b/g, "I am"],
  [/\bI'll\b/g, "I will"],
  [/\b([Yy]ou|[Ww]e|[Tt]hey)'re\b/g, "$1 are"],
  [/\b([Yy]ou|[Ww]e|[Tt]hey)'ll\b/g, "$1 will"],
  [/\b([Yy]ou|[Ww]e|[Tt]hey)'ve\b/g, "$1 have"],
  [/\b([Cc])an't\b/g, "$1annot"],
  [/\b([Ww])on't\b/g, "$1ill not"],
  [/\b(\w+)n't\b/g, "$1 not"],
];

const CONTRACT: [RegExp, string][] = [
  [/\bI would\b/g, "I'd"],
  [/\b([Ii])t is\b/g, "$1t's"],
  [/\b([Tt])hat is\b/g, "$1hat's"],
  [/\b([Tt])here is\b/g, "$1here's"],
  [/\b([Dd])o not\b/g, "$1on't"],
  [/\b([Dd])oes not\b/g, "$1oesn't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Tt])hey are\b/g, "$1hey're"],
  [/\b([Ww])e will\b/g, "$1e'll"],
];

/** Formal drops contractions and exclamation marks; casual uses contractions. Quotes stay as said. */
export function applyTone(text: string, style: ResponseStyle): string {
  if (style === "professional-friendly") return text;
  return text
    .split(/("[^"\n]*")/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      if (style === "formal") {
        return EXPAND.reduce((t, [re, to]) => t.replace(re, to), part).replace(/!/g, ".");
      }
      return CONTRACT.reduce((t, [re, to]) => t.replace(re, to), part);
    })
    .join("");
}

export const NEXT_STEP_LABEL: Record<ResponseStyle, string> = {
  "professional-friendly": "Next step:",
  casual: "Next up:",
  formal: "Recommended next step:",
};
