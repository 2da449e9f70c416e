// What a document says, apart from how it looks: the structured content an AI provider writes
// and the PDF renderer lays out.

import type { DocumentKind } from "../contract/enums.ts";

export type { DocumentKind };

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

export interface Slide {
  title: string;
  bullets: string[];
  notes?: string;
}

export interface BudgetItem {
  item: string;
  quantity: number;
  unitPrice: number;
}

export interface BudgetTable {
  /** ISO 4217, e.g. "USD", "EUR" */
  currency: string;
  items: BudgetItem[];
  /** e.g. 0.23 for 23 %, when the conversation gives one */
  taxRate: number | null;
  notes: string[];
}

/** Structured content a PDF is rendered from. */
export interface DocumentContent {
  kind: DocumentKind;
  title: string;
  subtitle: string | null;
  clientName: string | null;
  /** The assistant persona that wrote it. */
  author: string;
  date: Date;
  sections: DocumentSection[];
  /** Presentations: one idea per slide (title and closing slides are added by the renderer). */
  slides: Slide[];
  /** Budgets: the line items table. */
  budget: BudgetTable | null;
}
