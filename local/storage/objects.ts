import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { asCaller, asSuperUser, getCaller, testPermission } from "./auth.ts";
import {
  deleteObjects,
  findBucket,
  findObject,
  listLevel,
  writeObject,
  type ObjectRow,
  type StorageEnv,
} from "./db.ts";
import { ERRORS } from "./errors.ts";
import { renderObject } from "./render.ts";
import { commitVersion, saveUpload } from "./save.ts";
import { mustBeValidBucketName, mustBeValidKey, readJson } from "./validate.ts";

const ListBody = z.object({
  prefix: z.string().default(""),
  limit: z.number().int().min(1).max(10000).default(100),
  offset: z.number().int().min(0).default(0),
  sortBy: z
    .object({ column: z.string().default("name"), order: z.string().default("asc") })
    .default({ column: "name", order: "asc" }),
  search: z.string().default(""),
});

const MoveBody = z.object({
  bucketId: z.string().min(1),
  sourceKey: z.string().min(1),
  destinationKey: z.string().min(1),
  destinationBucket: z.string().min(1).optional().nullable(),
});

const RemoveBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/** `:key{.+}` captures the rest of the path, slashes included (decoded by Hono). */
export const KEY = ":bucket/:key{.+}";

export function params(c: Context): { bucket: string; key: string } {
  return { bucket: c.req.param("bucket") ?? "", key: c.req.param("key") ?? "" };
}

function objectInfo(obj: ObjectRow) {
  const meta = obj.metadata ?? {};
  return {
    id: obj.id,
    version: obj.version,
    name: obj.name,
    bucket_id: obj.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: obj.user_metadata ?? {},
    last_modified: meta.lastModified ?? obj.updated_at,
    created_at: obj.created_at,
  };
}

export function objectRoutes(app: Hono, env: StorageEnv) {
  const { ctx, disk } = env;

  /** An object the caller may read (RLS select), or NoSuchKey. */
  async function readable(c: Context): Promise<ObjectRow> {
    const caller = await getCaller(c, ctx);
    const { bucket, key } = params(c);
    const obj = await asCaller(ctx, caller, (tx) => findObject(tx, bucket, key));
    if (!obj) throw ERRORS.noSuchKey();
    return obj;
  }

  /** An object in a public bucket, for anyone. */
  async function publicObject(c: Context): Promise<ObjectRow> {
    const { bucket, key } = params(c);
    const [found, obj] = await asSuperUser(
      ctx,
      async (tx) => [await findBucket(tx, bucket), await findObject(tx, bucket, key)] as const,
    );
    if (!found || !found.public) throw ERRORS.noSuchBucket();
    if (!obj) throw ERRORS.noSuchKey();
    return obj;
  }

  app.post("/object/list/:bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, ListBody);
    const rows = await asCaller(ctx, caller, (tx) =>
      listLevel(tx, c.req.param("bucket"), {
        prefix: body.prefix,
        limit: body.limit,
        offset: body.offset,
        sortColumn: body.sortBy.column,
        sortOrder: body.sortBy.order,
        search: body.search,
      }),
    );
    return c.json(rows);
  });

  app.post("/object/move", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, MoveBody);
    const target = body.destinationBucket || body.bucketId;
    mustBeValidKey(body.destinationKey);
    mustBeValidBucketName(target);
    if (!(await asSuperUser(ctx, (tx) => findBucket(tx, target)))) throw ERRORS.noSuchBucket();
    const from: [string, string] = [body.bucketId, body.sourceKey];
    const to: [string, string] = [target, body.destinationKey];
    let movedVersion: string | null = null;
    try {
      await asCaller(ctx, caller, async (tx) => {
        const source = await findObject(tx, body.bucketId, body.sourceKey);
        if (!source) throw ERRORS.noSuchKey();
        const updated = await tx`
          update storage.objects set bucket_id = ${target}, name = ${body.destinationKey},
                 updated_at = now(), last_accessed_at = now()
          where id = ${source.id} returning id`;
        if (!updated.length) throw ERRORS.noSuchKey();
        // The rename is the last step inside the transaction: fast, and undone below if the commit fails.
        if (source.version && (await disk.size(from[0], from[1], source.version)) !== null) {
          await disk.moveVersion(from, to, source.version);
          movedVersion = source.version;
        }
      });
    } catch (e) {
      if (movedVersion) await disk.moveVersion(to, from, movedVersion).catch(() => undefined);
      throw e;
    }
    return c.json({ message: "Successfully moved" });
  });

  app.post("/object/copy", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, MoveBody);
    const target = body.destinationBucket || body.bucketId;
    const upsert = c.req.header("x-upsert") === "true";
    mustBeValidKey(body.destinationKey);
    mustBeValidBucketName(target);
    if (!(await asSuperUser(ctx, (tx) => findBucket(tx, target)))) throw ERRORS.noSuchBucket();
    const source = await asCaller(ctx, caller, (tx) =>
      findObject(tx, body.bucketId, body.sourceKey),
    );
    if (
      !source?.version ||
      (await disk.size(source.bucket_id, source.name, source.version)) === null
    ) {
      throw ERRORS.noSuchKey();
    }
    const probe = {
      bucket: target,
      name: body.destinationKey,
      owner: caller.sub,
      version: "permission-check",
    };
    await testPermission(ctx, caller, (tx) => writeObject(tx, probe, upsert));
    const temp = await disk.copyToTemp(source.bucket_id, source.name, source.version);
    const version = randomUUID();
    try {
      await disk.place(temp, target, body.destinationKey, version);
    } catch (e) {
      await disk.removeTemp(temp);
      throw e;
    }
    const metadata = { ...(source.metadata ?? {}), lastModified: new Date().toISOString() };
    const row = await commitVersion(
      env,
      { ...probe, version, metadata, userMetadata: source.user_metadata ?? undefined },
      upsert,
    );
    return c.json({ Id: row.id, Key: `${target}/${body.destinationKey}` });
  });

  app.get(`/object/info/public/${KEY}`, async (c) => c.json(objectInfo(await publicObject(c))));
  app.get(`/object/info/authenticated/${KEY}`, async (c) => c.json(objectInfo(await readable(c))));
  app.get(`/object/info/${KEY}`, async (c) => c.json(objectInfo(await readable(c))));

  app.get(`/object/public/${KEY}`, async (c) => renderObject(c, env, await publicObject(c)));
  app.get(`/object/authenticated/${KEY}`, async (c) => renderObject(c, env, await readable(c)));
  app.get(`/object/${KEY}`, async (c) => renderObject(c, env, await readable(c)));

  const upload = (method: "POST" | "PUT") => async (c: Context) => {
    const caller = await getCaller(c, ctx);
    const { bucket, key } = params(c);
    const upsert = method === "PUT" || c.req.header("x-upsert") === "true";
    const saved = await saveUpload(env, c.req.raw, {
      bucket,
      key,
      upsert,
      owner: caller.sub,
      caller,
    });
    return c.json(saved);
  };
  app.post(`/object/${KEY}`, upload("POST"));
  app.put(`/object/${KEY}`, upload("PUT"));

  app.delete(`/object/${KEY}`, async (c) => {
    const caller = await getCaller(c, ctx);
    const { bucket, key } = params(c);
    const deleted = await asCaller(ctx, caller, (tx) => deleteObjects(tx, bucket, [key]));
    if (!deleted.length) throw ERRORS.noSuchKey();
    await disk.remove(bucket, key, deleted[0].version);
    return c.json({ message: "Successfully deleted" });
  });

  app.delete("/object/:bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const bucket = c.req.param("bucket");
    const { prefixes } = await readJson(c, RemoveBody);
    const deleted = await asCaller(ctx, caller, (tx) => deleteObjects(tx, bucket, prefixes));
    for (const obj of deleted) await disk.remove(bucket, obj.name, obj.version);
    return c.json(deleted);
  });
}
