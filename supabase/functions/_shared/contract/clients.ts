// The clients resource: what /clients takes and answers.
import { z } from "zod";
import { CLIENT_STATUSES, type ClientStatus, DEAL_STAGES, type DealStage, PRIORITIES } from "./enums.ts";
import { limitParam, offsetParam, optionalText } from "./fields.ts";

const upper = (s: string) => s.trim().toUpperCase();
const lower = (s: string) => s.trim().toLowerCase();

const stage = z.string().max(40).transform(upper).pipe(z.enum(DEAL_STAGES));
const priority = z.string().max(40).transform(upper).pipe(z.enum(PRIORITIES));
/** `status` takes an account status, or a deal stage (the chat sends status 'LEAD'), told apart here. */
const statusOrStage = z.string().max(40).transform((value, ctx) => {
  if ((CLIENT_STATUSES as readonly string[]).includes(lower(value))) {
    return { status: lower(value) as ClientStatus };
  }
  if ((DEAL_STAGES as readonly string[]).includes(upper(value))) {
    return { stage: upper(value) as DealStage };
  }
  ctx.addIssue({
    code: "custom",
    message: `status: must be one of ${[...CLIENT_STATUSES, ...DEAL_STAGES].join(", ")}`,
  });
  return z.NEVER;
});

const name = z.string({ error: "Client name is required" }).max(
  200,
  "Client name must be at most 200 characters",
)
  .transform((s) => s.trim()).pipe(z.string().min(1, "Client name is required"));
const email = optionalText(254).pipe(
  z.email("Please enter a valid email address").nullable().optional(),
);
const money = z.union([
  z.number(),
  z.string().max(20).regex(/^\d+(\.\d{1,2})?$/).transform(Number),
  z.null(),
])
  .pipe(z.number().min(0).max(1e12).nullable()).optional();

const clientFields = {
  email,
  phone: optionalText(50),
  company: optionalText(200),
  notes: optionalText(10_000),
  priority: priority.optional(),
  stage: stage.optional(),
  status: statusOrStage.optional(),
  dealValue: money,
  currency: z.string().max(3).transform(upper).pipe(z.string().regex(/^[A-Z]{3}$/)).optional(),
};

export const createClientBody = z.strictObject({ name, ...clientFields });

export const updateClientBody = z.strictObject({
  name,
  // The edit form sends the Client ID as `clientId`; it is the company.
  clientId: optionalText(200),
  ...clientFields,
});

export const listClientsQuery = z.strictObject({
  search: z.string().max(200).optional(),
  status: statusOrStage.optional(),
  stage: stage.optional(),
  priority: priority.optional(),
  limit: limitParam(50),
  offset: offsetParam,
});

export type CreateClient = z.infer<typeof createClientBody>;
export type UpdateClient = z.infer<typeof updateClientBody>;
export type ListClients = z.infer<typeof listClientsQuery>;
