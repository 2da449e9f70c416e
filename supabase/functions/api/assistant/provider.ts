import { createLocalProvider } from "../../_shared/ai/local/provider.ts";
import { createOpenAiProvider } from "../../_shared/ai/openai/provider.ts";
import type { AiProvider } from "../../_shared/ai/types.ts";

let provider: AiProvider | null = null;

/** OpenAI-compatible when OPENAI_API_KEY is set, else the offline local analyser. */
export function aiProvider(): AiProvider {
  if (provider) return provider;
  const apiKey = Deno.env.get("OPENAI_API_KEY");
  provider = apiKey
    ? createOpenAiProvider({
      apiKey,
      baseURL: Deno.env.get("OPENAI_BASE_URL"),
      model: Deno.env.get("OPENAI_MODEL"),
    })
    : createLocalProvider();
  return provider;
}
