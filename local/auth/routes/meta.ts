import { Hono } from "hono";
import type { ServiceContext } from "../../context.ts";
import { publishedKeys } from "../../jwt.ts";

/** The GoTrue release whose API this service follows. */
export const GOTRUE_VERSION = "v2.177.0";

/** Every external provider GoTrue's /settings lists; only Google (and email) can be on here. */
const EXTERNAL_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "slack",
  "slack_oidc",
  "spotify",
  "twitch",
  "twitter",
  "workos",
  "zoom",
  "email",
  "phone",
];

export function metaRoutes(ctx: ServiceContext): Hono {
  const { auth } = ctx.project;
  return (
    new Hono()
      .get("/settings", (c) =>
        c.json({
          external: {
            ...Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, false])),
            anonymous_users: auth.enableAnonymousSignIns,
            email: true,
            google: auth.google.enabled,
          },
          disable_signup: !auth.enableSignup,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        }),
      )
      .get("/health", (c) =>
        c.json({
          version: GOTRUE_VERSION,
          name: "GoTrue",
          description: "GoTrue is a user registration and authentication API",
        }),
      )
      // Empty while tokens are signed with the project's HS256 secret.
      .get("/.well-known/jwks.json", async (c) => c.json({ keys: await publishedKeys(ctx) }))
  );
}
