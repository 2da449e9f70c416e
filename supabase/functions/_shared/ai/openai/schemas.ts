// JSON schemas the model must answer with (structured output), and the zod
// checks its answers pass before anything is stored.
import { z } from "zod";
import { DEAL_STAGES, INSIGHT_TYPES, PRIORITIES } from "../../contract/index.ts";

const stage = z.enum(DEAL_STAGES);
const priority = z.enum(PRIORITIES);

export const analysisAnswer = z.object({
  stage,
  priority,
  budgetBand: z.string().max(100).nullable(),
  confidence: z.number().min(0).max(1),
  nextAction: z.string().min(1).max(1000),
  suggestedFollowup: z
    .object({
      title: z.string().min(1).max(200),
      notes: z.string().max(2000),
      dueAt: z.string().datetime({ offset: true }),
    })
    .nullable(),
  insights: z
    .array(
      z.object({
        type: z.enum(INSIGHT_TYPES),
        content: z.string().min(1).max(1000),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(12),
  // Asked for, but an answer without it (an older model prompt, a test double) still counts.
  closeBy: z.iso.date().nullable().default(null),
});

export const documentAnswer = z.object({
  subtitle: z.string().max(300).nullable(),
  sections: z
    .array(
      z.object({
        heading: z.string().max(300),
        paragraphs: z.array(z.string().max(20_000)),
        bullets: z.array(z.string().max(2000)),
      }),
    )
    .max(40),
  slides: z
    .array(
      z.object({
        title: z.string().max(300),
        bullets: z.array(z.string().max(1000)).max(12),
      }),
    )
    .max(40),
  budget: z
    .object({
      currency: z.string().regex(/^[A-Z]{3}$/),
      items: z
        .array(
          z.object({
            item: z.string().min(1).max(300),
            quantity: z.number().min(0).max(1e9),
            unitPrice: z.number().min(0).max(1e12),
          }),
        )
        .max(500),
      taxRate: z.number().min(0).max(1).nullable(),
      notes: z.array(z.string().max(2000)),
    })
    .nullable(),
});

// Strict structured output accepts a subset of JSON schema; bounds are checked by zod afterwards.
const UNSUPPORTED = new Set([
  "$schema",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
]);

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!UNSUPPORTED.has(key)) out[key] = strict(value);
  }
  if (out.type === "object" && out.properties) {
    out.additionalProperties = false;
    out.required = Object.keys(out.properties as object);
  }
  return out;
}

/** zod → the strict JSON schema OpenAI's structured output takes. */
export function responseFormat(name: string, schema: z.ZodType) {
  return {
    type: "json_schema" as const,
    json_schema: {
      name,
      strict: true,
      schema: strict(z.toJSONSchema(schema)) as Record<string, unknown>,
    },
  };
}
