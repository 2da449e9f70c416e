// The labelled corpus for the AI providers, in sets by when and how they were written (see each
// file's header). Labels are what a sales manager would record; due dates follow the documented
// follow-up rules. `now` is Wednesday 18 November 2026, 10:00 UTC.

import { BLIND } from "./corpus-blind.ts";
import { DEVELOPMENT } from "./corpus-development.ts";
import { HELDOUT_CASUAL } from "./corpus-heldout-casual.ts";
import { HELDOUT_FORMAL } from "./corpus-heldout-formal.ts";
import type { CorpusCase } from "./corpus-helpers.ts";
import { LATER } from "./corpus-later.ts";
import { TUNING_CASUAL } from "./corpus-tuning-casual.ts";
import { TUNING_FORMAL } from "./corpus-tuning-formal.ts";
import { TUNING_FRESH } from "./corpus-tuning-fresh.ts";
import { TUNING_FRESH2 } from "./corpus-tuning-fresh2.ts";
import { TUNING_FRESH3 } from "./corpus-tuning-fresh3.ts";
import { TUNING_FRESH4 } from "./corpus-tuning-fresh4.ts";
import { TUNING_FRESH5 } from "./corpus-tuning-fresh5.ts";

export { CORPUS_NOW, type CorpusCase } from "./corpus-helpers.ts";

export interface CorpusSet {
  name: string;
  /** "tuning": the rules were developed or fixed on it; "heldout": frozen, never tuned on. */
  split: "tuning" | "heldout";
  /** How the labels relate to the rules: written with them, or before the analyser saw them. */
  note: string;
  cases: CorpusCase[];
}

export const CORPUS_SETS: CorpusSet[] = [
  { name: "development", split: "tuning", note: "written alongside the rules", cases: DEVELOPMENT },
  {
    name: "later",
    split: "tuning",
    note: "written after the rules, in messier language",
    cases: LATER,
  },
  {
    name: "blind",
    split: "tuning",
    note: "labelled before the analyser ever saw them",
    cases: BLIND,
  },
  {
    name: "tuning-casual",
    split: "tuning",
    note: "written for tuning, in a casual, messy, multilingual voice",
    cases: TUNING_CASUAL,
  },
  {
    name: "tuning-formal",
    split: "tuning",
    note: "written for tuning, in a formal, e-mail heavy voice",
    cases: TUNING_FORMAL,
  },
  {
    name: "tuning-fresh",
    split: "tuning",
    note: "written for tuning, in a mixed voice of enterprise account executives and founders",
    cases: TUNING_FRESH,
  },
  {
    name: "tuning-fresh2",
    split: "tuning",
    note: "written for tuning, in a voice of resellers, customer-success handovers and non-native inside-sales reps",
    cases: TUNING_FRESH2,
  },
  {
    name: "tuning-fresh3",
    split: "tuning",
    note: "written for tuning, in a voice of sales teams in South-East Asia, Latin America, Africa, the Middle East and Japan",
    cases: TUNING_FRESH3,
  },
  {
    name: "tuning-fresh4",
    split: "tuning",
    note: "written for tuning, in the formal register of public-sector and enterprise procurement",
    cases: TUNING_FRESH4,
  },
  {
    name: "tuning-fresh5",
    split: "tuning",
    note: "written for tuning, in a competitive-deal voice across Slack, calls, CRM notes and attachments",
    cases: TUNING_FRESH5,
  },
  {
    name: "heldout-casual",
    split: "heldout",
    note: "frozen before any rule change; never tuned on",
    cases: HELDOUT_CASUAL,
  },
  {
    name: "heldout-formal",
    split: "heldout",
    note: "frozen before any rule change; never tuned on",
    cases: HELDOUT_FORMAL,
  },
];

export const CORPUS: CorpusCase[] = CORPUS_SETS.flatMap((set) => set.cases);
