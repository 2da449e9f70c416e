// Page sizes, colours and type sizes shared by every kind of document.

import { rgb } from "pdf-lib";
import type { DocumentKind } from "../contract/enums.ts";

export const A4 = { width: 595.28, height: 841.89 };
export const SLIDE = { width: 960, height: 540 };

export const colors = {
  accent: rgb(0.11, 0.3, 0.5),
  accentDark: rgb(0.07, 0.19, 0.33),
  accentSoft: rgb(0.62, 0.76, 0.9),
  tint: rgb(0.94, 0.96, 0.985),
  text: rgb(0.13, 0.15, 0.2),
  muted: rgb(0.42, 0.45, 0.51),
  rule: rgb(0.82, 0.85, 0.89),
  white: rgb(1, 1, 1),
};

/** Page margins of the A4 documents (proposal, SRS, budget). */
export const page = {
  left: 64,
  right: 64,
  top: 78,
  bottom: 74,
};

export const type = {
  body: 10.5,
  bodyLeading: 1.5,
  heading: 15,
  small: 8.5,
};

export const KIND_LABELS: Record<DocumentKind, string> = {
  proposal: "Proposal",
  srs: "Software Requirements Specification",
  presentation: "Presentation",
  budget: "Budget",
};

export const CREATOR = "AI Sales CRM";

/** "March 5, 2025"; an invalid date is today. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    validDate(date),
  );
}

export function validDate(date: unknown): Date {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : new Date();
}
