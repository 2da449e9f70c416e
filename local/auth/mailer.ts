import { readFileSync } from "node:fs";
import { createTransport, type Transporter } from "nodemailer";
import type { ServiceContext } from "../context.ts";
import { AuthError } from "./errors.ts";
import { escapeHtml } from "./html.ts";
import type { ResolvedType } from "./otp.ts";
import { issuer } from "./tokens.ts";

/** The mails GoTrue sends: a link of a verification type, or the reauthentication code alone. */
export type MailType = ResolvedType | "reauthentication";

/** GoTrue's template names ([auth.email.template.<name>]) and its own subjects and bodies (templatemailer). */
const TEMPLATES = {
  recovery: {
    name: "recovery",
    subject: "Reset your password",
    body: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magiclink: {
    name: "magic_link",
    subject: "Your sign-in link",
    body: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
  invite: {
    name: "invite",
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  signup: {
    name: "confirmation",
    subject: "Confirm your email address",
    body: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  },
  email_change: {
    name: "email_change",
    subject: "Confirm your new email address",
    body: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  reauthentication: {
    name: "reauthentication",
    subject: "{{ .Token }} is your verification code",
    body: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
  },
} satisfies Record<MailType, { name: string; subject: string; body: string }>;

/** GoTrue's Go-template fields, `{{ .Name }}`, filled in; escaped in the body, as Go's html/template does. */
const render = (
  template: string,
  fields: Record<string, string>,
  escape: (value: string) => string = (value) => value,
) =>
  template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
    name in fields ? escape(fields[name]) : whole,
  );

/**
 * The project's auth mail: through [auth.email.smtp] when configured, else to
 * the local catcher, limited to [auth.rate_limit] email_sent per hour for the
 * whole project as GoTrue counts it.
 */
export class Mailer {
  private transport: Transporter | null = null;
  private readonly sentAt: number[] = [];

  constructor(private readonly ctx: ServiceContext) {}

  private transporter(): Transporter {
    if (this.transport) return this.transport;
    const { smtp } = this.ctx.project.auth.email;
    if (smtp) {
      this.transport = createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.port === 465,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      });
    } else if (this.ctx.mailCatcherSmtpPort) {
      this.transport = createTransport({
        host: "127.0.0.1",
        port: this.ctx.mailCatcherSmtpPort,
        secure: false,
        ignoreTLS: true,
      });
    } else {
      throw new AuthError(
        500,
        "unexpected_failure",
        "No SMTP server: enable [local_smtp] or configure [auth.email.smtp]",
      );
    }
    return this.transport;
  }

  private takeSendAllowance(now = Date.now()) {
    while (this.sentAt.length && this.sentAt[0] <= now - 3_600_000) this.sentAt.shift();
    if (this.sentAt.length >= this.ctx.project.auth.rateLimit.emailSent) {
      throw new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    this.sentAt.push(now);
  }

  /**
   * Mails what GoTrue would: the six-digit code, and for a link type the link
   * (`/verify?token&type&redirect_to`). An email change's mails name the user's current
   * address (Email) and the new one (NewEmail), whichever of the two they go to.
   */
  async sendLink(mail: {
    type: MailType;
    to: string;
    otp: string;
    hashedToken: string;
    redirectTo: string;
    change?: { email: string; newEmail: string };
  }) {
    this.takeSendAllowance();
    const template = TEMPLATES[mail.type];
    const configured = this.ctx.project.auth.email.templates[template.name] ?? {};
    const confirmationUrl = new URL(`${issuer(this.ctx)}/verify`);
    confirmationUrl.search = new URLSearchParams({
      token: mail.hashedToken,
      type: mail.type,
      redirect_to: mail.redirectTo,
    }).toString();
    const fields = {
      ConfirmationURL: confirmationUrl.toString(),
      Token: mail.otp,
      TokenHash: mail.hashedToken,
      SiteURL: this.ctx.project.auth.siteUrl,
      RedirectTo: mail.redirectTo,
      Email: mail.change?.email ?? mail.to,
      NewEmail: mail.change?.newEmail ?? "",
      SendingTo: mail.to,
    };
    const { smtp } = this.ctx.project.auth.email;
    const address = smtp?.adminEmail ?? "admin@email.com";
    await this.transporter().sendMail({
      from: smtp?.senderName ? { name: smtp.senderName, address } : address,
      to: mail.to,
      subject: render(configured.subject ?? template.subject, fields),
      html: render(
        configured.contentPath ? readFileSync(configured.contentPath, "utf8") : template.body,
        fields,
        escapeHtml,
      ),
    });
  }
}
