import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { linkRequest, linkRequestFields, mailLink } from "../emailLinks.ts";
import { validationFailed } from "../errors.ts";
import type { Mailer } from "../mailer.ts";
import { readParams, validateEmail } from "../request.ts";
import { findUserByEmail } from "../users.ts";

const recoverParams = z.object(linkRequestFields);

/**
 * POST /recover: mails a password recovery link. An unknown address answers
 * the same empty object and nothing is sent, so the answer tells nobody who
 * has an account.
 */
async function recover(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const params = await readParams(c, recoverParams);
  if (params.email === "") throw validationFailed("Password recovery requires an email");
  const email = validateEmail(params.email);
  const request = linkRequest(c, ctx, params);
  const user = await findUserByEmail(ctx.sql, email);
  if (user) await mailLink(ctx, mailer, { ...user, email }, "recovery", request);
  return c.json({});
}

export function recoverRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post("/recover", (c) => recover(c, ctx, mailer));
}
