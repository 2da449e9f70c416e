import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, HttpError } from "../_shared/errors.ts";
import { health } from "./routes/health.ts";

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

// Supabase's gateway strips /functions/v1, so the function sees /api/...
export const app = new Hono().basePath("/api");

app.use(
  "*",
  cors({
    origin: allowedOrigins(),
    allowHeaders: ["authorization", "x-client-info", "apikey", "content-type"],
  }),
);

app.route("/health", health);

app.notFound((c) => c.json(errorBody("Not found"), 404));

app.onError((error, c) => {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.message), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    return c.json(errorBody(error.message), error.status);
  }
  const requestId = crypto.randomUUID();
  console.error(`request ${requestId} failed: ${c.req.method} ${c.req.path}`, error);
  return c.json({ ...errorBody("Internal server error"), requestId }, 500);
});
