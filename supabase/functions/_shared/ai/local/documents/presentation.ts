// A presentation: one idea per slide, 6 to 12 slides (title and closing slides are the renderer's).

import type { DocumentContent, Slide } from "../../../documents/content.ts";
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
} from "./common.ts";

const BENEFITS: [RegExp, string][] = [
  [/spreadsheet|excel|manual|paper/i, "Less manual work: one system instead of spreadsheets"],
  [/report|forecast|visibility|dashboard|insight/i, "Reliable forecasts and pipeline visibility"],
  [/e-?mail|outlook|gmail|calendar|integrat/i, "Email, calendar and client history in one place"],
  [/mobile|field|on the go|tablet/i, "Reps can work from anywhere"],
  [/follow[- ]?up|automat|remind/i, "Automated follow-ups so no lead is dropped"],
  [/lead|pipeline|deal/i, "A clear pipeline with the next step on every deal"],
  [/onboard|train|adopt/i, "Faster onboarding of new reps"],
];
const DEFAULT_BENEFITS = [
  "A single view of every client",
  "Clear next steps on every deal",
  "Less time on admin, more time selling",
];

export function presentation(c: DocContext): DocumentContent {
  const f = c.facts;
  const needs = needList(f);
  const text = [...needs, c.input.userPrompt, c.input.additionalContext ?? ""].join(" ");
  const benefits = BENEFITS.filter(([re]) => re.test(text)).map(([, b]) => b);
  const plan = phases(f, c.input.date);
  const seats = seatCount(f.needs);
  const slides: Slide[] = [
    {
      title: c.client === "your organisation" ? "Your challenge" : `${c.client}: the challenge`,
      bullets: [challenge(c), ...needs.slice(1, 4)],
      notes: "Start with their words, not ours.",
    },
    {
      title: "What you need",
      bullets: needs.length ? needs.slice(0, 5) : ["Requirements to be confirmed together"],
    },
    {
      title: "Our proposed solution",
      bullets: [
        seats ? `Configured for ${quantityText(seats)}` : "Configured for your team",
        f.needs.integrations.length
          ? `Connected to ${joinList(f.needs.integrations)}`
          : "Connected to the tools you already use",
        "Training and onboarding included",
        "Support after go-live",
      ],
    },
    { title: "Key benefits", bullets: [...benefits, ...DEFAULT_BENEFITS].slice(0, 4) },
  ];
  const concerns = [...new Set(f.signals.objections.map((o) => o.kind))];
  const rivals = f.signals.competitors.map((x) => x.name);
  if (concerns.length || rivals.length) {
    slides.push({
      title: "Addressing your concerns",
      bullets: [
        ...concerns.map(
          (k) =>
            ({
              price: "Value: the return in hours saved and deals won",
              no_budget: "Budget: a phased start that fits your planning cycle",
              timing: "Timing: a plan that fits your calendar",
              approval: "Approval: a one-page business case for your approvers",
              security: `Security: ${
                f.needs.compliance.length
                  ? joinList(f.needs.compliance)
                  : "documentation and a review call"
              }`,
              incumbent: "Switching: migration handled by us",
              cold: "Priorities: what would make this worth doing now",
            })[k],
        ),
        ...(rivals.length
          ? [`How we compare with ${joinList(rivals)} on what matters to you`]
          : []),
      ],
    });
  }
  slides.push(
    {
      title: "Implementation timeline",
      bullets: plan.phases.map((p) => `${p.name}: ${p.when}`),
      notes: plan.note,
    },
    { title: "Investment", bullets: [investmentParagraph(f)] },
    { title: "Next steps", bullets: nextSteps(c) },
  );
  const agenda: Slide = { title: "Agenda", bullets: slides.map((s) => s.title) };
  return finish(c, {
    kind: "presentation",
    title: c.input.title,
    subtitle: `For ${c.client}`,
    clientName: c.input.clientName ?? c.input.client?.name ?? null,
    sections: [],
    slides: [agenda, ...slides].slice(0, 12),
    budget: null,
  });
}
