// A sales proposal: summary, needs, solution, timeline, investment, next steps.

import type { DocumentContent } from "../../../documents/content.ts";
import { quantityText, seatCount } from "../extract/needs.ts";
import { joinList } from "../text.ts";
import {
  challenge,
  type DocContext,
  finish,
  investmentParagraph,
  needList,
  nextSteps,
  phases,
  section,
} from "./common.ts";

export function proposal(c: DocContext): DocumentContent {
  const f = c.facts;
  const needs = needList(f);
  const plan = phases(f, c.input.date);
  const seats = seatCount(f.needs);
  const target = f.timeline.goLive ? ` by ${f.timeline.goLive.phrase}` : "";
  const summary = [
    `${challenge(
      c,
    )} This proposal sets out how we will deliver that${target}: our understanding of the need, the proposed solution, the plan and the investment.`,
    c.short
      ? ""
      : f.budget && !f.budget.fromRecord
        ? `Investment: within the budget indicated, ${f.budget.band}.`
        : "Investment: pricing to be confirmed with the scope.",
  ];
  const understanding = needs.length
    ? section("Understanding of your needs", [`From our conversations, ${c.client} needs:`], needs)
    : section("Understanding of your needs", [
        "No specific requirements have been stated yet. We will confirm them in a short discovery workshop at the start of the project.",
      ]);
  const solution = [
    seats
      ? `Set-up and configuration for ${quantityText(seats)}.`
      : "Set-up and configuration for your team.",
    needs.length
      ? "Configuration covering each need listed above, tested with your team before go-live."
      : "",
    f.needs.integrations.length ? `Integration with ${joinList(f.needs.integrations)}.` : "",
    f.needs.compliance.length ? `Security and compliance: ${joinList(f.needs.compliance)}.` : "",
    "Training and onboarding so the team uses it from day one.",
    "Support after go-live.",
  ];
  const incumbent = f.signals.competitors.find((x) => x.current);
  const timelineParagraphs = [plan.note];
  if (incumbent) {
    timelineParagraphs.push(`The plan includes migrating your data from ${incumbent.name}.`);
  }
  const investmentBullets = seats ? [`Volume: ${quantityText(seats)}.`] : [];
  if (f.needs.taxRate !== null) {
    investmentBullets.push(`Tax: ${Math.round(f.needs.taxRate * 1000) / 10}% on top.`);
  }
  return finish(c, {
    kind: "proposal",
    title: c.input.title,
    subtitle: `Prepared for ${c.client}`,
    clientName: c.input.clientName ?? c.input.client?.name ?? null,
    sections: [
      section("Executive summary", summary),
      understanding,
      section(
        "Proposed solution",
        [`We propose a phased implementation focused on what ${c.client} asked for:`],
        solution,
      ),
      section(
        "Timeline",
        timelineParagraphs,
        plan.phases.map((p) => `${p.name}: ${p.when}`),
      ),
      section("Investment", [investmentParagraph(f)], investmentBullets),
      section("Next steps", [], nextSteps(c)),
    ],
    slides: [],
    budget: null,
  });
}
