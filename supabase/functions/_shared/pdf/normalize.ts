// DocumentContent as the renderers rely on it: every list a list, every text a string, every
// number finite. Content comes from a model, so nothing is taken for granted.

import { DOCUMENT_KINDS, type DocumentKind } from "../contract/enums.ts";
import type {
  BudgetItem,
  BudgetTable,
  DocumentContent,
  DocumentSection,
  Slide,
} from "../documents/content.ts";
import { KIND_LABELS, validDate } from "./theme.ts";

/** Content that went through normalize(). */
export type Normalized = DocumentContent;

const KINDS = new Set<string>(DOCUMENT_KINDS);

function str(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

function strOrNull(value: unknown): string | null {
  const text = str(value);
  return text.trim() === "" ? null : text;
}

function list<T>(value: unknown, each: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(each) : [];
}

function num(value: unknown): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

function section(value: unknown): DocumentSection {
  const raw = (value ?? {}) as Partial<Record<keyof DocumentSection, unknown>>;
  return {
    heading: str(raw.heading),
    paragraphs: list(raw.paragraphs, str),
    bullets: list(raw.bullets, str),
  };
}

function slide(value: unknown): Slide {
  const raw = (value ?? {}) as Partial<Record<keyof Slide, unknown>>;
  return {
    title: str(raw.title),
    bullets: list(raw.bullets, str),
    notes: str(raw.notes) || undefined,
  };
}

function item(value: unknown): BudgetItem {
  const raw = (value ?? {}) as Partial<Record<keyof BudgetItem, unknown>>;
  return { item: str(raw.item), quantity: num(raw.quantity), unitPrice: num(raw.unitPrice) };
}

function budget(value: unknown): BudgetTable | null {
  if (value === null || typeof value !== "object") return null;
  const raw = value as Partial<Record<keyof BudgetTable, unknown>>;
  const rate = raw.taxRate === null || raw.taxRate === undefined ? NaN : Number(raw.taxRate);
  return {
    currency: str(raw.currency).trim().toUpperCase() || "USD",
    items: list(raw.items, item),
    taxRate: Number.isFinite(rate) ? rate : null,
    notes: list(raw.notes, str),
  };
}

export function normalize(content: DocumentContent): Normalized {
  const raw = (content ?? {}) as unknown as Partial<Record<keyof DocumentContent, unknown>>;
  const kind = (KINDS.has(str(raw.kind)) ? raw.kind : "proposal") as DocumentKind;
  const title = str(raw.title).trim() ? str(raw.title) : KIND_LABELS[kind];
  return {
    kind,
    title,
    subtitle: strOrNull(raw.subtitle),
    clientName: strOrNull(raw.clientName),
    author: str(raw.author),
    date: validDate(raw.date),
    sections: list(raw.sections, section),
    slides: list(raw.slides, slide),
    budget: budget(raw.budget),
  };
}

/** Slides from sections (their bullets, else paragraphs), for a presentation without slides. */
export function sectionsToSlides(sections: DocumentSection[]): Slide[] {
  return sections.map((s) => ({
    title: s.heading,
    bullets: s.bullets.some((b) => b.trim() !== "") ? s.bullets : s.paragraphs,
  }));
}

/** Sections made from slides, for a document whose content came as slides. */
export function slidesToSections(slides: Slide[]): DocumentSection[] {
  return slides.map((s) => ({ heading: s.title, paragraphs: [], bullets: s.bullets }));
}
