import { type MailAddress, type MailSender, MailSendError } from "./sender.ts";

export const RESEND_BASE_URL = "https://api.resend.com";

/** The answer Resend's API does not give within this is taken as a failure the rep can retry. */
const TIMEOUT_MS = 20_000;

const formatAddress = ({ address, name }: MailAddress) =>
  name ? `${JSON.stringify(name)} <${address}>` : address;

/** Resend's error body: { statusCode, name, message }. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === "string" && message) return message;
  } catch {
    // Not JSON: the text itself says it.
  }
  return text.slice(0, 200) || response.statusText;
}

/**
 * Sends through Resend's HTTP API (POST /emails). The Message-ID is also the request's
 * Idempotency-Key, so a retry of a mail Resend took after all is not sent again.
 */
export function createResendSender(options: { apiKey: string; baseUrl?: string }): MailSender {
  const endpoint = `${(options.baseUrl || RESEND_BASE_URL).replace(/\/$/, "")}/emails`;
  return {
    name: "resend",
    async send(mail) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
            "idempotency-key": mail.messageId,
          },
          body: JSON.stringify({
            from: formatAddress(mail.from),
            to: mail.to,
            cc: mail.cc.length ? mail.cc : undefined,
            reply_to: mail.replyTo,
            subject: mail.subject,
            text: mail.text,
            headers: { "Message-ID": mail.messageId },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new MailSendError(`Resend could not be reached: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (!response.ok) {
        throw new MailSendError(
          `Resend did not take the e-mail (${response.status}): ${await refusal(response)}`,
        );
      }
      await response.body?.cancel();
    },
  };
}
