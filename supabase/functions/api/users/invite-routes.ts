// Invitations by e-mail: an admin creates the account with its role and Auth
// mails the link (POST /invite) that confirms it and leads to /set-password.
import { Hono } from "hono";
import { type Transaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { parseId, parseJsonBody, reply } from "../../_shared/validation.ts";
import {
  type InvitationListResponse,
  type InvitationResponse,
  inviteUserBody,
  type SuccessResponse,
} from "../../_shared/contract/index.ts";
import type { ApiEnv } from "../context.ts";
import { readWithoutQuery } from "../reads.ts";
import { createAccount } from "./accounts.ts";
import { authFailed, createRefused } from "./auth-errors.ts";
import { admins, assertAdmin } from "./guards.ts";
import { invitationById, listInvitations } from "./invitation-queries.ts";
import { userById } from "./queries.ts";
import { removeAccount } from "./removal.ts";

const NOT_FOUND = "Invitation not found";
const NOT_PENDING = "This user has already accepted the invitation or was never invited";

/**
 * Where the mailed link leads: /set-password of the app the admin invites from
 * (the request's Origin). Auth sends it there only if its redirect list allows
 * it, else to its Site URL.
 */
function setPasswordUrl(request: Request): string | undefined {
  const origin = request.headers.get("origin") ?? request.headers.get("referer");
  if (!origin || !URL.canParse(origin)) return undefined;
  const url = new URL("/set-password", origin);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}

/** The invitation still pending; 404 or 409 otherwise. */
async function pendingInvitation(tx: Transaction, id: string) {
  const invitation = await invitationById(tx, id);
  if (invitation) return invitation;
  throw (await userById(tx, id)) ? new HttpError(409, NOT_PENDING) : new HttpError(404, NOT_FOUND);
}

/** Auth refusing to mail an invitation; a failure after the account exists is its outage. */
function inviteRefused(error: unknown): never {
  if (gotrue.isAuthError(error) && error.status < 500) createRefused(error);
  if (gotrue.isAuthError(error)) {
    console.error("auth could not send an invitation", error);
    throw new HttpError(502, "The invitation e-mail could not be sent. Please try again.");
  }
  throw error;
}

export const invitations = new Hono<ApiEnv>();

invitations.post("/invite", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, inviteUserBody);
  const id = await createAccount(c.get("claims"), input, { email_confirm: false });
  try {
    await gotrue.invite(input.email, setPasswordUrl(c.req.raw));
  } catch (error) {
    // No invitation went out: the account nobody can reach goes again.
    await gotrue.deleteUser(id).catch(authFailed);
    inviteRefused(error);
  }
  const invitation = await withUserTransaction(c.get("claims"), (tx) => invitationById(tx, id));
  if (!invitation) throw new Error(`auth user ${id} was invited but is not pending`);
  return c.json(reply<InvitationResponse>(invitation), 201);
});

invitations.get("/invitations", admins, async (c) => {
  const list = await readWithoutQuery(c, listInvitations);
  return c.json(reply<InvitationListResponse>({ invitations: list }));
});

invitations.post("/:id/invitation/resend", admins, async (c) => {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  const { email } = await withUserTransaction(c.get("claims"), async (tx) => {
    await assertAdmin(tx);
    return pendingInvitation(tx, id);
  });
  await gotrue.invite(email, setPasswordUrl(c.req.raw)).catch(inviteRefused);
  const invitation = await withUserTransaction(c.get("claims"), (tx) => invitationById(tx, id));
  if (!invitation) throw new HttpError(409, NOT_PENDING);
  return c.json(reply<InvitationResponse>(invitation));
});

invitations.delete("/:id/invitation", admins, async (c) => {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  await removeAccount(c.get("claims"), id, c.get("userId"), async (tx) => {
    await pendingInvitation(tx, id);
  });
  return c.json(reply<SuccessResponse>({ success: true }));
});
