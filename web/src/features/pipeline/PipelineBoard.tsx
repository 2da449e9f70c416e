import { useState } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { PipelineBoard as Board } from "@contract";
import { stageLabel } from "../../lib/dealLabels";
import type { DealStage } from "../../lib/types";
import { columnCoordinates, columnUnderCard } from "./boardKeyboard";
import { DealCardBody } from "./DealCard";
import type { PipelineDeal } from "./pipelineQueries";
import { StageColumn } from "./StageColumn";

const dealOf = (data: { current?: unknown } | undefined) =>
  (data?.current as { deal: PipelineDeal } | undefined)?.deal;
const nameOf = (data: { current?: unknown } | undefined) => dealOf(data)?.name ?? "The deal";
const stageName = (id: UniqueIdentifier) => stageLabel(String(id));

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move this deal to another stage, press space or enter to lift it, use the left and right arrow keys to move it between stages, then press space or enter to drop it, or escape to cancel.",
};

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${nameOf(active.data)} in ${stageName(dealOf(active.data)?.stage ?? "")}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${nameOf(active.data)} is over ${stageName(over.id)}.`
      : `${nameOf(active.data)} is not over a stage.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${nameOf(active.data)} was dropped in ${stageName(over.id)}.`
      : `${nameOf(active.data)} was dropped outside the stages and stays in ${stageName(dealOf(active.data)?.stage ?? "")}.`,
  onDragCancel: ({ active }) =>
    `Moving ${nameOf(active.data)} was cancelled; it stays in ${stageName(dealOf(active.data)?.stage ?? "")}.`,
};

/** The columns side by side, with drag and drop between them by mouse, touch or keyboard. */
export function PipelineBoard({
  board,
  showOwner,
  loadingMoreStage,
  onLoadMore,
  onMove,
}: {
  board: Board;
  showOwner: boolean;
  loadingMoreStage: DealStage | null;
  onLoadMore(stage: DealStage, cursor: string): void;
  onMove(deal: PipelineDeal, to: DealStage): void;
}) {
  const [dragged, setDragged] = useState<PipelineDeal | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the client's name still opens it.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const start = ({ active }: DragStartEvent) => setDragged(dealOf(active.data) ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const deal = dealOf(active.data);
    if (deal && over && over.id !== deal.stage) onMove(deal, over.id as DealStage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      accessibility={{ announcements, screenReaderInstructions, restoreFocus: false }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
    >
      <div className="flex gap-3 overflow-x-auto pb-2" data-testid="pipeline-board">
        {board.columns.map((column) => (
          <StageColumn
            key={column.stage}
            column={column}
            showOwner={showOwner}
            loadingMore={loadingMoreStage === column.stage}
            onLoadMore={() => column.nextCursor && onLoadMore(column.stage, column.nextCursor)}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="flex h-full w-full cursor-grabbing flex-col gap-1.5 rounded-box border border-primary bg-base-100 p-3 pl-6 shadow-lg">
            <DealCardBody deal={dragged} showOwner={showOwner} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
