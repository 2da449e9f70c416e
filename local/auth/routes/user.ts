import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { unprocessable, validationFailed } from '../errors.ts';
import { requireUserSession } from '../guard.ts';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../passwords.ts';
import { metadata, readParams, validateEmail } from '../request.ts';
import { findUserByEmail, loadUserJson, updateUserMetadata, type Db } from '../users.ts';

const updateParams = z.object({
  email: z.string().nullish(),
  password: z.string().nullish(),
  data: metadata.nullish(),
});

/**
 * GoTrue's UpdatePassword: outstanding one-time tokens are void, and every other
 * session of the user is signed out (all of them without a current session).
 */
async function setPassword(db: Db, userId: string, hash: string, keepSessionId: string | null) {
  await db`
    update auth.users
    set encrypted_password = ${hash}, confirmation_token = '', confirmation_sent_at = null,
        recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
        email_change_token_new = '', email_change_sent_at = null, reauthentication_token = '',
        reauthentication_sent_at = null, updated_at = now()
    where id = ${userId}`;
  await db`delete from auth.sessions where user_id = ${userId} and id is distinct from ${keepSessionId}`;
}

/** With mailer autoconfirm GoTrue applies an email change at once and updates the email identity. */
async function changeEmail(db: Db, userId: string, email: string) {
  await db`
    update auth.users
    set email = ${email}, email_change = '', email_change_token_current = '', email_change_token_new = '',
        email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
    where id = ${userId}`;
  await db`
    update auth.identities
    set identity_data = identity_data || ${db.json({ email, email_verified: true })}, updated_at = now()
    where user_id = ${userId} and provider = 'email'`;
}

/** PUT /user */
async function updateUser(c: Context, ctx: ServiceContext) {
  const { user, session } = await requireUserSession(c, ctx);
  const params = await readParams(c, updateParams);

  let passwordHash: string | null = null;
  if (params.password != null) {
    checkPasswordStrength(ctx, params.password);
    if (await passwordMatches(params.password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(params.password);
  }

  let newEmail: string | null = null;
  if (params.email != null && params.email !== '') {
    const email = validateEmail(params.email);
    if (email !== (user.email ?? '').toLowerCase()) {
      const owner = await findUserByEmail(ctx.sql, email);
      if (owner && owner.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      newEmail = email;
    }
  }

  await ctx.sql.begin(async (tx) => {
    if (passwordHash !== null) await setPassword(tx, user.id, passwordHash, session?.id ?? null);
    if (newEmail !== null) await changeEmail(tx, user.id, newEmail);
    if (params.data) await updateUserMetadata(tx, user, params.data);
  });
  return c.json(await loadUserJson(ctx.sql, user.id));
}

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

/** POST /logout?scope=global|local|others: signing out deletes sessions, and their refresh tokens with them. */
async function logout(c: Context, ctx: ServiceContext) {
  const { user, session } = await requireUserSession(c, ctx);
  const scope = c.req.query('scope') || 'global';
  if (!LOGOUT_SCOPES.includes(scope as (typeof LOGOUT_SCOPES)[number])) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  await ctx.sql.begin(async (tx) => {
    if (session && scope === 'local') {
      await tx`delete from auth.sessions where id = ${session.id}`;
    } else if (session && scope === 'others') {
      await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${session.id}`;
    } else {
      await tx`delete from auth.sessions where user_id = ${user.id}`;
      await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
    }
  });
  return c.body(null, 204);
}

export function userRoutes(ctx: ServiceContext): Hono {
  return new Hono()
    .get('/user', async (c) => {
      const { user } = await requireUserSession(c, ctx);
      return c.json(await loadUserJson(ctx.sql, user.id));
    })
    .put('/user', (c) => updateUser(c, ctx))
    .post('/logout', (c) => logout(c, ctx));
}
