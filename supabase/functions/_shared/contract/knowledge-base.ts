// The knowledge base: each AI type's configuration and its examples.
import { z } from "zod";
import { AI_TYPES, RESPONSE_STYLES } from "./enums.ts";
import { timestamp } from "./fields.ts";

export const UNKNOWN_AI_TYPE = "Unknown AI type";

// Postgres text cannot hold NUL, so it is refused here rather than by the database.
const withoutNul = (s: string) => !s.includes("\0");

/** Required text: bounded, not blank, trimmed only where `trim` says (instructions keep their layout). */
function requiredText(max: number, label: string, trim: boolean) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine(withoutNul, `${label} must not contain NUL characters`)
    .transform((s) => (trim ? s.trim() : s))
    .refine((s) => s.trim() !== "", required);
}

export const aiType = z.enum(AI_TYPES, { error: UNKNOWN_AI_TYPE });

export const saveConfigurationBody = z.strictObject({
  aiType,
  personaName: requiredText(100, "Persona name", true),
  responseStyle: z
    .enum(RESPONSE_STYLES, {
      error: "Response style must be professional-friendly, casual or formal",
    })
    .default("professional-friendly"),
  systemInstructions: z
    .string({ error: "System instructions must be text" })
    .max(20_000, "System instructions must be at most 20,000 characters")
    .refine(withoutNul, "System instructions must not contain NUL characters")
    .nullish()
    .transform((s) => s ?? ""),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});

export const addExampleBody = z.strictObject({
  configurationId: z.string({ error: "configurationId is required" }).max(100),
  title: requiredText(200, "Title", true),
  input: requiredText(10_000, "Input", false),
  expectedOutput: requiredText(20_000, "Expected output", false),
});

export type SaveConfiguration = z.infer<typeof saveConfigurationBody>;
export type AddExample = z.infer<typeof addExampleBody>;

export const testBody = z.strictObject({
  testInput: requiredText(20_000, "Test input", true),
  /** The form's unsaved edits: Test AI answers as the assistant would once they are saved. */
  configuration: saveConfigurationBody
    .pick({ personaName: true, responseStyle: true, systemInstructions: true })
    .optional(),
});

// ---------------------------------------------------------------------------
// Responses

/** A rep's configuration, or the default (id and updatedAt null) until they save one. */
export const configurationResponse = z.strictObject({
  id: z.string().nullable(),
  aiType,
  personaName: z.string(),
  responseStyle: z.enum(RESPONSE_STYLES),
  systemInstructions: z.string(),
  isActive: z.boolean(),
  updatedAt: timestamp.nullable(),
});

export const trainingExampleResponse = z.strictObject({
  id: z.string(),
  title: z.string(),
  input: z.string(),
  expectedOutput: z.string(),
  createdAt: timestamp,
});

export const oneConfigurationResponse = z.strictObject({ configuration: configurationResponse });
export const trainingExampleListResponse = z.strictObject({
  examples: z.array(trainingExampleResponse),
});
export const testAiResponse = z.strictObject({ response: z.string() });

export type ConfigurationResponse = z.output<typeof configurationResponse>;
export type TrainingExampleResponse = z.output<typeof trainingExampleResponse>;
export type OneConfigurationResponse = z.output<typeof oneConfigurationResponse>;
export type TrainingExampleListResponse = z.output<typeof trainingExampleListResponse>;
export type TestAiResponse = z.output<typeof testAiResponse>;
