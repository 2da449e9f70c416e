import { Hono } from "hono";
import { bearerToken, verifyAccessToken } from "../../_shared/auth.ts";
import { withServiceTransaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { verifyDownloadToken } from "../../_shared/signed-urls.ts";
import { parseId, reply } from "../../_shared/validation.ts";
import type { StoredFileResponse } from "../../_shared/contract/index.ts";
import { type ApiEnv, requireUser } from "../context.ts";
import { fileResponse } from "./download.ts";
import { fileById, type FileRecord } from "./queries.ts";
import { storeUpload } from "./store.ts";
import { readUpload } from "./upload.ts";

const NOT_FOUND = "File not found";

export const files = new Hono<ApiEnv>();

files.post("/upload", requireUser, async (c) => {
  const upload = await readUpload(c.req.raw);
  const { file } = await storeUpload(c.get("claims"), upload);
  return c.json(reply<StoredFileResponse>(file), 201);
});

/**
 * With a signed token, the token is the proof that its user could read the
 * file when the link was made, so the row is read with the service role;
 * with a bearer header, RLS decides.
 */
files.get("/download/:fileId", async (c) => {
  const token = c.req.query("token");
  const authorization = c.req.header("authorization");
  if (token === undefined && !authorization) throw new HttpError(401, "Authentication required");
  const id = parseId(c.req.param("fileId"), NOT_FOUND);
  let file: FileRecord | null;
  if (token !== undefined) {
    if (!(await verifyDownloadToken(id, token))) throw new HttpError(404, NOT_FOUND);
    file = await withServiceTransaction((tx) => fileById(tx, id));
  } else {
    const claims = await verifyAccessToken(bearerToken(authorization));
    file = await withUserTransaction(claims, (tx) => fileById(tx, id));
  }
  if (!file) throw new HttpError(404, NOT_FOUND);
  return fileResponse(file, token !== undefined);
});
