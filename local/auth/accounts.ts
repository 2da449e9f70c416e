import { randomUUID } from "node:crypto";
import { AUDIENCE, NIL_UUID, type Db } from "./users.ts";

type Json = Record<string, unknown>;

/** GoTrue's metadata update: keys set to null are removed, others replaced. */
function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export interface NewEmailUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  role?: string;
  /** Merged over GoTrue's {provider: 'email', providers: ['email']}. */
  appMetadata?: Json;
  userMetadata?: Json;
  confirmed: boolean;
}

/** Inserts a user the way GoTrue does: the nil instance id and the token columns left at their '' defaults. */
async function insertUser(
  db: Db,
  id: string,
  user: Omit<NewEmailUser, "id" | "confirmed" | "email"> & { email: string | null },
  anonymous = false,
) {
  await db`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password,
      raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous
    ) values (
      ${NIL_UUID}, ${id}, ${AUDIENCE}, ${user.role || AUDIENCE}, ${user.email}, ${user.passwordHash},
      ${db.json((user.appMetadata ?? {}) as never)}, ${db.json((user.userMetadata ?? {}) as never)},
      false, now(), now(), ${anonymous}
    )`;
}

/** GoTrue's SignupAnonymously: no email, phone, password or identity, and an empty app_metadata. */
export async function createAnonymousUser(db: Db, userMetadata: Json): Promise<string> {
  const id = randomUUID();
  await insertUser(db, id, { email: null, passwordHash: null, userMetadata }, true);
  return id;
}

/**
 * Creates an email user with its 'email' identity (provider id = user id), as
 * GoTrue's sign-up and admin API do; confirming also sets
 * user_metadata.email_verified.
 */
export async function createEmailUser(db: Db, user: NewEmailUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const appMetadata = mergeMetadata(
    { provider: "email", providers: ["email"] },
    user.appMetadata ?? {},
  );
  await insertUser(db, id, { ...user, appMetadata });
  await insertIdentity(db, {
    userId: id,
    provider: "email",
    providerId: id,
    data: { sub: id, email: user.email, email_verified: false, phone_verified: false },
  });
  if (user.confirmed) await confirmEmail(db, id);
  return id;
}

/** A user who signs up through an external provider: no password, the identity's data as user_metadata. */
export async function createExternalUser(
  db: Db,
  identity: { provider: string; providerId: string; email: string; data: Json },
): Promise<string> {
  const id = randomUUID();
  await insertUser(db, id, {
    email: identity.email,
    passwordHash: null,
    appMetadata: { provider: identity.provider, providers: [identity.provider] },
    userMetadata: identity.data,
  });
  await insertIdentity(db, {
    userId: id,
    provider: identity.provider,
    providerId: identity.providerId,
    data: identity.data,
  });
  return id;
}

export async function insertIdentity(
  db: Db,
  identity: { userId: string; provider: string; providerId: string; data: Json },
): Promise<void> {
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${identity.providerId}, ${identity.userId}, ${db.json(identity.data as never)}, ${identity.provider},
            now(), now(), now())`;
}

/** GoTrue's User.Confirm (and the email identity's email_verified with it). */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db`
    update auth.users
    set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
        updated_at = now()
    where id = ${userId}`;
  await db`
    update auth.identities
    set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
    where user_id = ${userId} and provider = 'email'`;
}

/** GoTrue's metadata update, done in SQL so that it composes with other writes in the same transaction. */
function mergeInto(db: Db, column: "raw_user_meta_data" | "raw_app_meta_data", updates: Json) {
  const set = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  return db`(coalesce(${db(column)}, '{}'::jsonb) || ${db.json(set as never)}) - ${db.array(removed)}::text[]`;
}

export async function updateUserMetadata(db: Db, userId: string, updates: Json): Promise<void> {
  await db`
    update auth.users set raw_user_meta_data = ${mergeInto(db, "raw_user_meta_data", updates)}, updated_at = now()
    where id = ${userId}`;
}

export async function updateAppMetadata(db: Db, userId: string, updates: Json): Promise<void> {
  await db`
    update auth.users set raw_app_meta_data = ${mergeInto(db, "raw_app_meta_data", updates)}, updated_at = now()
    where id = ${userId}`;
}

/** app_metadata.providers lists the user's identity providers; provider is the first of them. */
export async function refreshProviders(db: Db, userId: string): Promise<void> {
  const rows = await db<{ provider: string }[]>`
    select provider from auth.identities where user_id = ${userId}
    group by provider order by min(created_at), provider`;
  const providers = rows.map((row) => row.provider);
  await updateAppMetadata(
    db,
    userId,
    providers.length > 0 ? { providers, provider: providers[0] } : { providers },
  );
}

/**
 * GoTrue's UpdatePassword: outstanding one-time tokens are void and the user's
 * other sessions are signed out (all of them when no session is kept).
 */
export async function updatePassword(
  db: Db,
  userId: string,
  hash: string,
  keepSessionId: string | null,
) {
  await db`
    update auth.users
    set encrypted_password = ${hash}, confirmation_token = '', confirmation_sent_at = null,
        recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
        email_change_token_new = '', email_change_sent_at = null, reauthentication_token = '',
        reauthentication_sent_at = null, updated_at = now()
    where id = ${userId}`;
  await db`delete from auth.sessions where user_id = ${userId} and id is distinct from ${keepSessionId}`;
}

/** Sets the email and keeps the email identity in step (creating it if the user had none). */
export async function changeEmail(db: Db, userId: string, email: string, verified: boolean) {
  await db`
    update auth.users
    set email = ${email}, email_change = '', email_change_token_current = '', email_change_token_new = '',
        email_change_confirm_status = 0, updated_at = now()
    where id = ${userId}`;
  const updated = await db`
    update auth.identities
    set identity_data = identity_data || ${db.json({ email, email_verified: verified })}, updated_at = now()
    where user_id = ${userId} and provider = 'email'
    returning id`;
  if (updated.length === 0) {
    await insertIdentity(db, {
      userId,
      provider: "email",
      providerId: userId,
      data: { sub: userId, email, email_verified: verified, phone_verified: false },
    });
  }
}

/**
 * GoTrue's emailChangeVerify, once a link or code of a pending change is used: with
 * `bothAddresses` (secure change with confirmations on) the first of the two only records
 * that one address agreed and answers false; otherwise the new address replaces the old one.
 */
export async function confirmEmailChange(
  db: Db,
  userId: string,
  usedToken: string,
  bothAddresses: boolean,
): Promise<boolean> {
  const [user] = await db<{ email: string | null; email_change: string; status: number }[]>`
    select email, email_change, email_change_confirm_status as status from auth.users where id = ${userId}`;
  if (bothAddresses && user.status === 0 && user.email) {
    await db`
      update auth.users
      set email_change_confirm_status = 1,
          email_change_token_current = case when email_change_token_current = ${usedToken} then '' else email_change_token_current end,
          email_change_token_new = case when email_change_token_new = ${usedToken} then '' else email_change_token_new end,
          updated_at = now()
      where id = ${userId}`;
    return false;
  }
  await changeEmail(db, userId, user.email_change, true);
  await confirmEmail(db, userId);
  return true;
}
