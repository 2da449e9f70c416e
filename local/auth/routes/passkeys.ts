import { Hono, type Context } from "hono";
import { z } from "zod";
import type { PasskeyConfig } from "../../config.ts";
import type { ServiceContext } from "../../context.ts";
import { forbidden, notFound } from "../errors.ts";
import { requireNotAnonymous, requireUserSession } from "../guard.ts";
import {
  authenticationOptions,
  ceremonyAnswer,
  deletePasskey,
  listPasskeys,
  recordPasskeyUse,
  registerPasskey,
  registrationOptions,
  renamePasskey,
  verifyPasskeyAssertion,
} from "../passkeys.ts";
import { clientInfo, readParams } from "../request.ts";
import { createSession } from "../tokens.ts";
import { isBanned } from "../users.ts";

/** GoTrue's requireAuthentication then requireNotAnonymous: who registers a passkey. */
async function registeringUser(c: Context, ctx: ServiceContext) {
  const { claims, user } = await requireUserSession(c, ctx);
  requireNotAnonymous(claims);
  return user;
}

/** POST /passkeys/authentication/verify: a verified assertion signs its user in. */
async function signIn(c: Context, ctx: ServiceContext, config: PasskeyConfig) {
  const answer = await readParams(c, ceremonyAnswer);
  const assertion = await verifyPasskeyAssertion(ctx.sql, config, answer);
  const { user } = assertion;
  if (user.email && !user.email_confirmed_at)
    throw forbidden("email_not_confirmed", "Email not confirmed");
  if (user.phone && !user.phone_confirmed_at)
    throw forbidden("phone_not_confirmed", "Phone not confirmed");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  const session = await ctx.sql.begin(async (tx) => {
    await recordPasskeyUse(tx, assertion);
    return createSession(ctx, tx, user.id, "passkey", clientInfo(c));
  });
  return c.json(session);
}

/**
 * GoTrue's /passkeys: registering a passkey to the signed-in account, signing in with one
 * (discoverable: the authenticator names the user), and listing, renaming and deleting them.
 * With `[auth.passkey]` off every route answers GoTrue's 404 passkey_disabled.
 */
export function passkeyRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();
  const config = ctx.project.auth.passkey;
  if (!config) {
    const disabled = () => {
      throw notFound("passkey_disabled", "Passkeys are disabled");
    };
    app.all("/passkeys", disabled);
    app.all("/passkeys/*", disabled);
    return app;
  }
  const { sql } = ctx;
  return app
    .post("/passkeys/registration/options", async (c) =>
      c.json(await registrationOptions(sql, config, await registeringUser(c, ctx))),
    )
    .post("/passkeys/registration/verify", async (c) => {
      const user = await registeringUser(c, ctx);
      const answer = await readParams(c, ceremonyAnswer);
      return c.json(await registerPasskey(sql, config, user, answer));
    })
    .post("/passkeys/authentication/options", async (c) =>
      c.json(await authenticationOptions(sql, config)),
    )
    .post("/passkeys/authentication/verify", (c) => signIn(c, ctx, config))
    .get("/passkeys", async (c) => {
      const { user } = await requireUserSession(c, ctx);
      return c.json(await listPasskeys(sql, user.id));
    })
    .patch("/passkeys/:passkeyId", async (c) => {
      const { user } = await requireUserSession(c, ctx);
      const params = await readParams(c, z.object({ friendly_name: z.string().nullish() }));
      const name = params.friendly_name ?? "";
      return c.json(await renamePasskey(sql, user.id, c.req.param("passkeyId"), name));
    })
    .delete("/passkeys/:passkeyId", async (c) => {
      const { user } = await requireUserSession(c, ctx);
      await deletePasskey(sql, user.id, c.req.param("passkeyId"));
      return c.body(null, 204);
    });
}
