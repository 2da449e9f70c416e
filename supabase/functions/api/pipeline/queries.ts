import { containsPattern, type Transaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { isUuid } from "../../_shared/contract/fields.ts";
import {
  type DealReason,
  type DealStage,
  type MoveDeal,
  type PipelineBoard,
  type PipelineCard,
  type PipelineColumn,
  type PipelineColumnPage,
  type PipelineColumnQuery,
  type PipelineQuery,
  REASON_REQUIRED,
  REASON_WRONG_KIND,
  reasonKindFor,
} from "../../_shared/contract/index.ts";

const BAD_CURSOR = "cursor: is invalid";
const REASON_NOT_FOUND = "That reason does not exist or is no longer offered";
const REASON_ONLY_ON_CLOSE = "A reason is only recorded when a deal is won or lost";

// A column's page ends at a card; the cursor is that card's (updatedAt, id),
// opaque to the web app.
function cursorAfter(card: PipelineCard): string {
  return btoa(`${card.updatedAt}|${card.id}`).replace(/=+$/, "");
}

function readCursor(cursor: string): { at: string; id: string } {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    throw new HttpError(400, BAD_CURSOR);
  }
  const [at, id] = decoded.split("|");
  if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw new HttpError(400, BAD_CURSOR);
  }
  return { at, id };
}

/** The SQL functions fetch one card more than asked to tell whether a next page exists. */
function page(cards: PipelineCard[], limit: number) {
  const kept = cards.slice(0, limit);
  return {
    cards: kept,
    nextCursor: cards.length > limit ? cursorAfter(kept[kept.length - 1]) : null,
  };
}

const filters = (q: PipelineQuery) => ({
  search: q.search?.trim() ? containsPattern(q.search.trim()) : null,
  priority: q.priority ?? null,
  owner: q.owner ?? null,
});

type RawColumn = Omit<PipelineColumn, "nextCursor">;

/** The whole board: public.pipeline_board, one call (RLS: a rep's own deals, an admin's all or one owner's). */
export async function pipelineBoard(tx: Transaction, q: PipelineQuery): Promise<PipelineBoard> {
  const f = filters(q);
  const [{ board }] = await tx`
    select public.pipeline_board(${f.search}, ${f.priority}, ${f.owner}::uuid, ${q.limit}) as board`;
  const raw = board as Omit<PipelineBoard, "columns"> & { columns: RawColumn[] };
  return {
    ...raw,
    columns: raw.columns.map((column) => ({ ...column, ...page(column.cards, q.limit) })),
  };
}

/** One column's next cards after a cursor. */
export async function pipelineColumn(
  tx: Transaction,
  stage: DealStage,
  q: PipelineColumnQuery,
): Promise<PipelineColumnPage> {
  const f = filters(q);
  const { at = null, id = null } = q.cursor ? readCursor(q.cursor) : {};
  const [{ cards }] = await tx`
    select public.pipeline_cards(array[${stage}::text], ${f.search}, ${f.priority}, ${f.owner}::uuid,
                                 ${q.limit}, ${at}::timestamptz, ${id}::uuid) -> ${stage}::text as cards`;
  return { stage, ...page(cards as PipelineCard[], q.limit) };
}

async function pipelineCard(tx: Transaction, id: string): Promise<PipelineCard | null> {
  const [{ cards }] = await tx`
    select public.pipeline_cards(array[c.stage], null, null, null, 1, null, null, c.id) -> c.stage as cards
      from public.clients c where c.id = ${id}`;
  return (cards as PipelineCard[])[0];
}

/** A deal_reasons row as the contract's DealReason. */
export const reasonColumns = (tx: Transaction) => tx`id, kind, label, active, sort_order`;

/** The reasons offered when a deal is closed: only active ones, or all for the admin screen. */
export function dealReasons(tx: Transaction, activeOnly: boolean) {
  return tx<DealReason[]>`
    select ${reasonColumns(tx)} from public.deal_reasons
     where ${activeOnly ? tx`active` : tx`true`}
     order by kind desc, sort_order, label`;
}

/** A closing move needs an active reason of its kind; other moves take none. */
async function checkReason(tx: Transaction, stage: DealStage, input: MoveDeal) {
  const kind = reasonKindFor(stage);
  if (!kind) {
    if (input.reasonId || input.note) throw new HttpError(400, REASON_ONLY_ON_CLOSE);
    return;
  }
  if (!input.reasonId) throw new HttpError(400, REASON_REQUIRED);
  const [reason] =
    await tx`select kind from public.deal_reasons where id = ${input.reasonId} and active`;
  if (!reason) throw new HttpError(400, REASON_NOT_FOUND);
  if (reason.kind !== kind) throw new HttpError(400, REASON_WRONG_KIND);
}

/**
 * Moves a deal (with its closing reason, which the activity trigger stores with
 * the stage change) and/or sets its expected close date; null when the caller
 * cannot see the deal.
 */
export async function moveDeal(tx: Transaction, id: string, input: MoveDeal) {
  const changes: Record<string, unknown> = {};
  if (input.stage) {
    await checkReason(tx, input.stage, input);
    changes.stage = input.stage;
    changes.closeReasonId = input.reasonId ?? null;
    changes.closeReasonNote = input.note ?? null;
  }
  if (input.expectedCloseDate !== undefined) changes.expectedCloseDate = input.expectedCloseDate;
  const updated = await tx`update public.clients set ${tx(changes)} where id = ${id} returning id`;
  return updated.length ? pipelineCard(tx, id) : null;
}
