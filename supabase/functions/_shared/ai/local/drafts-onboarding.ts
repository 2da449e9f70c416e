// The onboarding plan after a win: dated steps from the kick-off to the go-live and the first
// review. Before the deal is signed it is the plan once they sign, dated back from the go-live.

import { contactOf } from "./advice.ts";
import {
  addBusinessDays,
  addDays,
  formatDay,
  onOrAfterBusinessDay,
  onOrBeforeBusinessDay,
} from "./dates.ts";
import {
  answer,
  type Draft,
  isLost,
  isWon,
  kickoffDate,
  type ReplyContext,
  seatsText,
} from "./drafts.ts";
import { STAGE_LABELS } from "../../contract/enums.ts";
import { describePerson } from "./extract/people.ts";
import { chosenCompetitor } from "./fact-accessors.ts";
import { type GoLive, goLiveOf } from "./go-live.ts";
import type { Facts } from "./facts.ts";
import { joinList } from "./text.ts";

/** Business days a rollout takes when nobody has set a go-live date. */
const DEFAULT_SPAN = 20;
/** Where each step falls between the kick-off (0) and the go-live (1). */
const SETUP_AT = 0.2;
const INTEGRATIONS_AT = 0.45;
const TRAINING_AT = 0.75;
const REVIEW_AFTER_DAYS = 30;

function businessDaysBetween(from: Date, to: Date): number {
  let n = 0;
  while (addBusinessDays(from, n + 1) <= to) n++;
  return n;
}

/** Who uses it: "the 50 sales reps", or "the users (50 seats)" when only licences are counted. */
function usersText(f: Facts): string {
  const seats = seatsText(f);
  if (!seats) return "the users";
  return /seat|licen/.test(seats) ? `the users (${seats})` : `the ${seats}`;
}

function setupText(f: Facts): string {
  const incumbent = f.signals.competitors.find((x) => x.current)?.name;
  const data = f.needs.requirements.some((r) => /spreadsheet|excel/i.test(r))
    ? "import their spreadsheets"
    : incumbent
      ? `migrate the data from ${incumbent}`
      : "import their existing data";
  return `Set up accounts for ${usersText(f)} and ${data}.`;
}

interface Step {
  date: Date | null;
  /** Business days after the kick-off, for a plan nobody has dated yet. */
  offset: number;
  text: string;
  /** When the step falls, said in words where no day can be given ("30 days after the go-live"). */
  when?: string;
}

/** The plan's steps; `span` is the business days from the kick-off to the go-live. */
function steps(c: ReplyContext, kickoff: Date | null, stated: GoLive | null, span: number): Step[] {
  const f = c.facts;
  const live = stated?.date ?? null;
  const step = (share: number, text: string): Step => {
    const offset = Math.round(span * share);
    return { date: kickoff ? addBusinessDays(kickoff, offset) : null, offset, text };
  };
  const people = f.people.filter((p) => !p.body).map(describePerson);
  const integrations = f.needs.integrations;
  const connect = [
    ...(integrations.length
      ? [`the ${joinList(integrations)} integration${integrations.length > 1 ? "s" : ""}`]
      : []),
    ...f.needs.compliance,
  ];
  const end = live ?? (kickoff ? addBusinessDays(kickoff, span) : null);
  const review = `${contactOf(f)}: adoption against their goals.`;
  const reviewAt = span + Math.round((REVIEW_AFTER_DAYS * 5) / 7);
  return [
    step(
      0,
      `Kick-off with ${
        people.length ? joinList(people) : contactOf(f)
      }: agree owners, scope and success criteria.`,
    ),
    step(SETUP_AT, setupText(f)),
    ...(connect.length ? [step(INTEGRATIONS_AT, `Set up and test ${joinList(connect)}.`)] : []),
    step(TRAINING_AT, `Train ${usersText(f)}.`),
    {
      date: end,
      offset: span,
      text: live
        ? "Go-live."
        : stated
          ? `Ready to go live; the go-live is ${stated.prose}, as they said.`
          : "Go-live (proposed: no date agreed yet).",
    },
    // A go-live stated without a day dates nothing after it.
    stated && !live
      ? {
          date: null,
          offset: reviewAt,
          when: `${REVIEW_AFTER_DAYS} days after the go-live`,
          text: `Review with ${review}`,
        }
      : {
          date: end ? onOrAfterBusinessDay(addDays(end, REVIEW_AFTER_DAYS)) : null,
          offset: reviewAt,
          text: `${REVIEW_AFTER_DAYS}-day review with ${review}`,
        },
  ];
}

/** Before signature: the latest kick-off that still meets the go-live, four weeks ahead of it. */
function latestKickoff(c: ReplyContext, live: Date): Date {
  const wanted = onOrBeforeBusinessDay(addDays(live, -28));
  const earliest = addBusinessDays(c.facts.now, 1);
  return wanted < earliest ? earliest : wanted;
}

export function onboardingDraft(c: ReplyContext): Draft {
  const f = c.facts;
  if (isLost(c)) {
    const to = chosenCompetitor(f);
    return answer(
      c,
      "onboarding",
      `No onboarding to plan: the deal was lost${to ? ` to ${to}` : ""}.`,
      [],
    );
  }
  const stated = goLiveOf(f);
  const live = stated?.date ?? null;
  const won = isWon(c);
  const kickoff = won ? kickoffDate(c) : live ? latestKickoff(c, live) : null;
  const span = kickoff && live ? businessDaysBetween(kickoff, live) : null;
  const points = steps(c, kickoff, stated, span ?? DEFAULT_SPAN).map(
    (s) =>
      `${
        s.date ? formatDay(s.date, f.now) : (s.when ?? `Week ${Math.floor(s.offset / 5) + 1}`)
      }: ${s.text}`,
  );
  if (span !== null && span < 10) {
    points.push(`Tight: ${span} business days from kick-off to go-live.`);
  }
  // A vague go-live ("in Q2") is told as said, with the day the plan is dated against.
  const liveText =
    stated && live
      ? stated.prose.includes(formatDay(live, f.now))
        ? stated.prose
        : `${stated.prose} (planned against ${formatDay(live, f.now)})`
      : null;
  if (won) {
    return answer(
      c,
      "onboarding",
      liveText
        ? `Onboarding for ${f.clientLabel}, from the kick-off to the go-live ${liveText}.`
        : `Onboarding for ${f.clientLabel}; ${
            stated
              ? `go-live ${stated.prose}, no exact day yet, so the plan has them ready in four weeks`
              : "go-live date not set, so the plan assumes four weeks"
          }.`,
      points,
    );
  }
  const stage = STAGE_LABELS[c.analysis.stage];
  return answer(
    c,
    "onboarding",
    `Not signed yet (${stage} stage): this is the plan once they sign${
      liveText
        ? `. To go live ${liveText}, kick off by ${formatDay(kickoff!, f.now)}`
        : `; ${stated ? `go-live ${stated.prose}, no exact day yet` : "go-live date not stated"}`
    }.`,
    points,
  );
}
