import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  PIPELINE_FIRST_CARDS,
  type ConvertedTotal,
  type DealReason,
  type MoveDeal,
  type PipelineBoard,
  type PipelineCard,
  type PipelineColumnPage,
} from "@contract";
import { CLIENT_VIEWS, useInvalidate } from "../../hooks/useApiMutation";
import { queryKeys } from "../../lib/queryKeys";
import { api } from "../../lib/api";
import type { DealStage } from "../../lib/types";
import type { PipelineFilters } from "./usePipelineFilters";

export type PipelineDeal = PipelineCard;

/** Cards a column asks for as it scrolls, after its first PIPELINE_FIRST_CARDS. */
const MORE_CARDS = 200;

export const pipelineKeys = {
  all: ["pipeline"] as const,
  board: (query: object) => ["pipeline", "board", query] as const,
  reasons: ["pipeline", "reasons"] as const,
};

/** The board's request parameters: blank and "all" filters are left out. */
export function boardQuery({ search, priority, owner }: PipelineFilters) {
  return {
    search: search.trim() || undefined,
    priority: priority === "all" ? undefined : priority,
    owner: owner === "all" ? undefined : owner,
  };
}
type BoardQuery = ReturnType<typeof boardQuery>;

export function usePipelineBoard(query: BoardQuery) {
  return useQuery({
    queryKey: pipelineKeys.board(query),
    queryFn: () =>
      api.get<PipelineBoard>("/api/pipeline", {
        query: { ...query, limit: PIPELINE_FIRST_CARDS },
        errorMessage: "Failed to load the pipeline",
      }),
  });
}

/** Fetches a column's next cards and appends them to the board in the cache. */
export function useLoadMoreCards(query: BoardQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, cursor }: { stage: DealStage; cursor: string }) =>
      api.get<PipelineColumnPage>(`/api/pipeline/columns/${stage}`, {
        query: { ...query, limit: MORE_CARDS, cursor },
        errorMessage: "Failed to load more deals",
      }),
    onSuccess: (page) =>
      queryClient.setQueryData<PipelineBoard>(
        pipelineKeys.board(query),
        (board) =>
          board && {
            ...board,
            columns: board.columns.map((column) =>
              column.stage === page.stage
                ? {
                    ...column,
                    cards: [...column.cards, ...page.cards],
                    nextCursor: page.nextCursor,
                  }
                : column,
            ),
          },
      ),
  });
}

/** Reads the Won and Lost reasons at `path`: the offered ones for a deal's move, all of them for the admin. */
export const fetchDealReasons = (path: string) => () =>
  api
    .get<{ reasons: DealReason[] }>(path, { errorMessage: "Failed to load the reasons" })
    .then((answer) => answer.reasons);

export const useDealReasons = () =>
  useQuery({ queryKey: pipelineKeys.reasons, queryFn: fetchDealReasons("/api/pipeline/reasons") });

export interface DealMove {
  deal: PipelineDeal;
  to: DealStage;
  reasonId?: string;
  note?: string | null;
}

/** A total with one deal's value taken out (sign -1) or put in (sign 1), the way the server adds it. */
function adjustTotal(total: ConvertedTotal, deal: PipelineDeal, sign: 1 | -1): ConvertedTotal {
  if (deal.convertedValue !== null)
    return { ...total, total: total.total + sign * deal.convertedValue };
  if (deal.dealValue === null) return total;
  const others = total.unconverted.filter((entry) => entry.currency !== deal.currency);
  const entry = total.unconverted.find((candidate) => candidate.currency === deal.currency) ?? {
    currency: deal.currency,
    amount: 0,
    deals: 0,
  };
  const moved = {
    ...entry,
    amount: entry.amount + sign * deal.dealValue,
    deals: entry.deals + sign,
  };
  return { ...total, unconverted: moved.deals > 0 ? [...others, moved] : others };
}

/** The board with the deal moved to the top of its new column (cards are newest first). */
export function moveCard(board: PipelineBoard, deal: PipelineDeal, to: DealStage): PipelineBoard {
  const moved = { ...deal, stage: to, aiStage: deal.aiStage === to ? null : deal.aiStage };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === deal.stage && column.stage !== to) {
        return {
          ...column,
          count: column.count - 1,
          value: adjustTotal(column.value, deal, -1),
          cards: column.cards.filter((card) => card.id !== deal.id),
        };
      }
      if (column.stage === to && deal.stage !== to) {
        return {
          ...column,
          count: column.count + 1,
          value: adjustTotal(column.value, moved, 1),
          cards: [moved, ...column.cards],
        };
      }
      return column;
    }),
  };
}

function replaceCard(board: PipelineBoard, deal: PipelineDeal): PipelineBoard {
  return {
    ...board,
    columns: board.columns.map((column) => ({
      ...column,
      cards: column.cards.map((card) => (card.id === deal.id ? deal : card)),
    })),
  };
}

/**
 * What a deal's stage or close date changes besides the boards: the client's views and the admin
 * dashboard's converted totals, forecast and audit trail.
 */
const DEAL_VIEWS = [...CLIENT_VIEWS, queryKeys.admin.all];

const boardsIn = (queryClient: QueryClient) =>
  queryClient.getQueriesData<PipelineBoard>({ queryKey: [...pipelineKeys.all, "board"] });

/**
 * Moves a deal on every cached board at once and sends the move; when the server
 * refuses, the boards go back to what they were and the caller shows why.
 */
export function useMoveDeal() {
  const queryClient = useQueryClient();
  const invalidateDealViews = useInvalidate(DEAL_VIEWS);
  return useMutation({
    mutationFn: ({ deal, to, reasonId, note }: DealMove) => {
      const body: MoveDeal = { stage: to, reasonId, note: note || undefined };
      return api.patch<{ deal: PipelineDeal }>(`/api/pipeline/deals/${deal.id}`, body, {
        errorMessage: "Failed to move the deal",
      });
    },
    onMutate: async ({ deal, to }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKeys.all });
      const before = boardsIn(queryClient);
      for (const [key, board] of before) {
        if (board) queryClient.setQueryData(key, moveCard(board, deal, to));
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
    },
    onSuccess: ({ deal }) => showOnBoards(queryClient, deal, invalidateDealViews),
  });
}

/** The server's copy of a changed deal on every cached board, and the deal's other views refreshed. */
function showOnBoards(
  queryClient: QueryClient,
  deal: PipelineDeal,
  invalidate: () => Promise<unknown>,
) {
  for (const [key, board] of boardsIn(queryClient)) {
    if (board) queryClient.setQueryData(key, replaceCard(board, deal));
  }
  void invalidate();
}

/** Sets (or, with null, clears) the date the rep expects the deal to close, which the forecast reads. */
export function useSetCloseDate() {
  const queryClient = useQueryClient();
  const invalidateDealViews = useInvalidate(DEAL_VIEWS);
  return useMutation({
    mutationFn: ({ deal, date }: { deal: PipelineDeal; date: string | null }) => {
      return api.patch<{ deal: PipelineDeal }>(
        `/api/pipeline/deals/${deal.id}`,
        { expectedCloseDate: date },
        {
          errorMessage: "Failed to save the close date",
        },
      );
    },
    onSuccess: ({ deal }) => showOnBoards(queryClient, deal, invalidateDealViews),
  });
}
