import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ProviderError } from "../_shared/ai/errors.ts";
import { errorBody, HttpError } from "../_shared/errors.ts";
import { TIME_ZONE_ERROR } from "../_shared/contract/index.ts";
import { auth } from "./auth/routes.ts";
import { admin } from "./admin/routes.ts";
import { ai } from "./ai/routes.ts";
import { chat } from "./chat/routes.ts";
import { chatThreads } from "./chat-threads/routes.ts";
import { clients } from "./clients/routes.ts";
import { type ApiEnv, requireUser } from "./context.ts";
import { dashboard } from "./dashboard/routes.ts";
import { documents } from "./documents/routes.ts";
import { files } from "./files/routes.ts";
import { followups } from "./followups/routes.ts";
import { knowledgeBase } from "./knowledge-base/routes.ts";
import { pipeline } from "./pipeline/routes.ts";
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
  return configured.split(",").map((origin) => origin.trim()).filter(Boolean);
}

/** Database errors that bad input can cause, as the client errors they are. */
const DATABASE_ERRORS: Record<string, [ContentfulStatusCode, string]> = {
  "23505": [409, "That already exists"],
  "23503": [404, "A related record was not found"],
  "23514": [400, "A value is not allowed"],
  "23502": [400, "A required value is missing"],
  "22001": [400, "A value is too long"],
  "22P02": [400, "A value has the wrong format"],
  "22021": [400, "Text contains a character that cannot be stored"],
  // ICU and Postgres ship slightly different time zone lists.
  "22023": [400, TIME_ZONE_ERROR],
  "54000": [400, "A value is too large"],
  "22003": [400, "A number is out of range"],
  "22007": [400, "A date is not valid"],
  "22008": [400, "A date is out of range"],
  "42501": [403, "You do not have permission to do that"],
};

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
};
for (const [path, routes] of Object.entries(resources)) {
  app.use(path, requireUser);
  app.use(`${path}/*`, requireUser);
  app.route(path, routes);
}
// Downloads also accept a signed token instead of a bearer header, so /files authenticates per route.
app.route("/files", files);

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
  const code = (error as { code?: string }).code;
  if (code && DATABASE_ERRORS[code]) {
    const [status, message] = DATABASE_ERRORS[code];
    return c.json(errorBody(message), status);
  }
  const requestId = crypto.randomUUID();
  console.error(`request ${requestId} failed: ${c.req.method} ${c.req.path}`, error);
  return c.json({ ...errorBody("Internal server error"), requestId }, 500);
});
