import { providerFromEnv } from "../../_shared/ai/from-env.ts";
import type { AiProvider } from "../../_shared/ai/types.ts";

export const OFFLINE_LABEL = "Offline assistant";

/** Which brain answers, as GET /api/ai/status tells the app: never the key or the server's address. */
export interface AiStatus {
  provider: string;
  model: string | null;
  /** What the app shows: the model's name, or that the offline assistant answers. */
  label: string;
}

let provider: AiProvider | null = null;

export function aiProvider(): AiProvider {
  provider ??= providerFromEnv((name) => Deno.env.get(name));
  return provider;
}

export function statusOf({ name, model }: AiProvider): AiStatus {
  return { provider: name, model: model ?? null, label: model ?? OFFLINE_LABEL };
}
