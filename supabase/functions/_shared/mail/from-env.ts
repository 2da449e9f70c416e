import { createResendSender } from "./resend.ts";
import type { MailSender } from "./sender.ts";
import { createSmtpSender } from "./smtp.ts";

type Env = (name: string) => string | undefined;

export const EMAIL_PROVIDERS = ["smtp", "resend"] as const;

export interface MailSettings {
  sender: MailSender;
  /** The address client mail is sent from (EMAIL_FROM); the rep's name goes beside it. */
  fromAddress: string;
}

/**
 * EMAIL_PROVIDER=smtp (EMAIL_SMTP_URL) or resend (RESEND_API_KEY, RESEND_BASE_URL for tests);
 * unset, smtp when EMAIL_SMTP_URL is set. Null when sending is not configured: without
 * EMAIL_FROM, or without what the provider needs.
 */
export function mailFromEnv(env: Env): MailSettings | null {
  const fromAddress = env("EMAIL_FROM")?.trim();
  const smtpUrl = env("EMAIL_SMTP_URL");
  const provider = env("EMAIL_PROVIDER") || (smtpUrl ? "smtp" : undefined);
  if (!fromAddress || !provider) return null;
  if (provider === "smtp") {
    return smtpUrl ? { sender: createSmtpSender(smtpUrl), fromAddress } : null;
  }
  if (provider === "resend") {
    const apiKey = env("RESEND_API_KEY");
    if (!apiKey) return null;
    return {
      sender: createResendSender({ apiKey, baseUrl: env("RESEND_BASE_URL") }),
      fromAddress,
    };
  }
  console.error(`EMAIL_PROVIDER is not one of ${EMAIL_PROVIDERS.join(", ")} (${provider})`);
  return null;
}
