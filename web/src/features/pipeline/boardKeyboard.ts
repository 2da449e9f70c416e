import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { DEAL_STAGES, type DealStage } from "../../lib/types";

/**
 * Arrow keys move a lifted card one column left or right: it is placed over the
 * next stage's column (dnd-kit's default moves it 25 px, which means nothing on a board).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const from = (context.over?.id ??
    (context.active?.data.current as { deal?: { stage: DealStage } } | undefined)?.deal?.stage) as
    DealStage | undefined;
  const index = from ? DEAL_STAGES.indexOf(from) : -1;
  const next = DEAL_STAGES[index + step];
  const rect = next ? context.droppableRects.get(next) : undefined;
  if (!rect) return currentCoordinates;
  const width = context.collisionRect?.width ?? 0;
  return { x: rect.left + Math.max(0, (rect.width - width) / 2), y: rect.top + 48 };
};

/** The column under the mouse; a keyboard drag has no pointer, so the column the card overlaps most. */
export const columnUnderCard: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
