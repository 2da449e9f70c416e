import { Hono } from "hono";
import type { ServiceContext } from "../../context.ts";
import { notFound, unprocessable } from "../errors.ts";
import { requireUserSession } from "../guard.ts";

/**
 * Features a `supabase start` project has switched off (or the CLI never runs, like SAML and
 * Web3), answered as GoTrue answers them: its status, error code and message, never a 404
 * for a route GoTrue has.
 */
export function disabledRoutes(ctx: ServiceContext): Hono {
  const app = new Hono();

  // GoTrue's requireSAMLEnabled, on sign-in with SSO, its SAML endpoints and the admin's providers.
  const samlDisabled = () => {
    throw notFound("saml_provider_disabled", "SAML 2.0 is disabled");
  };
  app.all("/sso", samlDisabled);
  app.all("/sso/*", samlDisabled);
  app.all("/admin/sso/*", samlDisabled);

  app.post("/token", (c, next) => {
    if (c.req.query("grant_type") !== "web3") return next();
    throw unprocessable("web3_provider_disabled", "Web3 provider is disabled");
  });

  // GoTrue's requireManualLinkingEnabled, after requireAuthentication.
  if (!ctx.project.auth.enableManualLinking) {
    app.on(["GET", "DELETE"], "/user/identities/*", async (c) => {
      await requireUserSession(c, ctx);
      throw notFound("manual_linking_disabled", "Manual linking is disabled");
    });
  }
  return app;
}
