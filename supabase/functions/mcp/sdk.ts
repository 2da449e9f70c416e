// The SDK's "./*" export gives `server/mcp.js` the types of `server/mcp.js.d.ts`, a file that
// does not exist; each @ts-types names the declarations Deno should read instead.

// @ts-types="@modelcontextprotocol/sdk/server/mcp"
export { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
export { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
export type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
