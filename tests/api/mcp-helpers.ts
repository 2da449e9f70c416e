// The MCP server as a client of it sees it: connect with a token, call a tool, read its answer or its error.
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { supabaseUrl } from "./helpers.ts";

export const mcpUrl = `${supabaseUrl}/functions/v1/mcp`;

export async function connect(token: string): Promise<Client> {
  const client = new Client({ name: "crm-mcp-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The structured answer of a call that succeeded. */
export async function data(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<any> {
  const result = await call(client, name, args);
  assert.ok(!result.isError, `${name}: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}

/** The message of a call that failed as a tool error. */
export async function failure(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const result = await call(client, name, args);
  assert.equal(result.isError, true, `${name} should fail: ${JSON.stringify(result.content)}`);
  const [content] = result.content;
  assert.equal(content.type, "text");
  return content.type === "text" ? content.text : "";
}
