/** One message of a chat-completions prompt, as the OpenAI-compatible API takes it. */
export type PromptMessage =
  | { role: "system" | "assistant"; content: string }
  | {
      role: "user";
      content:
        | string
        | Array<{ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }>;
    };
