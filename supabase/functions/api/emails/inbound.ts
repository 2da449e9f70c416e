// POST /api/email/inbound: client mail a mail provider captured, as raw MIME (message/rfc822
// or text/plain) or as Postmark's inbound webhook JSON (application/json). The provider is no
// signed-in user: it proves itself with INBOUND_EMAIL_SECRET (see secret.ts), and the mail is
// stored as the owner the matching rules choose (see _shared/mail/inbound/match.ts).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { type InboundEmailResponse, postmarkInboundBody } from "../../_shared/contract/index.ts";
import { HttpError } from "../../_shared/errors.ts";
import {
  checkedMail,
  MAIL_TOO_LARGE,
  MAX_INBOUND_BYTES,
} from "../../_shared/mail/inbound/limits.ts";
import { parseRawMime } from "../../_shared/mail/inbound/mime.ts";
import { parsePostmark } from "../../_shared/mail/inbound/postmark.ts";
import { requireInboundSecret } from "../../_shared/mail/inbound/secret.ts";
import { parseJsonBody, reply } from "../../_shared/validation.ts";
import { captureMail } from "./inbound-capture.ts";

const UNSUPPORTED_TYPE =
  "Send the mail as message/rfc822 (or text/plain) raw MIME, or as Postmark's inbound JSON";

const requireProvider = createMiddleware(async (c, next) => {
  await requireInboundSecret(c.req.header("authorization"), Deno.env.get("INBOUND_EMAIL_SECRET"));
  await next();
});

const limitBody = bodyLimit({
  maxSize: MAX_INBOUND_BYTES,
  onError: () => {
    throw new HttpError(413, MAIL_TOO_LARGE);
  },
});

async function readMail(request: Request) {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    return parsePostmark(await parseJsonBody(request, postmarkInboundBody));
  }
  if (type === "message/rfc822" || type === "text/plain") {
    return parseRawMime(new Uint8Array(await request.arrayBuffer()));
  }
  throw new HttpError(415, UNSUPPORTED_TYPE);
}

export const inboundEmail = new Hono();

inboundEmail.post("/", requireProvider, limitBody, async (c) => {
  const mail = checkedMail(await readMail(c.req.raw));
  const { forAdmins, ...captured } = await captureMail(mail);
  const status = captured.outcome === "duplicate" ? 200 : forAdmins ? 202 : 201;
  return c.json(reply<InboundEmailResponse>(captured), status);
});
