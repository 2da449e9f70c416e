import { useCallback, useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { PageLoading } from "../../components/PageLoading";
import { useToast } from "../../components/toastContext";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { stageLabel } from "../../lib/dealLabels";
import { formatRatesDate } from "../../components/TotalWithUnconverted";
import { reasonKindFor } from "@contract";
import type { DealStage } from "../../lib/types";
import { useAuth } from "../auth/useAuth";
import { SectionError } from "../../components/SectionError";
import { useUsers } from "../users/userQueries";
import { PipelineBoard } from "./PipelineBoard";
import { PipelineFilterBar } from "./PipelineFilterBar";
import {
  boardQuery,
  moveCard,
  useLoadMoreCards,
  useDealReasons,
  useMoveDeal,
  usePipelineBoard,
  type PipelineDeal,
} from "./pipelineQueries";
import { StageReasonDialog } from "./StageReasonDialog";
import { useFocusMovedCard } from "./useFocusMovedCard";
import { usePipelineFilters } from "./usePipelineFilters";

interface PendingClose {
  deal: PipelineDeal;
  to: DealStage;
}

export default function PipelinePage() {
  const toast = useToast();
  const { user } = useAuth();
  const isAdmin = user?.role === "ADMIN";
  const { filters, setFilter } = usePipelineFilters();
  const search = useDebouncedValue(filters.search, 300);
  const query = boardQuery({ ...filters, search, owner: isAdmin ? filters.owner : "all" });
  const board = usePipelineBoard(query);
  const users = useUsers({ enabled: isAdmin });
  const loadMore = useLoadMoreCards(query);
  const moveDeal = useMoveDeal();
  // Loaded with the board, so the Won/Lost dialog opens with its choices in place.
  useDealReasons();
  const [pendingClose, setPendingClose] = useState<PendingClose | null>(null);
  // dnd-kit's own focus restoring would land on the card's old element, gone from its old column.
  const focusCard = useFocusMovedCard();

  const { mutate: loadMoreCards, isPending: loadingMore, variables: loadingVariables } = loadMore;
  const onLoadMore = useCallback(
    (stage: DealStage, cursor: string) => {
      if (!loadingMore) loadMoreCards({ stage, cursor });
    },
    [loadMoreCards, loadingMore],
  );

  const send = (deal: PipelineDeal, to: DealStage, reasonId?: string, note?: string) =>
    moveDeal.mutate(
      { deal, to, reasonId, note },
      {
        onError: (error) =>
          toast.notify(
            `${deal.name} could not be moved to ${stageLabel(to)}: ${error.message}`,
            "error",
          ),
      },
    );

  const onMove = (deal: PipelineDeal, to: DealStage) => {
    if (reasonKindFor(to)) return setPendingClose({ deal, to });
    focusCard(deal.id, to);
    send(deal, to);
  };

  if (board.isPending) return <PageLoading fullScreen={false} />;

  return (
    <>
      <PageHeader
        title="Pipeline"
        subtitle={
          board.data
            ? `${isAdmin ? "Every rep's deals" : "Your deals"} by stage. Values in ${board.data.currency}${
                board.data.ratesAsOf
                  ? `, converted at the rates of ${formatRatesDate(board.data.ratesAsOf)}`
                  : ""
              }.`
            : undefined
        }
      />
      <div className="mb-4 rounded-box border border-base-300 bg-base-100">
        <PipelineFilterBar
          filters={filters}
          owners={isAdmin ? (users.data ?? []) : null}
          onChange={setFilter}
        />
      </div>
      {board.isError ? (
        <SectionError query={board} fallback="Failed to load the pipeline" />
      ) : (
        <PipelineBoard
          board={
            pendingClose ? moveCard(board.data, pendingClose.deal, pendingClose.to) : board.data
          }
          showOwner={isAdmin}
          loadingMoreStage={loadingMore ? (loadingVariables?.stage ?? null) : null}
          onLoadMore={onLoadMore}
          onMove={onMove}
        />
      )}
      {pendingClose && (
        <StageReasonDialog
          deal={pendingClose.deal}
          to={pendingClose.to}
          onCancel={() => {
            focusCard(pendingClose.deal.id, pendingClose.deal.stage);
            setPendingClose(null);
          }}
          onConfirm={(reasonId, note) => {
            focusCard(pendingClose.deal.id, pendingClose.to);
            setPendingClose(null);
            send(pendingClose.deal, pendingClose.to, reasonId, note);
          }}
        />
      )}
    </>
  );
}
