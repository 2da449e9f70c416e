import type { Hono } from "hono";
import { z } from "zod";
import { asCaller, asSuperUser, getCaller, isUuid } from "./auth.ts";
import { findBucket, listBuckets, type BucketRow, type StorageEnv } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { mustBeValidBucketName, parseFileSizeLimit, readJson } from "./validate.ts";

const mimeList = z.array(
  z.string().regex(/^[\w.+-]+\/[\w.+*-]+$/, "must be a MIME type like image/png or image/*"),
);
const sizeLimit = z.union([z.number(), z.string()]).nullable().optional();

const CreateBody = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeList.nullable().optional(),
  type: z.string().optional(),
});

const UpdateBody = z.object({
  public: z.boolean().optional(),
  file_size_limit: sizeLimit,
  allowed_mime_types: mimeList.nullable().optional(),
});

function render(b: BucketRow) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner_id ?? b.owner ?? "",
    public: b.public,
    file_size_limit: b.file_size_limit,
    allowed_mime_types: b.allowed_mime_types,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

function queryInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Buckets, read and written as the caller: RLS on storage.buckets decides (the service role bypasses it). */
export function bucketRoutes(app: Hono, env: StorageEnv) {
  const { ctx, disk } = env;

  app.get("/bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const rows = await asCaller(ctx, caller, (tx) =>
      listBuckets(tx, {
        limit: queryInt(c.req.query("limit")),
        offset: queryInt(c.req.query("offset")),
        sortColumn: c.req.query("sortColumn") ?? "name",
        sortOrder: c.req.query("sortOrder") ?? "asc",
        search: c.req.query("search"),
      }),
    );
    return c.json(rows.map(render));
  });

  app.get("/bucket/:id", async (c) => {
    const caller = await getCaller(c, ctx);
    const bucket = await asCaller(ctx, caller, (tx) => findBucket(tx, c.req.param("id")));
    if (!bucket) throw ERRORS.noSuchBucket();
    return c.json(render(bucket));
  });

  app.post("/bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, CreateBody);
    const id = body.id || body.name;
    mustBeValidBucketName(id);
    const limit = parseFileSizeLimit(body.file_size_limit);
    const owner = caller.sub;
    await asCaller(
      ctx,
      caller,
      (tx) => tx`
      insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
      values (${id}, ${id}, ${isUuid(owner) ? owner : null}, ${owner ?? null}, ${body.public ?? false},
              ${limit}, ${body.allowed_mime_types ?? null})`,
    );
    return c.json({ name: id });
  });

  app.put("/bucket/:id", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, UpdateBody);
    const id = c.req.param("id");
    const limit =
      body.file_size_limit === undefined ? undefined : parseFileSizeLimit(body.file_size_limit);
    const updated = await asCaller(
      ctx,
      caller,
      (tx) => tx`
      update storage.buckets set
        public = ${body.public === undefined ? tx`public` : tx`${body.public}`},
        file_size_limit = ${limit === undefined ? tx`file_size_limit` : tx`${limit}`},
        allowed_mime_types = ${body.allowed_mime_types === undefined ? tx`allowed_mime_types` : tx`${body.allowed_mime_types}`},
        updated_at = now()
      where id = ${id} returning id`,
    );
    if (!updated.length) throw ERRORS.noSuchBucket();
    return c.json({ message: "Successfully updated" });
  });

  app.delete("/bucket/:id", async (c) => {
    const caller = await getCaller(c, ctx);
    const id = c.req.param("id");
    if (!(await asCaller(ctx, caller, (tx) => findBucket(tx, id)))) throw ERRORS.noSuchBucket();
    const [{ count }] = await asSuperUser(
      ctx,
      (tx) => tx`
      select count(*)::int as count from (select 1 from storage.objects where bucket_id = ${id} limit 1) o`,
    );
    if (count > 0) throw ERRORS.bucketNotEmpty();
    const deleted = await asCaller(
      ctx,
      caller,
      (tx) => tx`delete from storage.buckets where id = ${id} returning id`,
    );
    if (!deleted.length) throw ERRORS.noSuchBucket();
    await disk.removeBucket(id);
    return c.json({ message: "Successfully deleted" });
  });

  app.post("/bucket/:id/empty", async (c) => {
    const caller = await getCaller(c, ctx);
    const id = c.req.param("id");
    const removed = await asCaller(ctx, caller, async (tx) => {
      if (!(await findBucket(tx, id))) throw ERRORS.noSuchBucket();
      return tx`delete from storage.objects where bucket_id = ${id} returning name, version`;
    });
    for (const row of removed)
      await disk.remove(id, row.name as string, row.version as string | null);
    return c.json({ message: "Empty bucket has been queued. Completion may take up to an hour." });
  });
}
