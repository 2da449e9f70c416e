import { createLocalProvider } from "../../_shared/ai/local/provider.ts";
import { createOpenAiProvider } from "../../_shared/ai/openai/provider.ts";
import type { AiProvider } from "../../_shared/ai/types.ts";

export const OFFLINE_LABEL = "Offline assistant";

/** Which brain answers, as GET /api/ai/status tells the app: never the key or the server's address. */
export interface AiStatus {
  provider: string;
  model: string | null;
  /** What the app shows: the model's name, or that the offline assistant answers. */
  label: string;
}

type Env = (name: string) => string | undefined;

function maxPromptTokens(env: Env): number | undefined {
  const setting = env("OPENAI_MAX_PROMPT_TOKENS");
  if (!setting) return undefined;
  const tokens = Number(setting);
  if (Number.isInteger(tokens) && tokens > 0) return tokens;
  console.error(
    `OPENAI_MAX_PROMPT_TOKENS is not a positive whole number (${setting}); using the default`,
  );
  return undefined;
}

/** OpenAI-compatible when OPENAI_API_KEY is set, else the offline local analyser. */
export function providerFromEnv(env: Env): AiProvider {
  const apiKey = env("OPENAI_API_KEY");
  if (!apiKey) return createLocalProvider();
  return createOpenAiProvider({
    apiKey,
    baseURL: env("OPENAI_BASE_URL"),
    model: env("OPENAI_MODEL"),
    maxPromptTokens: maxPromptTokens(env),
  });
}

let provider: AiProvider | null = null;

export function aiProvider(): AiProvider {
  provider ??= providerFromEnv((name) => Deno.env.get(name));
  return provider;
}

export function statusOf({ name, model }: AiProvider): AiStatus {
  return { provider: name, model: model ?? null, label: model ?? OFFLINE_LABEL };
}
