import { createLocalProvider } from "./local/provider.ts";
import { createOpenAiProvider } from "./openai/provider.ts";
import type { AiProvider } from "./types.ts";

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
