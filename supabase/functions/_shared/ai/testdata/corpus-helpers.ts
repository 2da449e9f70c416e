// Builders and types for the labelled corpus (corpus.ts); how to label: LABELLING.md.
// Labels are what a sales manager would record; due dates follow the documented follow-up rules
// (won: 2 business days; lost: 90 days; a date the client asked for; else HIGH next business day,
// MEDIUM 3 business days, LOW one week; never after the business day before a close meeting).
// `now` is Wednesday 18 November 2026, 10:00 UTC.

import type { Attachment, ChatMessage, ClientRecord, Priority, Stage } from "../types.ts";

export const CORPUS_NOW = new Date("2026-11-18T10:00:00Z");

export interface CorpusCase {
  id: string;
  industry: string;
  client: ClientRecord;
  messages: ChatMessage[];
  attachments: Attachment[];
  expected: {
    stage: Stage;
    priority: Priority;
    /** null when no figure is stated anywhere */
    budgetBand: string | null;
    /** YYYY-MM-DD */
    followupDue: string;
    /** Other vendors named as considered, incumbent or chosen instead; the insights must name them. */
    competitors?: string[];
  };
}

export const rep = (content: string): ChatMessage => ({ role: "user", content });
export const ai = (content: string): ChatMessage => ({ role: "assistant", content });

export function client(
  name: string,
  company: string,
  extra: Partial<ClientRecord> = {},
): ClientRecord {
  return {
    id: `client-${company.toLowerCase().replace(/\W+/g, "-")}`,
    name,
    company,
    email: null,
    phone: null,
    status: "active",
    stage: "LEAD",
    priority: "MEDIUM",
    dealValue: null,
    currency: "USD",
    notes: null,
    ...extra,
  };
}

export function c(
  id: string,
  industry: string,
  record: ClientRecord,
  messages: ChatMessage[],
  expected: CorpusCase["expected"],
  attachments: Attachment[] = [],
): CorpusCase {
  return { id, industry, client: record, messages, attachments, expected };
}
