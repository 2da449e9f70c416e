// Documents: proposal, SRS, presentation or budget, written from the request and the conversation.

import type { DocumentContent } from "../../documents/content.ts";
import type { DocumentInput } from "../types.ts";
import { budget } from "./documents/budget.ts";
import { docContext } from "./documents/common.ts";
import { presentation } from "./documents/presentation.ts";
import { proposal } from "./documents/proposal.ts";
import { srs } from "./documents/srs.ts";

const WRITERS = { proposal, srs, presentation, budget };

export function writeDocument(input: DocumentInput): DocumentContent {
  return WRITERS[input.kind](docContext(input));
}
