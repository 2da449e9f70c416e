import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { renderConsentPage, type ConsentAccount } from "../consent.ts";
import { badRequest, notFound, validationFailed } from "../errors.ts";
import { finishGoogleSignIn, readState, signState } from "../externalSignIn.ts";
import { createFlowState, parsePkceParams } from "../flow.ts";
import {
  exchangeGoogleCode,
  googleAuthorizeUrl,
  hasGoogleCredentials,
  localGoogleUser,
} from "../google.ts";
import { referrer, withFragment, withQuery } from "../redirects.ts";
import { clientInfo, optionalString, readParams, validateEmail } from "../request.ts";
import { findUserByEmail, type Db, type UserRow } from "../users.ts";

/** Query parameters /authorize consumes; the rest go on to Google, as GoTrue passes them. */
const AUTHORIZE_PARAMS = ["provider", "scopes", "code_challenge", "code_challenge_method"];

const displayName = (user: Pick<UserRow, "email" | "raw_user_meta_data">) => {
  const metadata = user.raw_user_meta_data ?? {};
  const name = metadata.full_name ?? metadata.name;
  return typeof name === "string" && name !== "" ? name : (user.email ?? "").split("@")[0];
};

async function consentAccounts(db: Db): Promise<ConsentAccount[]> {
  const users = await db<Pick<UserRow, "email" | "raw_user_meta_data">[]>`
    select email, raw_user_meta_data from auth.users
    where email is not null and deleted_at is null
    order by email limit 50`;
  return users.map((user) => ({ email: user.email ?? "", name: displayName(user) }));
}

/**
 * GET /authorize?provider=google: starts the OAuth flow. With Google
 * credentials the browser goes to Google; without them the local consent page
 * stands in for Google's.
 */
async function authorize(c: Context, ctx: ServiceContext) {
  const { auth } = ctx.project;
  const provider = (c.req.query("provider") ?? "").toLowerCase();
  if (provider !== "google")
    throw validationFailed(`Unsupported provider: Provider ${provider} could not be found`);
  if (!auth.google.enabled) throw validationFailed("Unsupported provider: provider is not enabled");
  const codeChallenge = c.req.query("code_challenge") ?? "";
  const method = parsePkceParams(codeChallenge, c.req.query("code_challenge_method") ?? "");
  const flow = method
    ? await createFlowState(ctx.sql, {
        providerType: provider,
        authenticationMethod: "oauth",
        codeChallenge,
        codeChallengeMethod: method,
      })
    : null;
  const state = await signState(ctx, {
    provider,
    referrer: referrer(c, auth),
    flowStateId: flow?.id ?? "",
  });

  if (hasGoogleCredentials(auth)) {
    const extra = new URLSearchParams(c.req.query());
    for (const name of AUTHORIZE_PARAMS) extra.delete(name);
    return c.redirect(googleAuthorizeUrl(ctx, state, c.req.query("scopes") ?? "", extra), 302);
  }
  return c.html(renderConsentPage(state, await consentAccounts(ctx.sql)));
}

const consentForm = z.object({
  state: optionalString,
  email: optionalString,
  name: optionalString,
});

/** POST /authorize/local: the consent page's answer; signs the chosen person in as a Google user. */
async function localConsent(c: Context, ctx: ServiceContext) {
  if (hasGoogleCredentials(ctx.project.auth)) {
    throw notFound(
      "not_found",
      "The local Google consent page is off: Google client credentials are configured",
    );
  }
  const form = await readParams(c, consentForm, { form: true });
  const state = await readState(ctx, form.state);
  let email: string;
  try {
    email = validateEmail(form.email.trim());
  } catch (error) {
    return c.html(
      renderConsentPage(form.state, await consentAccounts(ctx.sql), (error as Error).message),
      400,
    );
  }
  const existing = await findUserByEmail(ctx.sql, email);
  const name = form.name.trim() || displayName(existing ?? { email, raw_user_meta_data: null });
  const location = await finishGoogleSignIn(
    ctx,
    localGoogleUser(email, name),
    state,
    clientInfo(c),
  );
  return c.redirect(location, 302);
}

/** GET /callback: Google sends the browser back here with a code (or an error) and the state. */
async function callback(c: Context, ctx: ServiceContext) {
  const state = await readState(ctx, c.req.query("state") ?? "");
  const providerError = c.req.query("error");
  if (providerError) {
    const details = {
      error: providerError,
      error_description: c.req.query("error_description") ?? "",
    };
    return c.redirect(withFragment(withQuery(state.referrer, details), details), 302);
  }
  if (!hasGoogleCredentials(ctx.project.auth)) {
    throw badRequest(
      "bad_oauth_callback",
      "Google sign-in is not configured (no client id and secret)",
    );
  }
  const code = c.req.query("code") ?? "";
  if (code === "") throw badRequest("bad_oauth_callback", "OAuth code missing");
  const google = await exchangeGoogleCode(ctx, code);
  const location = await finishGoogleSignIn(ctx, google.user, state, clientInfo(c), google.tokens);
  return c.redirect(location, 302);
}

export function oauthRoutes(ctx: ServiceContext): Hono {
  return new Hono()
    .get("/authorize", (c) => authorize(c, ctx))
    .post("/authorize/local", (c) => localConsent(c, ctx))
    .get("/callback", (c) => callback(c, ctx));
}
