// Stores a parsed, checked mail where the matching rules place it, with its attachments in
// Storage, and recomputes the analysis of the client it landed on.
import { attachmentText } from "../../_shared/attachments/index.ts";
import type { Claims } from "../../_shared/auth.ts";
import type { InboundOutcome } from "../../_shared/contract/index.ts";
import { withServiceTransaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { acceptedType, MAX_FILE_SIZE } from "../../_shared/file-types.ts";
import { forwardedPeople } from "../../_shared/mail/inbound/forwarded.ts";
import type { InboundMail, MailAttachment } from "../../_shared/mail/inbound/mail.ts";
import { partiesInOrder, placeMail, type Placement } from "../../_shared/mail/inbound/match.ts";
import { mailHtmlText, sanitizeMailHtml } from "../../_shared/mail/inbound/sanitize.ts";
import { ATTACHMENTS_BUCKET, removeObjects, uploadObject } from "../../_shared/storage.ts";
import { refreshAnalysisAfterWrite } from "../assistant/analysis.ts";
import { type NewFileRecord, readingColumns, recordFile } from "../files/queries.ts";
import { storageKeyName } from "../files/upload.ts";
import {
  insertInbound,
  mailCandidates,
  storedByMessageId,
  threadClient,
} from "./inbound-queries.ts";

export interface Captured {
  id: string;
  clientId: string | null;
  outcome: InboundOutcome;
  /** Nobody's yet: no client and no rep on the mail, so only admins see it. */
  forAdmins: boolean;
}

const NOBODY_TO_HOLD_IT = "No admin exists to hold mail that names no client and no rep";

/** The owner's claims, so the writes go through RLS as theirs. */
const ownerClaims = (ownerId: string): Claims => ({ sub: ownerId, role: "authenticated" });

/** Another delivery of a Message-ID already stored: answered with the first one. */
class AlreadyStored extends Error {}

/**
 * An attachment as a file row: typed by its bytes where the app knows the type (else a
 * download, never shown inline), with its text read by the attachment readers. Empty parts
 * and parts over the file limit are not files the app can hold, so they are left out.
 */
async function fileOf(attachment: MailAttachment, ownerId: string) {
  const size = attachment.bytes.byteLength;
  if (size === 0 || size > MAX_FILE_SIZE) {
    console.warn(`inbound mail: attachment "${attachment.name}" (${size} bytes) not stored`);
    return null;
  }
  const type =
    acceptedType(attachment.type, attachment.name, attachment.bytes) ?? "application/octet-stream";
  const reading = await attachmentText(attachment.bytes, type);
  const id = crypto.randomUUID();
  const record: NewFileRecord = {
    id,
    objectPath: `${ownerId}/${id}/${storageKeyName(attachment.name)}`,
    originalName: attachment.name,
    mimeType: type,
    size,
    ...readingColumns(reading),
  };
  return { record, bytes: attachment.bytes };
}

async function placementOf(mail: InboundMail & { from: { address: string } }, text: string) {
  const parties = {
    from: mail.from.address,
    to: mail.to.map((a) => a.address),
    cc: mail.cc.map((a) => a.address),
    bcc: mail.bcc.map((a) => a.address),
    forwarded: forwardedPeople(text).map((a) => a.address),
  };
  const { clients, users, repliesTo } = await withServiceTransaction(async (tx) => ({
    ...(await mailCandidates(tx, partiesInOrder(parties))),
    repliesTo: mail.inReplyTo ? await threadClient(tx, mail.inReplyTo) : null,
  }));
  const placement = placeMail(parties, clients, users, repliesTo);
  if (!placement) throw new HttpError(503, NOBODY_TO_HOLD_IT);
  return placement;
}

async function store(
  mail: InboundMail & { from: { address: string; name: string } },
  text: string,
  placement: Placement,
) {
  const files = (
    await Promise.all(mail.attachments.map((a) => fileOf(a, placement.ownerId)))
  ).filter((f) => f !== null);
  const uploaded: string[] = [];
  try {
    for (const file of files) {
      await uploadObject(file.record.objectPath, file.bytes, file.record.mimeType);
      uploaded.push(file.record.objectPath);
    }
    return await withUserTransaction(ownerClaims(placement.ownerId), async (tx) => {
      for (const file of files) await recordFile(tx, file.record);
      const id = await insertInbound(
        tx,
        {
          messageId: mail.messageId,
          inReplyTo: mail.inReplyTo,
          fromAddress: mail.from.address,
          fromName: mail.from.name || null,
          toAddresses: mail.to.map((a) => a.address),
          ccAddresses: mail.cc.map((a) => a.address),
          subject: mail.subject,
          textBody: text,
          htmlBody: mail.html === null ? null : sanitizeMailHtml(mail.html),
          receivedAt: mail.date ?? new Date(),
        },
        placement,
        files.map((f) => f.record.id),
      );
      if (!id) throw new AlreadyStored();
      return id;
    });
  } catch (error) {
    await removeObjects(uploaded).catch((removal) =>
      console.error(`could not remove ${ATTACHMENTS_BUCKET} objects of an unstored mail`, removal),
    );
    throw error;
  }
}

async function duplicateOf(messageId: string | null): Promise<Captured | null> {
  if (!messageId) return null;
  const stored = await withServiceTransaction((tx) => storedByMessageId(tx, messageId));
  return stored && { ...stored, outcome: "duplicate", forAdmins: false };
}

export async function captureMail(
  mail: InboundMail & { from: { address: string; name: string } },
): Promise<Captured> {
  const earlier = await duplicateOf(mail.messageId);
  if (earlier) return earlier;
  // An HTML-only mail's text, for the snippet, search, the analysis and a forward's header block.
  const text = mail.text ?? (mail.html === null ? "" : mailHtmlText(mail.html));
  const placement = await placementOf(mail, text);
  let id: string;
  try {
    id = await store(mail, text, placement);
  } catch (error) {
    // The same mail posted twice at once: the other request stored it first.
    if (error instanceof AlreadyStored) return (await duplicateOf(mail.messageId))!;
    throw error;
  }
  if (placement.clientId) {
    // The mail is stored whatever the AI provider does; a failed analysis is retried by the next one.
    await refreshAnalysisAfterWrite(ownerClaims(placement.ownerId), placement.clientId);
  }
  return {
    id,
    clientId: placement.clientId,
    outcome: placement.clientId ? "assigned" : "unassigned",
    forAdmins: placement.kind === "admins",
  };
}
