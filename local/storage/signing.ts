import type { Context, Hono } from "hono";
import { z } from "zod";
import { asCaller, asSuperUser, getCaller, signToken, verifyToken } from "./auth.ts";
import { findObject, findObjectNames, type StorageEnv } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { KEY, params } from "./objects.ts";
import { renderObject } from "./render.ts";
import { checkUploadTarget, saveUpload } from "./save.ts";
import { readJson } from "./validate.ts";

/** How long a signed upload URL lives, as the Storage API's default. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;
const NOT_SIGNED = "Either the object does not exist or you do not have access to it";

const expiresIn = z
  .number()
  .int()
  .min(1)
  .max(10 * 365 * 24 * 3600);
const SignBody = z.object({ expiresIn, transform: z.unknown().optional() });
const SignManyBody = z.object({ expiresIn, paths: z.array(z.string()).min(1).max(10000) });

/** The signed token's payload, checked: a valid signature, not expired, for exactly this bucket/key. */
async function verifySigned(c: Context, env: StorageEnv): Promise<Record<string, unknown>> {
  const token = c.req.query("token");
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  let payload: Record<string, unknown>;
  try {
    payload = await verifyToken(env.ctx, token);
  } catch (e) {
    throw ERRORS.invalidJwt((e as Error).message);
  }
  const { bucket, key } = params(c);
  if (payload.url !== `${bucket}/${key}`)
    throw ERRORS.invalidSignature("The url do not match the signature");
  return payload;
}

export function signingRoutes(app: Hono, env: StorageEnv) {
  const { ctx } = env;

  app.post(`/object/sign/${KEY}`, async (c) => {
    const caller = await getCaller(c, ctx);
    const { bucket, key } = params(c);
    const body = await readJson(c, SignBody);
    const obj = await asCaller(ctx, caller, (tx) => findObject(tx, bucket, key));
    if (!obj) throw ERRORS.noSuchKey();
    const url = `${bucket}/${key}`;
    const token = await signToken(ctx, { url }, body.expiresIn);
    return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
  });

  app.post("/object/sign/:bucket", async (c) => {
    const caller = await getCaller(c, ctx);
    const bucket = c.req.param("bucket");
    const body = await readJson(c, SignManyBody);
    const visible = await asCaller(ctx, caller, (tx) => findObjectNames(tx, bucket, body.paths));
    const answer = await Promise.all(
      body.paths.map(async (path) => {
        if (!visible.has(path)) return { error: NOT_SIGNED, path, signedURL: null };
        const url = `${bucket}/${path}`;
        const token = await signToken(ctx, { url }, body.expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(answer);
  });

  app.get(`/object/sign/${KEY}`, async (c) => {
    await verifySigned(c, env);
    const { bucket, key } = params(c);
    const obj = await asSuperUser(ctx, (tx) => findObject(tx, bucket, key));
    if (!obj) throw ERRORS.noSuchKey();
    return renderObject(c, env, obj);
  });

  app.post(`/object/upload/sign/${KEY}`, async (c) => {
    const caller = await getCaller(c, ctx);
    const { bucket, key } = params(c);
    const upsert = c.req.header("x-upsert") === "true";
    await checkUploadTarget(env, { bucket, key, upsert, owner: caller.sub, caller });
    const url = `${bucket}/${key}`;
    const token = await signToken(ctx, { owner: caller.sub, url, upsert }, UPLOAD_URL_SECONDS);
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  app.put(`/object/upload/sign/${KEY}`, async (c) => {
    const payload = await verifySigned(c, env);
    const { bucket, key } = params(c);
    const owner = typeof payload.owner === "string" ? payload.owner : undefined;
    const saved = await saveUpload(env, c.req.raw, {
      bucket,
      key,
      upsert: payload.upsert === true,
      owner,
      caller: null,
    });
    return c.json(saved);
  });
}
