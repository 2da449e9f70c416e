import { Hono } from "hono";
import { cors } from "hono/cors";
import { WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
import { errorBody, HttpError } from "../_shared/errors.ts";
import { authenticate, challenge, METADATA_PATH, protectedResourceMetadata } from "./auth.ts";
import { createMcpServer } from "./server.ts";

// Supabase's gateway strips /functions/v1, so the function sees /mcp/...
export const app = new Hono().basePath("/mcp");

// MCP clients in a browser (the MCP Inspector) need CORS; a bearer token, not a cookie, authenticates.
app.use(
  "*",
  cors({
    origin: "*",
    allowHeaders: ["authorization", "content-type", "mcp-session-id", "mcp-protocol-version"],
    exposeHeaders: ["mcp-session-id", "www-authenticate"],
  }),
);

app.get(METADATA_PATH, (c) => c.json(protectedResourceMetadata()));

/**
 * Stateless Streamable HTTP: each POST gets a server bound to the caller's
 * claims, so no state outlives the request and any instance can answer it.
 */
app.all("/", async (c) => {
  let claims;
  try {
    claims = await authenticate(c.req.raw);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return c.json(errorBody(error.message), 401, { "www-authenticate": challenge() });
  }
  if (c.req.method !== "POST") {
    return c.json(errorBody("Method not allowed: this server is stateless, send POST"), 405, {
      allow: "POST",
    });
  }
  const server = createMcpServer(claims);
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  return await transport.handleRequest(c.req.raw);
});

app.notFound((c) => c.json(errorBody("Not found"), 404));

app.onError((error, c) => {
  const requestId = crypto.randomUUID();
  console.error(`mcp request ${requestId} failed: ${c.req.method} ${c.req.path}`, error);
  return c.json({ ...errorBody("Internal server error"), requestId }, 500);
});
