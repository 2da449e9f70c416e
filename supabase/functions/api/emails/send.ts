// Sending a client mail so that nothing is sent twice: the row goes in first ('sending', with its
// Message-ID) in its own transaction, keyed by the follow-up and the Idempotency-Key; then the
// provider is asked, with no transaction open; then the row says 'sent' or 'failed' and why.
import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { mailFromEnv, type MailSettings } from "../../_shared/mail/from-env.ts";
import { MailSendError, newMessageId } from "../../_shared/mail/sender.ts";
import {
  CLIENT_HAS_NO_EMAIL,
  EMAIL_ALREADY_SENT,
  EMAIL_NOT_CONFIGURED,
  EMAIL_NOT_FOUND,
  FOLLOW_UP_ALREADY_EMAILED,
  FOLLOW_UP_NOT_FOUND,
  ONLY_FAILED_EMAILS_RETRY,
  type SendEmail,
} from "../../_shared/contract/index.ts";
import { refreshAnalysisAfterWrite } from "../assistant/analysis.ts";
import {
  claimEmailForRetry,
  clientRep,
  emailById,
  firstEmailOf,
  followUpToEmail,
  insertOutgoingEmail,
  markEmailFailed,
  markEmailSent,
  type StoredEmail,
} from "./queries.ts";

/** A mail ready to go, and where the client's answer goes: the address of the client's rep. */
interface Queued {
  email: StoredEmail;
  replyTo: string;
}

let settings: MailSettings | null | undefined;

function mailSettings(): MailSettings {
  settings ??= mailFromEnv((name) => Deno.env.get(name));
  if (!settings) throw new HttpError(503, EMAIL_NOT_CONFIGURED);
  return settings;
}

/** Asks the provider once and records the outcome; a sent mail is read into the client's analysis. */
async function deliver(claims: Claims, { email, replyTo }: Queued, mail: MailSettings) {
  try {
    await mail.sender.send({
      from: { address: email.fromAddress, name: email.fromName },
      to: email.toAddresses,
      cc: email.ccAddresses,
      replyTo,
      subject: email.subject,
      text: email.textBody,
      messageId: email.messageId!,
    });
  } catch (error) {
    if (!(error instanceof MailSendError)) console.error("sending an e-mail failed", error);
    const reason = error instanceof MailSendError ? error.message : "The e-mail could not be sent";
    return await withUserTransaction(claims, (tx) => markEmailFailed(tx, email.id, reason));
  }
  const sent = await withUserTransaction(claims, (tx) => markEmailSent(tx, email.id));
  await refreshAnalysisAfterWrite(claims, sent.clientId!);
  return sent;
}

/**
 * Sends the approved draft of a follow-up to its client; null when the caller cannot see the
 * follow-up. A second send of the same follow-up, or with the same Idempotency-Key, is a 409
 * carrying the first mail.
 */
export async function sendFollowUpEmail(
  claims: Claims,
  followUpId: string,
  input: SendEmail,
  idempotencyKey: string | null,
): Promise<StoredEmail> {
  const mail = mailSettings();
  const queued = await withUserTransaction(claims, async (tx): Promise<Queued> => {
    const followUp = await followUpToEmail(tx, followUpId);
    if (!followUp) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
    if (!followUp.clientEmail) throw new HttpError(400, CLIENT_HAS_NO_EMAIL);
    const rep = await clientRep(tx, followUp.clientId);
    const email = await insertOutgoingEmail(tx, {
      clientId: followUp.clientId,
      followUpId,
      idempotencyKey,
      messageId: newMessageId({ address: mail.fromAddress }),
      fromAddress: mail.fromAddress,
      fromName: rep.name,
      to: input.to ?? followUp.clientEmail,
      subject: input.subject,
      body: input.body,
    });
    if (email) return { email, replyTo: rep.email };
    const first = await firstEmailOf(tx, followUp.clientId, followUpId, idempotencyKey);
    const message =
      first.followUpId === followUpId ? FOLLOW_UP_ALREADY_EMAILED : EMAIL_ALREADY_SENT;
    throw new HttpError(409, message, { email: first });
  });
  return await deliver(claims, queued, mail);
}

/** Sends a failed (or stuck) mail again, with its Message-ID; any other mail is a 409. */
export async function retryEmail(claims: Claims, emailId: string): Promise<StoredEmail> {
  const mail = mailSettings();
  const claimed = await withUserTransaction(claims, async (tx): Promise<Queued> => {
    const email = await claimEmailForRetry(tx, emailId);
    if (email) return { email, replyTo: (await clientRep(tx, email.clientId!)).email };
    const found = await emailById(tx, emailId);
    if (!found) throw new HttpError(404, EMAIL_NOT_FOUND);
    throw new HttpError(409, ONLY_FAILED_EMAILS_RETRY, { email: found });
  });
  return await deliver(claims, claimed, mail);
}
