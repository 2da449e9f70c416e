import { Hono } from "hono";
import type { ServiceContext } from "../context.ts";
import { bucketRoutes } from "./buckets.ts";
import type { StorageEnv } from "./db.ts";
import { Disk } from "./disk.ts";
import { errorResponse } from "./errors.ts";
import { listV2Routes } from "./listV2.ts";
import { objectRoutes } from "./objects.ts";
import { signingRoutes } from "./signing.ts";
import { drain } from "./upload.ts";

/**
 * A Storage-API-compatible service: the routes @supabase/storage-js calls, relative to
 * `/storage/v1` (the gateway strips that prefix or mounts this app under it). Object bytes
 * live under `${ctx.dataDir}/storage`; rows in storage.buckets / storage.objects, where the
 * project's RLS policies decide for every caller but the service role.
 */
export function createStorageApp(ctx: ServiceContext): Hono {
  const env: StorageEnv = { ctx, disk: new Disk(ctx.dataDir) };
  const app = new Hono();

  app.get("/status", (c) => c.body(null, 200));
  bucketRoutes(app, env);
  // Before the object routes: `/object/sign/...` and `/object/list-v2/...` must not be read
  // as buckets named "sign" or "list-v2".
  signingRoutes(app, env);
  listV2Routes(app, env);
  objectRoutes(app, env);

  app.all("*", (c) =>
    c.json(
      {
        statusCode: "404",
        error: "Not Found",
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );

  app.onError(async (err, c) => {
    // An error before the body was read (bad JWT, unknown bucket, RLS): drain it so the
    // client gets this answer rather than a reset connection mid-upload.
    const body = c.req.raw.body;
    if (body && !c.req.raw.bodyUsed && !body.locked) await drain(body.getReader());
    return errorResponse(c, err);
  });

  return app;
}
