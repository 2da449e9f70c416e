import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { createEmailUser } from "../accounts.ts";
import { linkRequest, mailLink } from "../emailLinks.ts";
import { emailExists } from "../errors.ts";
import { requireAdmin } from "../guard.ts";
import type { Mailer } from "../mailer.ts";
import { metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { findUserByEmail, loadUserJson } from "../users.ts";

const inviteParams = z.object({
  email: optionalString,
  data: metadata.nullish(),
});

/**
 * POST /invite (service role): mails an invitation whose link confirms the
 * address and signs the new user in; an address not yet confirmed is invited
 * again, a confirmed one is 422 email_exists. Answers the user.
 */
async function invite(c: Context, ctx: ServiceContext, mailer: Mailer) {
  await requireAdmin(c, ctx);
  const params = await readParams(c, inviteParams);
  const email = validateEmail(params.email);
  const request = linkRequest(c, ctx, { code_challenge: "", code_challenge_method: "" });
  const existing = await findUserByEmail(ctx.sql, email);
  if (existing?.email_confirmed_at) throw emailExists();
  const user = existing ?? { id: randomUUID(), recovery_sent_at: null, confirmation_sent_at: null };
  await mailLink(ctx, mailer, { ...user, email }, "invite", request, async (tx) => {
    if (!existing) {
      await createEmailUser(tx, {
        id: user.id,
        email,
        passwordHash: null,
        userMetadata: params.data ?? {},
        confirmed: false,
      });
    }
  });
  return c.json(await loadUserJson(ctx.sql, user.id));
}

export function inviteRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post("/invite", (c) => invite(c, ctx, mailer));
}
