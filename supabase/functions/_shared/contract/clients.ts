// The clients resource: what /clients takes and answers.
import { z } from "zod";
import {
  ACTIVITY_TYPES,
  CLIENT_STATUSES,
  type ClientStatus,
  DEAL_STAGES,
  type DealStage,
  DOCUMENT_KINDS,
  PRIORITIES,
} from "./enums.ts";
import {
  listAndExportQueries,
  optionalText,
  requiredTrimmedText,
  timestamp,
  trimmedUpper,
} from "./fields.ts";
import { analysisResponse } from "./chat.ts";
import { followUpResponse } from "./followups.ts";

const lower = (s: string) => s.trim().toLowerCase();

const stage = z.string().max(40).transform(trimmedUpper).pipe(z.enum(DEAL_STAGES));
const priority = z.string().max(40).transform(trimmedUpper).pipe(z.enum(PRIORITIES));
/** `status` takes an account status, or a deal stage (the chat sends status 'LEAD'), told apart here. */
const statusOrStage = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    if ((CLIENT_STATUSES as readonly string[]).includes(lower(value))) {
      return { status: lower(value) as ClientStatus };
    }
    if ((DEAL_STAGES as readonly string[]).includes(trimmedUpper(value))) {
      return { stage: trimmedUpper(value) as DealStage };
    }
    ctx.addIssue({
      code: "custom",
      message: `status: must be one of ${[...CLIENT_STATUSES, ...DEAL_STAGES].join(", ")}`,
    });
    return z.NEVER;
  });

const name = requiredTrimmedText("Client name", 200);
const email = optionalText(254).pipe(
  z.email("Please enter a valid email address").nullable().optional(),
);
const DEAL_VALUE_POSITIVE = "Deal value must be a positive number";
/** A number, or its text with at most 2 decimals (what a form's input holds). */
const money = z
  .union([z.number(), z.string().max(20), z.null()], { error: DEAL_VALUE_POSITIVE })
  .transform((value, ctx) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (/^-?\d+(\.\d{1,2})?$/.test(text)) return Number(text);
    ctx.addIssue({
      code: "custom",
      message: /^-?\d+\.\d+$/.test(text)
        ? "Deal value can have at most 2 decimal places"
        : DEAL_VALUE_POSITIVE,
    });
    return z.NEVER;
  })
  .pipe(
    z
      .number()
      .min(0, DEAL_VALUE_POSITIVE)
      .max(1e12, "Deal value must be at most 1,000,000,000,000")
      .nullable(),
  )
  .optional();

const clientFields = {
  email,
  phone: optionalText(50),
  company: optionalText(200),
  notes: optionalText(10_000),
  priority: priority.optional(),
  stage: stage.optional(),
  status: statusOrStage.optional(),
  dealValue: money,
  currency: z
    .string()
    .max(3)
    .transform(trimmedUpper)
    .pipe(z.string().regex(/^[A-Z]{3}$/))
    .optional(),
};

export const createClientBody = z.strictObject({ name, ...clientFields });

export const updateClientBody = z.strictObject({
  name,
  // The edit form sends the Client ID as `clientId`; it is the company.
  clientId: optionalText(200),
  ...clientFields,
});

/** GET /clients and GET /clients/export (every matching row): the list's filters and search. */
export const { listQuery: listClientsQuery, exportQuery: exportClientsQuery } =
  listAndExportQueries({
    search: z.string().max(200).optional(),
    status: statusOrStage.optional(),
    stage: stage.optional(),
    priority: priority.optional(),
  });

/** GET /clients/export's CSV columns, in order (an admin's adds Owner); the import reads these names. */
export const CLIENT_EXPORT_HEADERS = [
  "Name",
  "Email",
  "Phone",
  "Company",
  "Status",
  "Stage",
  "Priority",
  "Deal Value",
  "Currency",
  "Notes",
  "Created At",
  "Updated At",
] as const;
export type ClientExportHeader = (typeof CLIENT_EXPORT_HEADERS)[number];

export type CreateClient = z.infer<typeof createClientBody>;
export type UpdateClient = z.infer<typeof updateClientBody>;
export type ListClients = z.infer<typeof listClientsQuery>;
export type ClientFilter = z.infer<typeof exportClientsQuery>;

// ---------------------------------------------------------------------------
// Responses

/** The client's earliest pending follow-up. */
export const nextFollowUp = followUpResponse.pick({
  id: true,
  title: true,
  dueAt: true,
  isAiGenerated: true,
});

export const clientResponse = z.strictObject({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  stage: z.enum(DEAL_STAGES),
  priority: z.enum(PRIORITIES),
  dealValue: z.number().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
  closedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  nextFollowUp: nextFollowUp.nullable(),
});

export const clientListResponse = z.strictObject({
  clients: z.array(clientResponse),
  total: z.number().int(),
});

/** One entry of the activity feed (the dashboard's, or a client's history without its id). */
export const activityResponse = z.strictObject({
  id: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  /** 'user' or 'assistant' for messages; 'user' or 'system' for the rest. */
  role: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** Who did it: the rep's name, or 'AI Assistant'. */
  name: z.string().nullable(),
  status: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: timestamp,
});

/** Everything the Client Details page shows, in one read. */
export const clientOverviewResponse = z.strictObject({
  client: clientResponse,
  latestAnalysis: analysisResponse.nullable(),
  /** Pending and snoozed, soonest first. */
  followUps: z.array(
    followUpResponse.omit({
      updatedAt: true,
      clientId: true,
      client: true,
      emailStatus: true,
    }),
  ),
  documents: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      title: z.string(),
      createdAt: timestamp,
      fileId: z.string(),
      originalName: z.string(),
      size: z.number().int(),
      mimeType: z.string(),
    }),
  ),
  messageCount: z.number().int(),
  history: z.array(activityResponse.omit({ clientId: true })),
});

export type ClientResponse = z.output<typeof clientResponse>;
export type ClientListResponse = z.output<typeof clientListResponse>;
export type ActivityResponse = z.output<typeof activityResponse>;
export type ClientOverviewResponse = z.output<typeof clientOverviewResponse>;
