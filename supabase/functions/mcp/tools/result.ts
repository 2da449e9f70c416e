import type { CallToolResult } from "../sdk.ts";
import { ProviderError } from "../../_shared/ai/errors.ts";
import { databaseClientError, HttpError } from "../../_shared/errors.ts";

/** The tool's answer as JSON text, and as structured content for clients that read it. */
export function jsonResult(data: unknown): CallToolResult {
  const json = JSON.parse(JSON.stringify(data));
  return {
    content: [{ type: "text", text: JSON.stringify(json, null, 2) }],
    structuredContent: json,
  };
}

/** The API's message where the API would answer a 4xx or a 502; null for anything else. */
function clientMessage(error: unknown): string | null {
  if (error instanceof HttpError || error instanceof ProviderError) return error.message;
  return databaseClientError(error)?.message ?? null;
}

/** A tool error with the API's message, or one that says nothing internal. */
export function errorResult(error: unknown): CallToolResult {
  let message = clientMessage(error);
  if (message === null) {
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
