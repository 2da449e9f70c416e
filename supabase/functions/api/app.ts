import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ProviderError } from "../_shared/ai/errors.ts";
import { databaseClientError, errorBody, HttpError } from "../_shared/errors.ts";
import { refuseQuery } from "../_shared/validation.ts";
import { auth } from "./auth/routes.ts";
import { admin } from "./admin/routes.ts";
import { ai } from "./ai/routes.ts";
import { chat } from "./chat/routes.ts";
import { chatThreads } from "./chat-threads/routes.ts";
import { clients } from "./clients/routes.ts";
import { type ApiEnv, requireUser } from "./context.ts";
import { dashboard } from "./dashboard/routes.ts";
import { clientEmailRoutes, emails } from "./emails/routes.ts";
import { documents } from "./documents/routes.ts";
import { inboundEmail } from "./emails/inbound.ts";
import { unassignedEmails } from "./emails/unassigned.ts";
import { files } from "./files/routes.ts";
import { followups } from "./followups/routes.ts";
import { imports } from "./imports/routes.ts";
import { knowledgeBase } from "./knowledge-base/routes.ts";
import { pipeline } from "./pipeline/routes.ts";
import { search } from "./search/routes.ts";
import { health } from "./health.ts";
import { insights } from "./insights/routes.ts";
import { users } from "./users/routes.ts";

const defaultAllowedOrigins = [
  "http://127.0.0.1:54321",
  "http://localhost:54321",
  "http://127.0.0.1:5173",
  "http://localhost:5173",
];

function allowedOrigins(): string[] {
  const configured = Deno.env.get("ALLOWED_ORIGINS");
  if (!configured) return defaultAllowedOrigins;
  return configured
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}

// Supabase's gateway strips /functions/v1, so the function sees /api/...
export const app = new Hono<ApiEnv>().basePath("/api");

app.use(
  "*",
  cors({
    origin: allowedOrigins(),
    allowHeaders: ["authorization", "x-client-info", "apikey", "content-type"],
    exposeHeaders: ["content-disposition"],
  }),
);

// No write takes query parameters: any is an unknown field, as in a body.
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
app.use("*", async (c, next) => {
  if (WRITES.has(c.req.method)) refuseQuery(c.req.url);
  await next();
});

app.route("/health", health);
app.route("/", auth);

const resources = {
  "/clients": clients,
  "/chat-threads": chatThreads,
  "/chat": chat,
  "/insights": insights,
  "/documents": documents,
  "/followups": followups,
  "/dashboard": dashboard,
  "/pipeline": pipeline,
  "/users": users,
  "/knowledge-base": knowledgeBase,
  "/admin": admin,
  "/ai": ai,
  "/search": search,
  "/imports": imports,
  "/emails": emails,
};
for (const [path, routes] of Object.entries(resources)) {
  app.use(path, requireUser);
  app.use(`${path}/*`, requireUser);
  app.route(path, routes);
}
// A client's mail (GET /clients/:id/emails) lives with the mail; requireUser above covers it.
app.route("/clients", clientEmailRoutes);
// Downloads also accept a signed token instead of a bearer header, so /files authenticates per route.
app.route("/files", files);
// Posted by a mail provider with the inbound secret, not by a user (emails/inbound.ts).
app.route("/email/inbound", inboundEmail);
app.route("/emails", unassignedEmails);

app.notFound((c) => c.json(errorBody("Not found"), 404));

app.onError((error, c) => {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.message, error.extra), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    return c.json(errorBody(error.message), error.status);
  }
  if (error instanceof ProviderError) {
    console.error(`AI provider failed: ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody(error.message), 502);
  }
  const clientError = databaseClientError(error);
  if (clientError) {
    return c.json(errorBody(clientError.message), clientError.status as ContentfulStatusCode);
  }
  const requestId = crypto.randomUUID();
  console.error(`request ${requestId} failed: ${c.req.method} ${c.req.path}`, error);
  return c.json({ ...errorBody("Internal server error"), requestId }, 500);
});
