// "What happened?": why a lost deal was lost, what a won deal hands over, and for an open deal
// where it stands. The analysis' stage decides which, whatever the question assumed.

import { formatDay } from "./dates.ts";
import {
  answer,
  type Draft,
  isLost,
  isWon,
  recapPoints,
  type ReplyContext,
  stageSentence,
} from "./drafts.ts";
import type { ObjectionKind } from "./extract/signals.ts";
import { chosenCompetitor, lossReasons } from "./fact-accessors.ts";
import { capitalise, unique } from "./text.ts";

const LESSON: Record<ObjectionKind, string> = {
  price: "show the return in their numbers before price comes up",
  no_budget: "qualify the budget at the first call",
  timing: "tie the project to a date that matters to them",
  approval: "bring the approver into the conversation early",
  security: "send the security pack at the first call so their review starts early",
  incumbent: "quantify the cost of staying with the current vendor early",
  cold: "keep a regular cadence, each contact with one concrete reason to talk",
};

function lossReview(c: ReplyContext): Draft {
  const { facts: f, analysis: a } = c;
  const to = chosenCompetitor(f);
  const reasons = lossReasons(f);
  const points: string[] = [];
  if (f.signals.outcome) points.push(`Outcome: "${f.signals.outcome.quote}"`);
  for (const r of reasons) {
    if (r.kind === "competitor") points.push(`Where ${to} was ahead: ${r.label}.`);
    else if (r.kind === "stated") points.push(`Their reason: ${r.label}.`);
    else points.push(`${capitalise(r.label)}: "${r.quote}"`);
  }
  const lessons = reasons.flatMap((r) =>
    r.kind === "competitor" || r.kind === "stated" ? [] : [LESSON[r.kind]],
  );
  if (!f.people.some((p) => p.decisionMaker)) lessons.push("reach the person who signs earlier");
  if (!f.budget && !f.noBudget) lessons.push("qualify the budget at the first call");
  if (lessons.length) points.push(`What we learned: ${unique(lessons).join("; ")}.`);
  if (a.suggestedFollowup) {
    points.push(`Check back: ${formatDay(new Date(a.suggestedFollowup.dueAt), f.now)}.`);
  }
  const unknown = [
    to ? "" : "competitor not named",
    reasons.length ? "" : "reason not stated",
  ].filter(Boolean);
  return answer(
    c,
    "outcome",
    `Lost${to ? ` to ${to}` : ""}${unknown.length ? `; ${unknown.join(", ")}` : ""}.`,
    points,
  );
}

function winSummary(c: ReplyContext): Draft {
  const f = c.facts;
  const why = f.signals.buying
    .filter((b) => ["positive", "demo", "ready", "trial"].includes(b.kind))
    .map((b) => `"${b.quote}"`);
  return answer(c, "outcome", f.signals.outcome ? `Won: "${f.signals.outcome.quote}"` : "Won.", [
    why.length ? `Why they chose us: ${unique(why).join(" ")}` : "Why they chose us: not stated.",
    ...recapPoints(c),
  ]);
}

export function outcomeDraft(c: ReplyContext): Draft {
  if (isLost(c)) return lossReview(c);
  if (isWon(c)) return winSummary(c);
  return answer(c, "outcome", `No outcome yet. ${stageSentence(c)}`, recapPoints(c));
}
