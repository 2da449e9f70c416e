import { useEffect, useRef } from "react";
import { useDroppable } from "@dnd-kit/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { PipelineColumn } from "@contract";
import { stageLabel } from "../../lib/dealLabels";
import { DealCard } from "./DealCard";
import { TotalWithUnconverted } from "../../components/TotalWithUnconverted";

const CARD_ESTIMATE_PX = 132;
const CARD_GAP_PX = 8;
/** Load the next page this many cards before the end of what is loaded. */
const PREFETCH_CARDS = 20;

/**
 * A stage's column: header with count and total, then its cards in a virtualised
 * list, so a column of thousands of deals renders only the few in view.
 */
export function StageColumn({
  column,
  showOwner,
  loadingMore,
  onLoadMore,
}: {
  column: PipelineColumn;
  showOwner: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const scrollRef = useRef<HTMLDivElement>(null);
  const headingId = `stage-${column.stage}`;
  const { cards, nextCursor } = column;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render only, never memoised.
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: 6,
    getItemKey: (index) => cards[index]!.id,
    // jsdom and the first paint have no layout yet: assume a column's height until it is measured.
    initialRect: { width: 260, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (nextCursor && !loadingMore && lastShown >= cards.length - PREFETCH_CARDS) onLoadMore();
  }, [nextCursor, loadingMore, lastShown, cards.length, onLoadMore]);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage-column={column.stage}
      className={`flex min-w-44 flex-1 basis-0 flex-col rounded-box border bg-base-100/60 transition-colors ${
        isOver ? "border-primary bg-primary/5" : "border-base-300"
      }`}
    >
      <header className="flex flex-col gap-0.5 border-b border-base-300 px-3 py-2.5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold">
            {stageLabel(column.stage)}
          </h2>
          <span
            className="badge badge-ghost badge-sm"
            title={`Deals in ${stageLabel(column.stage)} that match the filters`}
            data-testid="stage-count"
          >
            {column.count}
          </span>
        </div>
        <TotalWithUnconverted
          total={column.value}
          title={`Sum of the deal values in ${stageLabel(column.stage)}`}
          className="text-sm"
        />
      </header>
      <div ref={scrollRef} className="h-[calc(100vh-20rem)] min-h-80 overflow-y-auto p-2">
        {cards.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-base-content/60">No deals</p>
        ) : (
          <div
            role="list"
            aria-label={`${stageLabel(column.stage)} deals`}
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => (
              <div
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <DealCard deal={cards[item.index]!} showOwner={showOwner} />
              </div>
            ))}
          </div>
        )}
        {loadingMore && (
          <p className="py-2 text-center text-xs text-base-content/60" role="status">
            Loading more deals...
          </p>
        )}
      </div>
    </section>
  );
}
