// A software requirements specification written from the conversation.

import type { DocumentContent } from "../../../documents/content.ts";
import { formatLongDate } from "../dates.ts";
import { describePerson } from "../extract/people.ts";
import { joinList, possessive } from "../text.ts";
import { challenge, type DocContext, finish, needList, phases, section } from "./common.ts";

const PROPOSED_NFR = [
  "Usability: the main screens are usable without training for day-to-day work (proposed).",
  "Performance: common pages respond within 2 seconds under normal load (proposed).",
  "Availability: the service is available during the client's business hours with planned maintenance announced in advance (proposed).",
  "Data: data can be exported in a standard format (CSV) at any time (proposed).",
];

function openQuestions(c: DocContext): string[] {
  const f = c.facts;
  const out: string[] = [];
  if (!f.budget) out.push("What budget is available for the project?");
  if (!f.timeline.goLive && !f.timeline.asap) {
    out.push("What is the target go-live date, and what drives it?");
  }
  if (!f.people.some((p) => p.decisionMaker)) {
    out.push("Who approves the requirements and signs off the project?");
  }
  if (f.needs.requirements.length === 0) {
    out.push("Which business processes must the system support first?");
  }
  if (f.needs.integrations.length === 0) out.push("Which existing systems must it integrate with?");
  out.push(...f.needs.questions.map((q) => `Client question to answer: ${q}`));
  for (const o of new Set(f.signals.objections.map((o) => o.kind))) {
    if (o === "security") {
      out.push("Which security and compliance evidence does the client's review require?");
    }
    if (o === "approval") {
      out.push("What does the approval process look like, and how long does it take?");
    }
  }
  return out;
}

export function srs(c: DocContext): DocumentContent {
  const f = c.facts;
  const functional = f.needs.requirements.map((r, i) => `FR-${i + 1}: ${r.replace(/\.$/, "")}.`);
  const integrations = f.needs.integrations.map(
    (x, i) => `FR-${functional.length + i + 1}: Integrate with ${x}.`,
  );
  const nfr = [
    ...f.needs.compliance.map((x, i) => `NFR-${i + 1}: Comply with ${x}.`),
    ...PROPOSED_NFR.map((x, i) => `NFR-${f.needs.compliance.length + i + 1}: ${x}`),
  ];
  const stakeholders = f.people.map(
    (p) => `${describePerson(p)}${p.decisionMaker ? ": approver" : ": reviewer"}`,
  );
  const users = f.needs.quantities.map((q) => `End users: ${q.count} ${q.unit}`);
  const plan = phases(f, c.input.date);
  const { goLive, deadline } = f.timeline;
  const constraints = [
    goLive
      ? `Go-live: ${formatLongDate(goLive.date)} ("${goLive.phrase}").`
      : f.timeline.asap
        ? "Go-live: as soon as possible."
        : "Go-live: not stated yet.",
    deadline && deadline !== goLive
      ? `Nearest deadline: ${formatLongDate(deadline.date)} ("${deadline.phrase}").`
      : "",
    f.budget ? `Budget: ${f.budget.band}.` : "Budget: not stated yet.",
    ...f.signals.competitors
      .filter((x) => x.current)
      .map((x) => `Data must be migrated from ${x.name}.`),
  ];
  return finish(c, {
    kind: "srs",
    title: c.input.title,
    subtitle: `Software requirements specification for ${c.client}`,
    clientName: c.input.clientName ?? c.input.client?.name ?? null,
    sections: [
      section("1. Introduction and purpose", [
        `This document specifies the requirements for ${possessive(
          c.client,
        )} system, as gathered from the conversation up to ${formatLongDate(c.input.date)}. ${challenge(
          c,
        )}`,
        "It is the basis for the proposal, the implementation plan and acceptance testing.",
      ]),
      section(
        "2. Scope",
        [
          needList(f).length
            ? "In scope:"
            : "The scope has not been detailed yet; the open questions below must be answered first.",
        ],
        [
          ...needList(f),
          "Out of scope: anything not listed here; changes follow the agreed change process.",
        ],
      ),
      section(
        "3. Stakeholders",
        stakeholders.length || users.length ? [] : ["No stakeholders have been named yet."],
        [...stakeholders, ...users],
      ),
      section(
        "4. Functional requirements",
        functional.length || integrations.length
          ? []
          : [
              "No functional requirements were stated in the conversation yet; see the open questions.",
            ],
        [...functional, ...integrations],
      ),
      section(
        "5. Non-functional requirements",
        [
          f.needs.compliance.length
            ? `Stated by the client: ${joinList(
                f.needs.compliance,
              )}. Items marked "proposed" are our defaults, to confirm.`
            : `Items marked "proposed" are our defaults, to confirm with the client.`,
        ],
        nfr,
      ),
      section(
        "6. Constraints and timeline",
        [plan.note],
        [...constraints.filter(Boolean), ...plan.phases.map((p) => `${p.name}: ${p.when}`)],
      ),
      section("7. Open questions", [], openQuestions(c)),
    ],
    slides: [],
    budget: null,
  });
}
