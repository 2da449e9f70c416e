import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { validationFailed } from "./errors.ts";
import type { Db } from "./users.ts";

/** A row of auth.flow_state: one PKCE sign-in between its start and the code exchange. */
export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
}

export type CodeChallengeMethod = FlowStateRow["code_challenge_method"];

/** GoTrue's FlowStateExpiryDuration. */
const FLOW_STATE_EXPIRY = "5 minutes";

/**
 * GoTrue's validatePKCEParams: both or neither of code_challenge and
 * code_challenge_method; null means the implicit flow.
 */
export function parsePkceParams(challenge: string, method: string): CodeChallengeMethod | null {
  if ((challenge === "") !== (method === "")) {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge === "") return null;
  if (!/^[a-zA-Z._~0-9-]{43,128}$/.test(challenge)) {
    throw validationFailed(
      "code challenge has to be between 43 and 128 characters long, and can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw validationFailed(
      `unsupported code_challenge_method "${method}", supported methods are 's256' and 'plain'`,
    );
  }
  return normalized;
}

export async function createFlowState(
  db: Db,
  flow: {
    providerType: string;
    authenticationMethod: string;
    codeChallenge: string;
    codeChallengeMethod: CodeChallengeMethod;
    userId?: string;
  },
): Promise<FlowStateRow> {
  const [row] = await db<FlowStateRow[]>`
    insert into auth.flow_state (
      id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
      authentication_method, created_at, updated_at
    ) values (
      ${randomUUID()}, ${flow.userId ?? null}, ${randomUUID()}, ${flow.codeChallengeMethod}, ${flow.codeChallenge},
      ${flow.providerType}, ${flow.authenticationMethod}, now(), now()
    )
    returning *`;
  return row;
}

/** Binds the signed-in user to the flow: from now on its auth code can be exchanged. */
export async function completeFlowState(
  db: Db,
  flowStateId: string,
  userId: string,
  providerTokens: { accessToken?: string; refreshToken?: string } = {},
): Promise<FlowStateRow | undefined> {
  const [row] = await db<FlowStateRow[]>`
    update auth.flow_state
    set user_id = ${userId}, auth_code_issued_at = now(), updated_at = now(),
        provider_access_token = ${providerTokens.accessToken ?? null},
        provider_refresh_token = ${providerTokens.refreshToken ?? null}
    where id = ${flowStateId}
    returning *`;
  return row;
}

/** The newest flow a mailed link of this user finishes (GoTrue's FindFlowStateByUserID), its auth code now issued. */
export async function issueAuthCodeForUser(db: Db, userId: string, authenticationMethod: string) {
  const [row] = await db<FlowStateRow[]>`
    update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
    where id = (
      select id from auth.flow_state
      where user_id = ${userId} and authentication_method = ${authenticationMethod}
      order by created_at desc limit 1)
    returning *`;
  return row as FlowStateRow | undefined;
}

/** Takes the flow state for an auth code out of the table, so a code is exchanged once. */
export async function claimFlowState(
  db: Db,
  authCode: string,
): Promise<(FlowStateRow & { expired: boolean }) | undefined> {
  const [row] = await db<(FlowStateRow & { expired: boolean })[]>`
    delete from auth.flow_state where auth_code = ${authCode}
    returning *, coalesce(auth_code_issued_at, created_at) + ${FLOW_STATE_EXPIRY}::interval < now() as expired`;
  return row;
}

/** GoTrue's FlowState.VerifyPKCE. */
export function verifyCodeVerifier(flow: FlowStateRow, codeVerifier: string): boolean {
  const expected =
    flow.code_challenge_method === "s256"
      ? createHash("sha256").update(codeVerifier).digest("base64url")
      : codeVerifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
