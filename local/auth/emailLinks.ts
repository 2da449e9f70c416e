import type { Context } from "hono";
import type { ServiceContext } from "../context.ts";
import { AuthError } from "./errors.ts";
import { createFlowState, parsePkceParams, type CodeChallengeMethod } from "./flow.ts";
import type { Mailer } from "./mailer.ts";
import { optionalString } from "./request.ts";
import { referrer } from "./redirects.ts";
import { issueEmailToken, type SingleAddressType } from "./otp.ts";
import type { Db, UserRow } from "./users.ts";

/** GoTrue's validateSentWithinFrequencyLimit: one mail of a kind per [auth.email] max_frequency. */
export function checkSendFrequency(ctx: ServiceContext, sentAt: Date | null) {
  const frequencyMs = ctx.project.auth.email.maxFrequency * 1000;
  if (!sentAt || sentAt.getTime() + frequencyMs <= Date.now()) return;
  const left = Math.floor((sentAt.getTime() + frequencyMs - Date.now()) / 1000);
  throw new AuthError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${left} seconds.`,
  );
}

/** What a client sends with a request for a mailed link: PKCE's challenge and method (null without PKCE) and where the link leads. */
export interface LinkRequest {
  codeChallenge: string;
  pkce: CodeChallengeMethod | null;
  redirectTo: string;
}

/** The fields of every request for a mailed link, as GoTrue names them (redirect_to is not one: see `referrer`). */
export const linkRequestFields = {
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};

/** A request's link request: the PKCE fields of its body, and where the link leads (GoTrue's GetReferrer). */
export function linkRequest(
  c: Context,
  ctx: ServiceContext,
  params: { code_challenge: string; code_challenge_method: string },
): LinkRequest {
  return {
    codeChallenge: params.code_challenge,
    // Checked up front, before anything is looked up (GoTrue validates them with the request).
    pkce: parsePkceParams(params.code_challenge, params.code_challenge_method),
    redirectTo: referrer(c, ctx.project.auth),
  };
}

/**
 * Mails the user a link of the given type (GoTrue's sendPasswordRecovery,
 * sendMagicLink, sendConfirmation, sendInvite): within max_frequency, with a
 * PKCE flow state when the client sent a challenge. The token is stored only if
 * the mail went out: a failed send rolls it back.
 */
export async function mailLink(
  ctx: ServiceContext,
  mailer: Mailer,
  user: Pick<UserRow, "id" | "recovery_sent_at" | "confirmation_sent_at"> & { email: string },
  type: SingleAddressType,
  request: LinkRequest,
  /** Done in the same transaction first, e.g. creating the invited user. */
  before: (tx: Db) => Promise<unknown> = async () => {},
) {
  const { pkce } = request;
  const recoveryKind = type === "recovery" || type === "magiclink";
  // GoTrue's sendInvite alone has no frequency limit.
  if (type !== "invite")
    checkSendFrequency(ctx, recoveryKind ? user.recovery_sent_at : user.confirmation_sent_at);
  await ctx.sql.begin(async (tx) => {
    await before(tx);
    if (pkce) {
      await createFlowState(tx, {
        providerType: type,
        authenticationMethod: type,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: pkce,
        userId: user.id,
      });
    }
    const { otp, hashedToken } = await issueEmailToken(tx, user, type, { pkce: !!pkce });
    await mailer.sendLink({
      type,
      to: user.email,
      otp,
      hashedToken,
      redirectTo: request.redirectTo,
    });
  });
}
