import type { Transaction } from "../../_shared/db.ts";
import { reasonColumns } from "../pipeline/queries.ts";
import type {
  CreateDealReason,
  CreateExchangeRate,
  Forecast,
  PipelineSettings,
  UpdateDealReason,
  UpdateExchangeRate,
  UpdatePipelineSettings,
} from "../../_shared/contract/index.ts";

const settingsColumns = (tx: Transaction) =>
  tx`currency, lead_probability, qualified_probability, proposal_probability, negotiation_probability, updated_at`;

interface SettingsRow {
  currency: string;
  leadProbability: number;
  qualifiedProbability: number;
  proposalProbability: number;
  negotiationProbability: number;
  updatedAt: Date;
}

const asSettings = (row: SettingsRow): PipelineSettings => ({
  currency: row.currency,
  probabilities: {
    LEAD: row.leadProbability,
    QUALIFIED: row.qualifiedProbability,
    PROPOSAL: row.proposalProbability,
    NEGOTIATION: row.negotiationProbability,
    CLOSED_WON: 100,
    CLOSED_LOST: 0,
  },
  updatedAt: row.updatedAt.toISOString(),
});

export async function pipelineSettings(tx: Transaction): Promise<PipelineSettings> {
  const columns = settingsColumns(tx);
  const [row] = await tx<SettingsRow[]>`select ${columns} from public.pipeline_settings`;
  return asSettings(row);
}

export async function updatePipelineSettings(tx: Transaction, input: UpdatePipelineSettings) {
  const p = input.probabilities;
  const [row] = await tx<SettingsRow[]>`
    update public.pipeline_settings
       set currency = ${input.currency}, lead_probability = ${p.LEAD}, qualified_probability = ${p.QUALIFIED},
           proposal_probability = ${p.PROPOSAL}, negotiation_probability = ${p.NEGOTIATION}
     returning ${settingsColumns(tx)}`;
  return asSettings(row);
}

const rateColumns = (tx: Transaction) =>
  tx`id, currency, rate::float8 as rate, valid_on::text as valid_on, created_at`;

export async function hasExchangeRates(tx: Transaction): Promise<boolean> {
  const [{ any }] = await tx`select exists (select 1 from public.exchange_rates) as any`;
  return any;
}

export function exchangeRates(tx: Transaction) {
  return tx`select ${rateColumns(tx)} from public.exchange_rates order by valid_on desc, currency`;
}

/** The new rate, or null when its currency already has one on that date. */
export async function createExchangeRate(tx: Transaction, input: CreateExchangeRate) {
  const [rate] = await tx`
    insert into public.exchange_rates (currency, rate, valid_on)
    values (${input.currency}, ${input.rate}, ${input.validOn})
    on conflict (currency, valid_on) do nothing
    returning ${rateColumns(tx)}`;
  return rate ?? null;
}

/** Sets only the fields the request names; null when there is no such row. */
async function updateNamedFields(
  tx: Transaction,
  table: "public.exchange_rates" | "public.deal_reasons",
  id: string,
  input: object,
  columns: ReturnType<typeof rateColumns>,
) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = await tx`
    update ${tx(table)} set ${tx(changes)} where id = ${id} returning ${columns}`;
  return row ?? null;
}

export const updateExchangeRate = (tx: Transaction, id: string, input: UpdateExchangeRate) =>
  updateNamedFields(tx, "public.exchange_rates", id, input, rateColumns(tx));

export async function deleteExchangeRate(tx: Transaction, id: string): Promise<boolean> {
  const deleted = await tx`delete from public.exchange_rates where id = ${id} returning id`;
  return deleted.length > 0;
}

/** The new reason (last of its kind unless sortOrder says otherwise), or null when its kind already has that label. */
export async function createDealReason(tx: Transaction, input: CreateDealReason) {
  const [reason] = await tx`
    insert into public.deal_reasons (kind, label, sort_order)
    values (${input.kind}, ${input.label}, coalesce(${input.sortOrder ?? null}::int, (
              select least(coalesce(max(r.sort_order), 0) + 10, 10000)
                from public.deal_reasons r where r.kind = ${input.kind})))
    on conflict do nothing
    returning ${reasonColumns(tx)}`;
  return reason ?? null;
}

export const updateDealReason = (tx: Transaction, id: string, input: UpdateDealReason) =>
  updateNamedFields(tx, "public.deal_reasons", id, input, reasonColumns(tx));

export async function pipelineForecast(tx: Transaction): Promise<Forecast> {
  const [{ forecast }] = await tx`select public.pipeline_forecast() as forecast`;
  return forecast;
}
