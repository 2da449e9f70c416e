import type { Hono } from "hono";
import { z } from "zod";
import { asCaller, getCaller } from "./auth.ts";
import { likeEscape, type StorageEnv } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { readJson } from "./validate.ts";

// The Storage API's `POST /object/list-v2/{bucket}`: objects whose key starts with
// `prefix`, as S3's ListObjectsV2 pages them. With `with_delimiter`, the keys that go on
// past the next "/" after the prefix are folded into one folder each. Folders come first
// (by name), then objects in `sortBy` order; `nextCursor` names the last entry of a page.

const MAX_KEYS = 1000;

const ListV2Body = z.object({
  prefix: z.string().default(""),
  limit: z.number().int().min(1).optional(),
  cursor: z.string().optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: z
    .object({
      column: z.enum(["name", "updated_at", "created_at"]),
      order: z.enum(["asc", "desc"]).default("asc"),
    })
    .default({ column: "name", order: "asc" }),
});

interface ObjectEntry {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: Record<string, unknown> | null;
}

/** Where an entry sits in the listing: folders (kind 0) before objects (kind 1), then by value and name. */
const Position = z.object({ kind: z.number(), value: z.string(), name: z.string() });
type Position = z.infer<typeof Position>;

function compare(a: Position, b: Position, descending: boolean): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  const byName = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  return (descending ? -1 : 1) * (order || byName);
}

const encodeCursor = (p: Position) => Buffer.from(JSON.stringify(p)).toString("base64url");

function decodeCursor(cursor: string): Position {
  try {
    return Position.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw ERRORS.invalidRequest("Invalid cursor");
  }
}

export function listV2Routes(app: Hono, env: StorageEnv) {
  const { ctx } = env;

  app.post("/object/list-v2/:bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const body = await readJson(c, ListV2Body);
    const bucket = c.req.param("bucket");
    const limit = Math.min(body.limit ?? MAX_KEYS, MAX_KEYS);
    const rows = await asCaller(
      ctx,
      caller,
      (tx) => tx<ObjectEntry[]>`
        select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects
        where bucket_id = ${bucket} and name like ${likeEscape(body.prefix) + "%"}`,
    );

    const folders = new Map<string, Position>();
    const objects: { position: Position; row: ObjectEntry }[] = [];
    for (const row of rows) {
      const slash = body.with_delimiter ? row.name.indexOf("/", body.prefix.length) : -1;
      if (slash >= 0) {
        const name = row.name.slice(0, slash + 1);
        folders.set(name, { kind: 0, value: "", name });
      } else {
        const value = body.sortBy.column === "name" ? "" : row[body.sortBy.column].toISOString();
        objects.push({ position: { kind: 1, value, name: row.name }, row });
      }
    }

    const descending = body.sortBy.order === "desc";
    const after = body.cursor ? decodeCursor(body.cursor) : null;
    const entries = [
      ...[...folders.values()].map((position) => ({ position, row: null })),
      ...objects,
    ]
      .filter((e) => !after || compare(e.position, after, descending) > 0)
      .sort((a, b) => compare(a.position, b.position, descending));
    const page = entries.slice(0, limit);
    const hasNext = entries.length > limit;

    return c.json({
      hasNext,
      ...(hasNext ? { nextCursor: encodeCursor(page[page.length - 1].position) } : {}),
      folders: page
        .filter((e) => !e.row)
        .map(({ position }) => ({ key: position.name.slice(0, -1), name: position.name })),
      objects: page.flatMap(({ row }) =>
        row
          ? [
              {
                id: row.id,
                key: row.name,
                name: row.name,
                created_at: row.created_at,
                updated_at: row.updated_at,
                last_accessed_at: row.last_accessed_at,
                metadata: row.metadata,
              },
            ]
          : [],
      ),
    });
  });
}
