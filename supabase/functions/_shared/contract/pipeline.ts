// The pipeline: the board of deals by stage, stage moves with their win or loss
// reason, the workspace currency and exchange rates, and the forecast.
import { z } from "zod";
import { DEAL_STAGES, PRIORITIES } from "./enums.ts";
import { isUuid, optionalText, text, timestamp, trimmedUpper } from "./fields.ts";

/** The stages a deal is still open in; their win probability is set by an ADMIN. */
export const OPEN_STAGES = ["LEAD", "QUALIFIED", "PROPOSAL", "NEGOTIATION"] as const;
export type OpenStage = (typeof OPEN_STAGES)[number];

/** Why a deal was won or lost: a reason's kind matches the closing stage. */
export const DEAL_REASON_KINDS = ["WON", "LOST"] as const;
export type DealReasonKind = (typeof DEAL_REASON_KINDS)[number];

/** The reason kind a move to this stage needs, or null when the stage needs none. */
export const reasonKindFor = (stage: string): DealReasonKind | null =>
  stage === "CLOSED_WON" ? "WON" : stage === "CLOSED_LOST" ? "LOST" : null;

export const CURRENCY_ERROR = "currency: must be an ISO 4217 currency code such as EUR";
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
/** An ISO 4217 code the runtime's Intl knows (so "ABC" is refused, "eur" becomes EUR). */
export const currencyCode = z
  .string({ error: CURRENCY_ERROR })
  .max(3, CURRENCY_ERROR)
  .transform(trimmedUpper)
  .refine((code) => /^[A-Z]{3}$/.test(code) && KNOWN_CURRENCIES.has(code), CURRENCY_ERROR);

export const RATE_ERROR = "rate: must be a positive number between 0.000001 and 1000000";
/** How many units of the workspace currency one unit of the rate's currency buys. */
const rate = z
  .number({ error: RATE_ERROR })
  .refine((n) => Number.isFinite(n) && n >= 0.000001 && n <= 1_000_000, RATE_ERROR);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30), years 2000..2100. */
const calendarDate = (field: string) => {
  const message = `${field}: must be a date such as 2026-05-01`;
  return z
    .string({ error: message })
    .max(10, message)
    .refine((value) => {
      const m = ISO_DATE.exec(value);
      if (!m) return false;
      const [year, month, day] = m.slice(1).map(Number);
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return (
        year >= 2000 && year <= 2100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth
      );
    }, message);
};

const uuid = (field: string) =>
  z
    .string({ error: `${field}: must be an id` })
    .refine(isUuid, `${field}: must be an id`)
    .transform((s) => s.toLowerCase());

const stage = z.string().transform(trimmedUpper).pipe(z.enum(DEAL_STAGES));
const priority = z.string().transform(trimmedUpper).pipe(z.enum(PRIORITIES));
const percent = z.number().int().min(0).max(100);

// ---------------------------------------------------------------------------
// Shared response pieces

/** Amounts in a currency without a rate: listed apart, never added to a total. */
export const unconvertedAmount = z.strictObject({
  currency: z.string(),
  amount: z.number(),
  deals: z.number().int(),
});
export type UnconvertedAmount = z.infer<typeof unconvertedAmount>;

/**
 * A total in the workspace currency: `total` adds every deal whose currency is
 * the workspace's or has a rate, each converted at its latest rate; `ratesAsOf`
 * is the newest `validOn` among the rates used (null when none was needed);
 * `unconverted` lists the rest per currency.
 */
export const convertedTotal = z.strictObject({
  currency: z.string(),
  total: z.number(),
  ratesAsOf: z.iso.date().nullable(),
  unconverted: z.array(unconvertedAmount),
});
export type ConvertedTotal = z.infer<typeof convertedTotal>;

// ---------------------------------------------------------------------------
// The board

/**
 * Cards a column shows first; the rest come a page at a time as it scrolls. A column shows
 * about eight at once, and building each card is most of a rep's board (12.5 ms for 50 a
 * column against 4.8 ms for 20 at ten times the bench data).
 */
export const PIPELINE_FIRST_CARDS = 20;

/**
 * GET /api/pipeline?search=&priority=&owner=&limit=
 * Every column with its count, converted total and its first `limit` cards.
 * `owner` (a user id) is honoured for an ADMIN only; a rep always sees their own deals.
 */
export const pipelineQuery = z.strictObject({
  search: z.string().max(200).optional(),
  priority: priority.optional(),
  owner: uuid("owner").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PIPELINE_FIRST_CARDS),
});
export type PipelineQuery = z.infer<typeof pipelineQuery>;

/**
 * GET /api/pipeline/columns/:stage?search=&priority=&owner=&limit=&cursor=
 * The next cards of one column, after `cursor` (a column's `nextCursor`).
 */
export const pipelineColumnQuery = pipelineQuery.extend({
  cursor: z.string().max(200).optional(),
});
export type PipelineColumnQuery = z.infer<typeof pipelineColumnQuery>;

/** The :stage of GET /api/pipeline/columns/:stage, any case. */
export const pipelineStageParam = stage;

/** One deal on the board. Cards are ordered by last update, newest first. */
export const pipelineCard = z.strictObject({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  stage: z.enum(DEAL_STAGES),
  dealValue: z.number().nullable(),
  currency: z.string(),
  /** The deal value in the workspace currency; null without a value or without a rate. */
  convertedValue: z.number().nullable(),
  priority: z.enum(PRIORITIES),
  /** The earliest pending follow-up; `overdue` when it is due before now. */
  nextFollowUp: z
    .strictObject({
      id: z.string(),
      title: z.string(),
      dueAt: timestamp,
      overdue: z.boolean(),
    })
    .nullable(),
  /** The stage the AI's latest analysis suggests, only when it differs from `stage`. */
  aiStage: z.enum(DEAL_STAGES).nullable(),
  expectedCloseDate: z.iso.date().nullable(),
  ownerId: z.string(),
  /** The owning rep's name, for an ADMIN caller only (null for a rep). */
  ownerName: z.string().nullable(),
  updatedAt: timestamp,
});
export type PipelineCard = z.infer<typeof pipelineCard>;

export const pipelineColumn = z.strictObject({
  stage: z.enum(DEAL_STAGES),
  count: z.number().int(),
  /** Win probability in percent (settings), for weighting. */
  probability: z.number(),
  value: convertedTotal,
  cards: z.array(pipelineCard),
  /** Pass to GET /api/pipeline/columns/:stage for the next cards; null at the end. */
  nextCursor: z.string().nullable(),
});
export type PipelineColumn = z.infer<typeof pipelineColumn>;

/** The answer of GET /api/pipeline: one column per stage, in DEAL_STAGES order. */
export const pipelineBoard = z.strictObject({
  currency: z.string(),
  ratesAsOf: z.iso.date().nullable(),
  columns: z.array(pipelineColumn),
});
export type PipelineBoard = z.infer<typeof pipelineBoard>;

/** The answer of GET /api/pipeline/columns/:stage. */
export const pipelineColumnPage = z.strictObject({
  stage: z.enum(DEAL_STAGES),
  cards: z.array(pipelineCard),
  nextCursor: z.string().nullable(),
});
export type PipelineColumnPage = z.infer<typeof pipelineColumnPage>;

// ---------------------------------------------------------------------------
// Moving a deal

export const REASON_REQUIRED = "Choose a reason for closing the deal";
export const REASON_WRONG_KIND = "That reason does not fit this stage";

/**
 * PATCH /api/pipeline/deals/:id
 * Moves a deal and/or sets its expected close date. A move to CLOSED_WON needs
 * an active WON reason, to CLOSED_LOST a LOST one (400 REASON_REQUIRED /
 * REASON_WRONG_KIND, or 400 for a retired or unknown reason, or a reason or
 * note sent with an open stage); the reason and note are stored with the stage
 * change in the client's activity history. Answers 200 `{ deal: PipelineCard }`;
 * 404 "Client not found" for a deal the caller cannot see.
 */
export const moveDealBody = z
  .strictObject({
    stage: stage.optional(),
    reasonId: uuid("reasonId").optional(),
    note: optionalText(1000),
    expectedCloseDate: z.union([calendarDate("expectedCloseDate"), z.null()]).optional(),
  })
  .refine(
    (b) => b.stage !== undefined || b.expectedCloseDate !== undefined,
    "Send a stage or an expectedCloseDate",
  );
export type MoveDeal = z.infer<typeof moveDealBody>;

export const moveDealResponse = z.strictObject({ deal: pipelineCard });
export type MoveDealResponse = z.infer<typeof moveDealResponse>;

// ---------------------------------------------------------------------------
// Win and loss reasons

export const dealReason = z.strictObject({
  id: z.string(),
  kind: z.enum(DEAL_REASON_KINDS),
  label: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type DealReason = z.infer<typeof dealReason>;

/**
 * GET /api/pipeline/reasons (everyone signed in): the active reasons, for the
 * Won/Lost dialog; GET /api/admin/deal-reasons (ADMIN): all of them.
 * Both answer `{ reasons: DealReason[] }`, WON ones first, each kind by sortOrder, label.
 */
export const dealReasonList = z.strictObject({ reasons: z.array(dealReason) });
export type DealReasonList = z.infer<typeof dealReasonList>;

const reasonLabel = text(120).pipe(z.string().min(1, "label: is required"));

/** POST /api/admin/deal-reasons (ADMIN) → 201 DealReason. */
export const createDealReasonBody = z.strictObject({
  kind: z.string().transform(trimmedUpper).pipe(z.enum(DEAL_REASON_KINDS)),
  label: reasonLabel,
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});
export type CreateDealReason = z.infer<typeof createDealReasonBody>;

/** PATCH /api/admin/deal-reasons/:id (ADMIN) → DealReason. Retire a reason with active: false. */
export const updateDealReasonBody = z
  .strictObject({
    label: reasonLabel.optional(),
    active: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Send a field to change");
export type UpdateDealReason = z.infer<typeof updateDealReasonBody>;

// ---------------------------------------------------------------------------
// Workspace currency and probabilities

/** Win probability per stage in percent; CLOSED_WON is always 100, CLOSED_LOST 0. */
export const stageProbabilities = z.strictObject({
  LEAD: percent,
  QUALIFIED: percent,
  PROPOSAL: percent,
  NEGOTIATION: percent,
  CLOSED_WON: z.literal(100),
  CLOSED_LOST: z.literal(0),
});

/** GET /api/admin/pipeline-settings (ADMIN) and the answer of PUT. */
export const pipelineSettings = z.strictObject({
  currency: z.string(),
  probabilities: stageProbabilities,
  updatedAt: timestamp,
});
export type PipelineSettings = z.infer<typeof pipelineSettings>;

/**
 * PUT /api/admin/pipeline-settings (ADMIN): the workspace currency and the open
 * stages' probabilities, 0..100. Changing the currency while exchange rates
 * exist is a 409: they convert to the current one.
 */
export const updatePipelineSettingsBody = z.strictObject({
  currency: currencyCode,
  probabilities: z.strictObject({
    LEAD: percent,
    QUALIFIED: percent,
    PROPOSAL: percent,
    NEGOTIATION: percent,
  }),
});
export type UpdatePipelineSettings = z.infer<typeof updatePipelineSettingsBody>;

// ---------------------------------------------------------------------------
// Exchange rates

/** One unit of `currency` is worth `rate` units of the workspace currency from `validOn`. */
export const exchangeRate = z.strictObject({
  id: z.string(),
  currency: z.string(),
  rate: z.number(),
  validOn: z.iso.date(),
  createdAt: timestamp,
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

/** GET /api/admin/exchange-rates (ADMIN): newest first → `{ currency, rates }`. */
export const exchangeRateList = z.strictObject({
  /** The workspace currency the rates convert to. */
  currency: z.string(),
  rates: z.array(exchangeRate),
});

/**
 * POST /api/admin/exchange-rates (ADMIN) → 201 ExchangeRate. 400 for a bad
 * code, the workspace currency itself, a rate out of range or a bad date; 409
 * when the currency already has a rate on that date.
 */
export const createExchangeRateBody = z.strictObject({
  currency: currencyCode,
  rate,
  validOn: calendarDate("validOn"),
});
export type CreateExchangeRate = z.infer<typeof createExchangeRateBody>;

/** PATCH /api/admin/exchange-rates/:id (ADMIN) → ExchangeRate. DELETE → `{ success: true }`. */
export const updateExchangeRateBody = z
  .strictObject({
    rate: rate.optional(),
    validOn: calendarDate("validOn").optional(),
  })
  .refine((b) => b.rate !== undefined || b.validOn !== undefined, "Send a rate or a validOn");
export type UpdateExchangeRate = z.infer<typeof updateExchangeRateBody>;

// ---------------------------------------------------------------------------
// Forecast

/**
 * The answer of GET /api/admin/forecast (ADMIN), over open deals (LEAD..NEGOTIATION):
 * - months: per expected close month ('YYYY-MM'; null = no date known) the
 *   deals, their converted value, and the value weighted by stage probability.
 *   The month is the deal's expectedCloseDate, else its latest analysis'
 *   timeline date, else unknown.
 * - reps: per SALES rep, deals won and lost, win rate (won / closed, percent,
 *   one decimal; null with none closed) and average cycle length in days from
 *   creation to a win (one decimal; null with none won).
 * - lossReasons: the LOST reasons recorded with stage changes, most used first.
 * Values in currencies without a rate are in `unconverted`, never in the sums.
 */
export const forecast = z.strictObject({
  currency: z.string(),
  ratesAsOf: z.iso.date().nullable(),
  months: z.array(
    z.strictObject({
      month: z.string().nullable(),
      deals: z.number().int(),
      value: z.number(),
      weighted: z.number(),
    }),
  ),
  unconverted: z.array(unconvertedAmount),
  reps: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      won: z.number().int(),
      lost: z.number().int(),
      winRate: z.number().nullable(),
      avgCycleDays: z.number().nullable(),
    }),
  ),
  lossReasons: z.array(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type Forecast = z.infer<typeof forecast>;
