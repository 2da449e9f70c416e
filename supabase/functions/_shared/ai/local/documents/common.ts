// What every document is written from: the facts of the request and conversation, a plan
// scheduled against the client's deadline, and the assistant's tone.

import type { DocumentContent, DocumentSection } from "../../../documents/content.ts";
import type { Analysis, DocumentInput } from "../../types.ts";
import { analyseFacts } from "../analyse.ts";
import { daysBetween, formatLongDate } from "../dates.ts";
import { describePerson } from "../extract/people.ts";
import { quantityText, seatCount } from "../extract/needs.ts";
import { type Facts, gatherFacts } from "../facts.ts";
import { applyTone, parseDirectives } from "../style.ts";
import { asObject, capitalise, joinList, lowerFirst, plural, secondPerson } from "../text.ts";

export interface DocContext {
  input: DocumentInput;
  facts: Facts;
  analysis: Analysis;
  client: string;
  short: boolean;
}

export function docContext(input: DocumentInput): DocContext {
  const extra = [input.userPrompt, input.additionalContext ?? ""]
    .filter((t) => t.trim())
    .map((text) => ({ text, origin: "prompt" as const }));
  const facts = gatherFacts({
    client: input.client,
    clientName: input.clientName,
    messages: input.messages,
    extra,
    now: input.date,
  });
  const client = input.clientName?.trim() || facts.clientLabel;
  return {
    input,
    facts: { ...facts, clientLabel: client },
    analysis: analyseFacts({ ...facts, clientLabel: client }),
    client: client === "the client" ? "your organisation" : client,
    short: parseDirectives(input.config.systemInstructions).short,
  };
}

export function section(
  heading: string,
  paragraphs: string[],
  bullets: string[] = [],
): DocumentSection {
  return { heading, paragraphs: paragraphs.filter(Boolean), bullets: bullets.filter(Boolean) };
}

/** What the client asked for, in their words; volumes, integrations and compliance included. */
export function needList(f: Facts): string[] {
  const out = f.needs.requirements.map(secondPerson);
  const seats = seatCount(f.needs);
  if (seats && !out.some((r) => r.includes(String(seats.count)))) {
    out.push(`Support for ${quantityText(seats)}`);
  }
  if (f.needs.integrations.length) out.push(`Integration with ${joinList(f.needs.integrations)}`);
  if (f.needs.compliance.length) out.push(`Compliance with ${joinList(f.needs.compliance)}`);
  return out;
}

export interface Phase {
  name: string;
  when: string;
}

/**
 * Discovery, configuration, training and go-live. With a go-live date the phases share the weeks
 * until it (15/45/20/20 %); without one they are an indicative eight weeks, marked as such.
 */
export function phases(f: Facts, start: Date): { phases: Phase[]; note: string } {
  const target = f.timeline.goLive;
  const deadline = target?.date;
  const weeks = deadline ? Math.max(2, Math.floor(daysBetween(start, deadline) / 7)) : 8;
  const shares: [string, number][] = [
    ["Discovery and detailed requirements", 0.15],
    ["Configuration, data migration and integrations", 0.45],
    ["Training and user acceptance testing", 0.2],
    ["Go-live and hypercare", 0.2],
  ];
  let week = 0;
  const out = shares.map(([name, share], i) => {
    const length =
      i === shares.length - 1 ? Math.max(1, weeks - week) : Math.max(1, Math.round(weeks * share));
    const from = week + 1;
    week = Math.min(weeks, week + length);
    const to = Math.max(from, week);
    return { name, when: from === to ? `week ${from}` : `weeks ${from}–${to}` };
  });
  const note = deadline
    ? `Planned backwards from the go-live date, ${formatLongDate(deadline)} ("${
        target!.phrase
      }"): ${plural(weeks, "week")} from ${formatLongDate(start)}.`
    : f.timeline.asap
      ? `The client wants to start as soon as possible; the plan below takes about ${plural(
          weeks,
          "week",
        )} and starts once the order is signed.`
      : `No target date has been given yet, so this is an indicative plan of about ${plural(
          weeks,
          "week",
        )}, to be confirmed.`;
  return { phases: out, note };
}

export function investmentParagraph(f: Facts): string {
  if (f.budget && !f.budget.fromRecord) {
    return `The solution is scoped to fit the budget ${
      f.client ? `${f.clientLabel} has` : "you have"
    } indicated: ${f.budget.band}. Final pricing will be confirmed with the agreed scope.`;
  }
  if (f.budget) {
    return `The deal value recorded so far is ${f.budget.band}; pricing will be confirmed once scope and volumes are agreed.`;
  }
  return "Pricing to be confirmed: no budget has been stated yet, so figures will follow once scope and volumes are agreed.";
}

export function nextSteps(c: DocContext): string[] {
  const f = c.facts;
  const dm = f.people.find((p) => p.decisionMaker);
  const steps = [`Review this document with ${dm ? describePerson(dm) : "the decision makers"}.`];
  if (!f.budget) steps.push("Confirm the budget range so pricing can be finalised.");
  if (!f.timeline.goLive && !f.timeline.asap) steps.push("Agree the target go-live date.");
  if (f.signals.objections.some((o) => o.kind === "security")) {
    steps.push("Complete the security and compliance review.");
  }
  const goLive = f.timeline.goLive;
  steps.push(
    `Agree the scope and sign the order form to start the project${
      goLive ? ` in time for go-live (${goLive.phrase})` : ""
    }.`,
  );
  return steps;
}

/** "Proposal for a 20-seat CRM rollout, budget $30k" → "a 20-seat CRM rollout" */
export function promptSubject(prompt: string): string | null {
  const first = prompt.trim().split(/\n|(?<=[.!?])\s/)[0] ?? "";
  const subject = first
    .replace(
      /^(?:please\s+)?(?:(?:write|create|prepare|draft|generate|make|build)\s+)?(?:me\s+)?(?:an?\s+|the\s+)?/i,
      "",
    )
    .replace(
      /^(?:proposal|presentation|budget|deck|quote|srs|document|pitch)\s+(?:for|about|on|covering|to)\s+/i,
      "",
    )
    .split(/[,;:]/)[0]
    .replace(/[.!?]+$/, "")
    .trim();
  return subject.length >= 4 && subject !== first.replace(/[.!?]+$/, "") ? subject : null;
}

export function challenge(c: DocContext): string {
  const needs = c.facts.needs.requirements;
  const who = capitalise(c.client);
  if (needs.length) return `${who} needs ${joinList(needs.slice(0, 2).map(asObject))}.`;
  const subject = promptSubject(c.input.userPrompt);
  return subject
    ? `${who} is looking at ${lowerFirst(subject)}.`
    : `${who} wants a better way to manage its sales process.`;
}

/** Applies the assistant's response style to every string of the document. */
export function finish(
  c: DocContext,
  doc: Omit<DocumentContent, "author" | "date">,
): DocumentContent {
  const style = c.input.config.responseStyle;
  const t = (s: string) => applyTone(s, style);
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      heading: s.heading,
      paragraphs: s.paragraphs.map(t),
      bullets: s.bullets.map(t),
    })),
    slides: doc.slides.map((s) => ({
      ...s,
      bullets: s.bullets.map(t),
      ...(s.notes ? { notes: t(s.notes) } : {}),
    })),
    author: c.input.config.personaName,
    date: c.input.date,
  };
}
