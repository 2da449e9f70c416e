import type { ServiceContext } from "../context.ts";
import { checkSendFrequency, type LinkRequest } from "./emailLinks.ts";
import { createFlowState } from "./flow.ts";
import type { Mailer } from "./mailer.ts";
import { generateOtp, linkTokenHash } from "./otp.ts";
import type { Db, UserRow } from "./users.ts";

/**
 * GoTrue's sendEmailChange: a code and link to the new address and, with
 * `double_confirm_changes` (secure email change), one to the current address too, each
 * with a token of its own; the change waits in email_change until a link or code is
 * used. Within max_frequency, with a PKCE flow state when the client sent a challenge.
 * Run in the caller's transaction, so a mail that fails leaves nothing stored.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  mailer: Mailer,
  tx: Db,
  user: Pick<UserRow, "id" | "email" | "email_change_sent_at">,
  newEmail: string,
  request: LinkRequest,
) {
  checkSendFrequency(ctx, user.email_change_sent_at);
  const pkce = !!request.pkce;
  if (request.pkce) {
    await createFlowState(tx, {
      providerType: "email_change",
      authenticationMethod: "email_change",
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.pkce,
      userId: user.id,
    });
  }
  const otpNew = generateOtp();
  const tokenNew = linkTokenHash(newEmail, otpNew, pkce);
  const current =
    ctx.project.auth.email.doubleConfirmChanges && user.email
      ? { email: user.email, otp: generateOtp() }
      : null;
  const tokenCurrent = current ? linkTokenHash(current.email, current.otp, pkce) : "";
  await tx`
    update auth.users
    set email_change = ${newEmail}, email_change_token_new = ${tokenNew},
        email_change_token_current = ${tokenCurrent}, email_change_confirm_status = 0,
        email_change_sent_at = now(), updated_at = now()
    where id = ${user.id}`;
  const change = { email: user.email ?? "", newEmail };
  const mail = { type: "email_change" as const, redirectTo: request.redirectTo, change };
  await mailer.sendLink({ ...mail, to: newEmail, otp: otpNew, hashedToken: tokenNew });
  if (current) {
    await mailer.sendLink({
      ...mail,
      to: current.email,
      otp: current.otp,
      hashedToken: tokenCurrent,
    });
  }
}
