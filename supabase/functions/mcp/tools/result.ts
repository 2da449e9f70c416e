import type { CallToolResult } from "../sdk.ts";
import { ProviderError } from "../../_shared/ai/errors.ts";
import { HttpError } from "../../_shared/errors.ts";

/** The tool's answer as JSON text, and as structured content for clients that read it. */
export function jsonResult(data: unknown): CallToolResult {
  const json = JSON.parse(JSON.stringify(data));
  return {
    content: [{ type: "text", text: JSON.stringify(json, null, 2) }],
    structuredContent: json,
  };
}

/** The API's message for what the API would answer with a 4xx or a 502; nothing internal otherwise. */
export function errorResult(error: unknown): CallToolResult {
  let message: string;
  if (error instanceof HttpError || error instanceof ProviderError) {
    message = error.message;
  } else {
    const requestId = crypto.randomUUID();
    console.error(`mcp tool call ${requestId} failed`, error);
    message = `Internal server error (request ${requestId})`;
  }
  return { content: [{ type: "text", text: message }], isError: true };
}

/** Runs a tool's work and answers with its result or its error. */
export async function answer(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return jsonResult(await work());
  } catch (error) {
    return errorResult(error);
  }
}
