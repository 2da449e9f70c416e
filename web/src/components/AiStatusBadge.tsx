import { BrainCircuit, Cpu } from "lucide-react";
import { useAiStatus } from "../lib/aiStatus";

/**
 * Which brain answers: the model's name, or "Offline assistant" for the rules that run
 * without one. Nothing until the server has said (a guess would not be honest).
 */
export function AiStatusBadge() {
  const status = useAiStatus();
  if (!status.data) return null;
  const { model, label } = status.data;
  const Icon = model ? BrainCircuit : Cpu;
  return (
    <span
      className="badge badge-sm badge-ghost max-w-48 gap-1"
      title={
        model
          ? `Answers come from the model ${model}`
          : "Answers come from the offline assistant, no model"
      }
      data-testid="ai-status"
    >
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">AI: </span>
      <span className="truncate">{label}</span>
    </span>
  );
}
