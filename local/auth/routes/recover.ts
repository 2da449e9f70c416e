import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { AuthError, validationFailed } from '../errors.ts';
import { createFlowState, parsePkceParams } from '../flow.ts';
import type { Mailer } from '../mailer.ts';
import { issueEmailToken } from '../otp.ts';
import { referrer } from '../redirects.ts';
import { optionalString, readParams, validateEmail } from '../request.ts';
import { findUserByEmail } from '../users.ts';

const recoverParams = z.object({
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
  redirect_to: optionalString,
});

/** GoTrue's validateSentWithinFrequencyLimit: one mail of a kind per [auth.email] max_frequency. */
export function checkSendFrequency(ctx: ServiceContext, sentAt: Date | null) {
  const frequencyMs = ctx.project.auth.email.maxFrequency * 1000;
  if (!sentAt || sentAt.getTime() + frequencyMs <= Date.now()) return;
  const left = Math.floor((sentAt.getTime() + frequencyMs - Date.now()) / 1000);
  throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
}

/**
 * POST /recover: mails a password recovery link. An unknown address answers
 * the same empty object and nothing is sent, so the answer tells nobody who
 * has an account.
 */
async function recover(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const params = await readParams(c, recoverParams);
  if (params.email === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(params.email);
  const pkce = parsePkceParams(params.code_challenge, params.code_challenge_method);
  const redirectTo = referrer(ctx.project.auth, params.redirect_to || c.req.query('redirect_to'), c.req.header('referer'));
  const user = await findUserByEmail(ctx.sql, email);
  if (!user) return c.json({});
  checkSendFrequency(ctx, user.recovery_sent_at);
  // The token is stored only if the mail went out: a failed send rolls it back.
  await ctx.sql.begin(async (tx) => {
    if (pkce) {
      await createFlowState(tx, {
        providerType: 'recovery',
        authenticationMethod: 'recovery',
        codeChallenge: params.code_challenge,
        codeChallengeMethod: pkce,
        userId: user.id,
      });
    }
    const { otp, hashedToken } = await issueEmailToken(tx, { id: user.id, email }, 'recovery', { pkce: !!pkce });
    await mailer.sendLink({ type: 'recovery', to: email, otp, hashedToken, redirectTo });
  });
  return c.json({});
}

export function recoverRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post('/recover', (c) => recover(c, ctx, mailer));
}
