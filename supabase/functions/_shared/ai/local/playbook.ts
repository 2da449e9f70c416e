// General sales advice for questions the deal's facts cannot answer ("How do I follow up after a
// demo?"): a small playbook, matched on the question's words. Advice for winning a deal is not
// given on a deal that is already won or lost.

import type { Stage } from "../types.ts";
import { contentWords } from "./text.ts";

interface Play {
  keywords: string[];
  lead: string;
  points: string[];
  /** The deals it fits: open ones (the default), won ones, or any. */
  fits?: "won" | "any";
}

function fitsStage(play: Play, stage: Stage | null): boolean {
  if (play.fits === "any" || stage === null) return true;
  if (play.fits === "won") return stage === "CLOSED_WON";
  return stage !== "CLOSED_WON" && stage !== "CLOSED_LOST";
}

const PLAYS: Play[] = [
  {
    keywords: ["follow", "after", "demo", "meeting", "call", "recap"],
    lead: "Follow up within a day, while the demo is fresh, and make the next step easy to say yes to.",
    points: [
      "Recap the two or three problems they said matter most, in their words.",
      "Answer anything left open in the demo, or say when you will.",
      "Propose one concrete next step with a date (a proposal review, a trial, a call with the decision maker).",
    ],
  },
  {
    keywords: ["cold", "open", "opener", "prospect", "outreach", "first", "intro"],
    lead: "Open with their problem, not your product, and earn the next thirty seconds.",
    points: [
      "Say why you are calling them specifically (a trigger: hiring, growth, a new tool).",
      "Ask one open question about how they handle it today.",
      "Ask for a short follow-up meeting rather than a sale.",
    ],
  },
  {
    keywords: ["discovery", "qualify", "qualification", "question", "ask", "bant", "meddic"],
    lead: "Qualify on four things: the need, the budget, who decides and the timeline.",
    points: [
      "Need: what happens today, and what does it cost them?",
      "Budget: what have they set aside, and is it approved?",
      "Authority: who signs, and who else has a say?",
      "Timeline: when must it be live, and what drives that date?",
    ],
  },
  {
    keywords: ["close", "closing", "sign", "commit", "push", "stall", "stalled", "ghost"],
    lead: "Deals close when the buyer sees a clear path: agree the steps to signature together.",
    points: [
      "Write down the remaining steps (legal, security, approval) with owners and dates.",
      'Ask directly: "Is there anything that would stop you signing by that date?"',
      'If it has stalled, offer a simple way out: "Should I close the file for now?" often restarts it.',
    ],
  },
  {
    keywords: ["negotiate", "negotiation", "discount", "terms", "contract", "concession"],
    lead: "Never give a concession without getting one back.",
    points: [
      "Know your walk-away point before the call.",
      "Trade price for term length, volume, payment up front, a case study or a faster signature.",
      "Negotiate the whole package at once rather than item by item.",
    ],
  },
  {
    keywords: ["referral", "upsell", "expand", "expansion", "renewal", "existing", "customer"],
    lead: "Expansion starts with proof of value: show the results before you ask for more.",
    points: [
      "Review the outcomes so far with the sponsor.",
      "Find the next team or use case with the same problem.",
      "Ask for an introduction while the results are fresh.",
    ],
    fits: "won",
  },
  {
    keywords: ["email", "subject", "line", "write", "message", "linkedin"],
    lead: "Short, specific and about them: one idea and one ask per message.",
    points: [
      "Subject line: their problem or their name, not your product.",
      "Three to five sentences, with a single clear question at the end.",
      "Follow up two or three times, each time adding something new.",
    ],
    fits: "any",
  },
];

/**
 * The play for the deal's stage (any play without a deal) sharing the most words with the
 * question: two or more, or one in a short question.
 */
export function findPlay(question: string, stage: Stage | null): Play | null {
  const words = contentWords(question);
  let best: { play: Play; score: number } | null = null;
  for (const play of PLAYS.filter((p) => fitsStage(p, stage))) {
    const score = [...contentWords(play.keywords.join(" "))].filter((k) => words.has(k)).length;
    const enough = score >= 2 || (score === 1 && words.size <= 4);
    if (enough && (!best || score > best.score)) best = { play, score };
  }
  return best?.play ?? null;
}
