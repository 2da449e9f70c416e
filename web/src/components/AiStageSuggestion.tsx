import { Sparkles } from "lucide-react";
import { stageLabel } from "../lib/dealLabels";

/**
 * The stage the AI's latest analysis suggests, shown only when it differs from the
 * stage the rep set: the rep's stage decides, the suggestion is a hint.
 */
export function AiStageSuggestion({
  repStage,
  aiStage,
}: {
  repStage: string;
  aiStage: string | null | undefined;
}) {
  if (!aiStage || aiStage === repStage) return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-medium text-secondary"
      title={`The AI's latest analysis suggests ${stageLabel(aiStage)}; the stage you set (${stageLabel(repStage)}) is the one that counts.`}
    >
      <Sparkles className="size-3.5" aria-hidden="true" />
      AI suggests: {stageLabel(aiStage)}
    </span>
  );
}
