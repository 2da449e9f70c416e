import nodemailer from "nodemailer";
import { type MailSender, MailSendError } from "./sender.ts";

/** Gives up on a server that does not answer instead of holding the request for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through the SMTP server at `url` (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    name: "smtp",
    async send(mail) {
      try {
        await transport.sendMail({
          from: { address: mail.from.address, name: mail.from.name ?? "" },
          to: mail.to,
          cc: mail.cc,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
        });
      } catch (error) {
        throw new MailSendError(
          `The mail server did not take the e-mail: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
    },
  };
}
