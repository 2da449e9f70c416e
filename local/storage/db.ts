import type postgres from "postgres";
import type { ServiceContext } from "../context.ts";
import { isUuid, type Tx } from "./auth.ts";
import type { Disk } from "./disk.ts";

/** What the storage routes share. */
export interface StorageEnv {
  ctx: ServiceContext;
  disk: Disk;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

function bucketFromRow(row: Record<string, unknown>): BucketRow {
  const limit = row.file_size_limit;
  return {
    ...(row as unknown as BucketRow),
    file_size_limit: limit === null ? null : Number(limit),
  };
}

export async function findBucket(tx: Tx, id: string): Promise<BucketRow | null> {
  const rows = await tx`
    select id, name, owner, owner_id, coalesce(public, false) as public, file_size_limit,
           allowed_mime_types, created_at, updated_at
    from storage.buckets where id = ${id}`;
  return rows.length ? bucketFromRow(rows[0]) : null;
}

export async function listBuckets(
  tx: Tx,
  opts: { limit?: number; offset?: number; sortColumn: string; sortOrder: string; search?: string },
): Promise<BucketRow[]> {
  const column = ["id", "name", "created_at", "updated_at"].includes(opts.sortColumn)
    ? opts.sortColumn
    : "name";
  const order = opts.sortOrder === "desc" ? "desc" : "asc";
  const rows = await tx`
    select id, name, owner, owner_id, coalesce(public, false) as public, file_size_limit,
           allowed_mime_types, created_at, updated_at
    from storage.buckets
    where ${opts.search ? tx`name ilike ${"%" + likeEscape(opts.search) + "%"}` : tx`true`}
    order by ${tx(column)} ${tx.unsafe(order)}
    ${opts.limit ? tx`limit ${opts.limit}` : tx``} ${opts.offset ? tx`offset ${opts.offset}` : tx``}`;
  return rows.map(bucketFromRow);
}

const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`;

export async function findObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | null> {
  const rows = await tx`
    select ${tx.unsafe(OBJECT_COLUMNS)} from storage.objects where bucket_id = ${bucket} and name = ${name}`;
  return rows.length ? (rows[0] as unknown as ObjectRow) : null;
}

export async function findObjectNames(
  tx: Tx,
  bucket: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await tx`
    select name from storage.objects where bucket_id = ${bucket} and name = any(${tx.array(names)}::text[])`;
  return new Set(rows.map((r) => r.name as string));
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata?: ObjectMetadata;
  userMetadata?: Record<string, unknown>;
}

/** Inserts an object row; with `upsert`, replaces the one with the same name. */
export async function writeObject(tx: Tx, o: NewObject, upsert: boolean): Promise<{ id: string }> {
  const json = (value: object | undefined) => (value ? tx.json(value as postgres.JSONValue) : null);
  const values = tx`(${o.bucket}, ${o.name}, ${isUuid(o.owner) ? o.owner : null}, ${o.owner ?? null}, ${o.version},
    ${json(o.metadata)}, ${json(o.userMetadata)})`;
  const rows = upsert
    ? await tx`
        insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
        values ${values}
        on conflict (bucket_id, name) do update set
          owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
          metadata = excluded.metadata, user_metadata = excluded.user_metadata,
          updated_at = now(), last_accessed_at = now()
        returning id`
    : await tx`
        insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
        values ${values}
        returning id`;
  return rows[0] as { id: string };
}

/** Deletes objects by name; answers the deleted rows (what RLS let the caller delete). */
export async function deleteObjects(tx: Tx, bucket: string, names: string[]): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  const rows = await tx`
    delete from storage.objects where bucket_id = ${bucket} and name = any(${tx.array(names)}::text[])
    returning ${tx.unsafe(OBJECT_COLUMNS)}`;
  return rows as unknown as ObjectRow[];
}

export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => "\\" + ch);
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: string;
  sortOrder: string;
  search: string;
}

/**
 * One folder level, as the Storage API's `storage.search()` answers it: the sub-folders
 * first (name only, the other fields null), then the objects at that level.
 */
export async function listLevel(tx: Tx, bucket: string, o: ListOptions) {
  const prefix = o.prefix.length > 0 && !o.prefix.endsWith("/") ? `${o.prefix}/` : o.prefix;
  const level = prefix.split("/").length;
  const pattern = likeEscape((prefix + o.search).toLowerCase()) + "%";
  const column = ["name", "updated_at", "created_at", "last_accessed_at"].includes(o.sortColumn)
    ? o.sortColumn
    : "name";
  const order = tx.unsafe(o.sortOrder.toLowerCase() === "desc" ? "desc" : "asc");
  return tx`
    with matching as (
      select * from storage.objects where bucket_id = ${bucket} and lower(name) like ${pattern}
    ), entries as (
      select distinct on (path_tokens[${level}]) 0 as kind, path_tokens[${level}] as name,
             null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matching where array_length(path_tokens, 1) > ${level}
      union all
      select 1, path_tokens[${level}], id, updated_at, created_at, last_accessed_at, metadata
      from matching where array_length(path_tokens, 1) = ${level}
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries
    order by kind,
      case when kind = 0 then name end ${order},
      ${tx(column)} ${order}, name ${order}
    limit ${o.limit} offset ${o.offset}`;
}
