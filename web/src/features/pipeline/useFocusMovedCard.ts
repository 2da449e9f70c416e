import { useEffect, useRef } from "react";
import type { DealStage } from "../../lib/types";

/**
 * After a move (or a cancelled one) the card's handle takes the focus again in the
 * column it ends up in, once it is rendered there: the card is a new element in its
 * new column, so a keyboard user would otherwise be left on the page's body.
 */
export function useFocusMovedCard() {
  const wanted = useRef<{ id: string; stage: DealStage } | null>(null);
  useEffect(() => {
    if (!wanted.current) return;
    const { id, stage } = wanted.current;
    const handle = document.querySelector<HTMLElement>(
      `[data-stage-column="${stage}"] [data-deal-handle="${id}"]`,
    );
    if (!handle) return;
    wanted.current = null;
    handle.focus();
  });
  return (id: string, stage: DealStage) => {
    wanted.current = { id, stage };
  };
}
