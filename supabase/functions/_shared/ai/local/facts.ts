// Everything the analyser knows about a deal, read from the client record, every message and
// the attachments' text. Replies, analyses and documents are all written from these facts.

import type { Attachment, ChatMessage, ClientRecord } from "../types.ts";
import { tableStatements } from "./attachments.ts";
import {
  type BudgetFact,
  budgetFromRecord,
  dominantCurrency,
  findBudget,
  moneyMentions,
  saysNoBudget,
} from "./extract/budget.ts";
import { findNeeds, type Needs } from "./extract/needs.ts";
import { findPeople, type Person } from "./extract/people.ts";
import { findSignals, type Signals } from "./extract/signals.ts";
import { findTimeline, type TimelineFacts } from "./extract/timeline.ts";
import { type Sentence, type SourceText, toSentences } from "./text.ts";

export interface Facts {
  client: ClientRecord | null;
  /** The client's display name: the company when known, else the client's name. */
  clientLabel: string;
  budget: BudgetFact | null;
  /** The client said there is no budget. */
  noBudget: boolean;
  currency: string;
  timeline: TimelineFacts;
  people: Person[];
  signals: Signals;
  needs: Needs;
  sentences: Sentence[];
  /** How many messages the rep and the assistant exchanged. */
  messageCount: number;
  now: Date;
}

export interface FactSources {
  client: ClientRecord | null;
  clientName?: string | null;
  messages: ChatMessage[];
  attachments?: Attachment[];
  /** Text that is not a message: the rep's current message, a document prompt. */
  extra?: SourceText[];
  now: Date;
}

/** The client as the conversation names it: its company, its contact, or the name given. */
function clientNameOf(input: FactSources): string | null {
  return input.client?.company || input.client?.name || input.clientName || null;
}

function collectSources(input: FactSources): SourceText[] {
  const sources: SourceText[] = [];
  if (input.client?.notes) sources.push({ text: input.client.notes, origin: "record" });
  const client = clientNameOf(input);
  for (const a of input.attachments ?? []) {
    if (!a.text) continue;
    // A table, or one drawn with bars in a text, is read row by row, each cell named by its
    // column ("line total 86500 DKK").
    sources.push({ text: tableStatements(a, client), origin: "attachment" });
  }
  for (const m of input.messages) {
    sources.push({ text: m.content, origin: m.role === "user" ? "rep" : "assistant" });
  }
  sources.push(...(input.extra ?? []));
  return sources;
}

export function gatherFacts(input: FactSources): Facts {
  const sentences = toSentences(collectSources(input));
  const client = input.client;
  const people = findPeople(sentences.filter((s) => s.origin !== "assistant"));
  const notVendors = [
    client?.company,
    client?.name,
    input.clientName,
    ...people.map((p) => p.name),
  ].filter((x): x is string => Boolean(x));
  const signals = findSignals(sentences, notVendors);
  const recordCurrency = input.client?.currency?.toUpperCase() || null;
  const mentions = moneyMentions(
    sentences,
    recordCurrency,
    signals.competitors.map((c) => c.name),
  );
  const currency =
    dominantCurrency(mentions.filter((m) => m.sentence.origin !== "assistant")) ??
    recordCurrency ??
    "USD";
  const budget =
    findBudget(mentions, currency, sentences) ??
    budgetFromRecord(input.client?.dealValue ?? null, currency);
  return {
    client,
    clientLabel: clientNameOf(input) ?? "the client",
    budget,
    noBudget: !budget && saysNoBudget(sentences),
    currency: budget?.currency ?? currency,
    timeline: findTimeline(sentences, input.now),
    people,
    signals,
    needs: findNeeds(sentences),
    sentences,
    messageCount: input.messages.length + (input.extra?.length ?? 0),
    now: input.now,
  };
}
