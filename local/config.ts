import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parse } from "smol-toml";

export const repoRoot = resolve(import.meta.dirname, "..");
export const supabaseDir = join(repoRoot, "supabase");

/** A command an npm package installed (vite, deno, tsx, supabase...). */
export const nodeBin = (name: string) => join(repoRoot, "node_modules", ".bin", name);

// The well-known local development secrets that `supabase start` prints.
export const DEV_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const DEV_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const DEV_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export interface BucketConfig {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  /** `enable_anonymous_sign_ins`: a sign-up without an email or phone signs in an anonymous user; off, it is anonymous_provider_disabled. */
  enableAnonymousSignIns: boolean;
  /** `enable_manual_linking`: off, /user/identities answers GoTrue's manual_linking_disabled. */
  enableManualLinking: boolean;
  minimumPasswordLength: number;
  refreshTokenReuseInterval: number;
  /** `signing_keys_path`: a JSON array of private JWKs (ES256/RS256) to sign access tokens with; '' for HS256. */
  signingKeysPath: string;
  /** `[auth.rate_limit]`: requests per 5 minutes per client address, as GoTrue counts them. */
  rateLimit: RateLimitConfig;
  google: { enabled: boolean; clientId: string; secret: string; skipNonceCheck: boolean };
  email: EmailConfig;
  /** `[auth.passkey] enabled` with `[auth.webauthn]`'s relying party; null while passkeys are off. */
  passkey: PasskeyConfig | null;
}

/** The WebAuthn relying party passkeys are registered with, and GoTrue's limits on them. */
export interface PasskeyConfig {
  rpId: string;
  rpDisplayName: string;
  rpOrigins: string[];
  maxPerUser: number;
  /** Seconds a registration or sign-in ceremony's challenge stays valid. */
  challengeExpiry: number;
}

/** `[auth.email.smtp]`: a real SMTP server; without it, mail goes to the local catcher. */
export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  pass: string;
  adminEmail: string;
  senderName: string;
}

/** `[auth.email.template.<type>]`: a subject and an HTML file (relative to supabase/). */
export interface EmailTemplateConfig {
  subject?: string;
  contentPath?: string;
}

export interface EmailConfig {
  enableConfirmations: boolean;
  /** `double_confirm_changes`: a new address is confirmed from both the old and the new one. */
  doubleConfirmChanges: boolean;
  /** `secure_password_change`: a password change needs the reauthentication code. */
  securePasswordChange: boolean;
  /** Seconds before the same kind of mail can be sent to a user again. */
  maxFrequency: number;
  smtp: SmtpConfig | null;
  templates: Record<string, EmailTemplateConfig>;
}

export interface RateLimitConfig {
  /** Sign-ups, one-time passwords, magic links, recovery and user updates. */
  signInSignUps: number;
  /** POST /token, every grant (password and refresh alike). */
  tokenRefresh: number;
  /** POST and GET /verify. */
  tokenVerifications: number;
  /** Auth e-mails the whole project may send per hour. */
  emailSent: number;
  /** Anonymous sign-ins per hour (and at once) from one address. */
  anonymousUsers: number;
  /**
   * The header that names the client's address (GoTrue's GOTRUE_RATE_LIMIT_HEADER, e.g.
   * X-Forwarded-For); '' as `supabase start` leaves it, and then only a server's
   * Sb-Forwarded-For is limited.
   */
  header: string;
}

/** `[local_smtp]`: the local mail catcher's web inbox and SMTP ports. */
export interface LocalSmtpConfig {
  enabled: boolean;
  port: number;
  smtpPort: number;
}

export interface ProjectConfig {
  projectId: string;
  apiPort: number;
  dbPort: number;
  seedPaths: string[];
  auth: AuthConfig;
  localSmtp: LocalSmtpConfig;
  buckets: BucketConfig[];
}

type Table = Record<string, unknown>;

/** `env(NAME)` values in config.toml read the environment, as the Supabase CLI does. */
function envValue(value: unknown): string {
  if (typeof value !== "string") return "";
  const match = /^env\((\w+)\)$/.exec(value.trim());
  return match ? (process.env[match[1]] ?? "") : value;
}

/** Durations like "1m0s", "60s" or 60 (seconds), as the Supabase CLI writes them, in seconds. */
function parseSeconds(value: unknown, fallback: number): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return fallback;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value.trim());
  if (!match) throw new Error(`config.toml: cannot read duration "${value}"`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** `dir`: the config file's folder, which the CLI resolves the template paths against. */
function emailConfig(email: Table, dir: string): EmailConfig {
  const smtp = (email.smtp ?? {}) as Table;
  const templates = (email.template ?? {}) as Record<string, Table>;
  return {
    enableConfirmations: email.enable_confirmations === true,
    // The Supabase CLI's defaults.
    doubleConfirmChanges: email.double_confirm_changes !== false,
    securePasswordChange: email.secure_password_change === true,
    maxFrequency: parseSeconds(email.max_frequency, 60),
    smtp:
      smtp.enabled !== false && envValue(smtp.host)
        ? {
            host: envValue(smtp.host),
            port: Number(smtp.port ?? 587),
            user: envValue(smtp.user),
            pass: envValue(smtp.pass),
            adminEmail: envValue(smtp.admin_email) || "admin@email.com",
            senderName: envValue(smtp.sender_name),
          }
        : null,
    templates: Object.fromEntries(
      Object.entries(templates).map(([type, t]) => [
        type,
        {
          subject: t.subject as string | undefined,
          contentPath: t.content_path ? resolve(dir, String(t.content_path)) : undefined,
        },
      ]),
    ),
  };
}

/** Like GoTrue, which does not start with passkeys on and no relying party. */
function passkeyConfig(auth: Table): PasskeyConfig | null {
  if (((auth.passkey ?? {}) as Table).enabled !== true) return null;
  const webauthn = (auth.webauthn ?? {}) as Table;
  const rpOrigins = ((webauthn.rp_origins as unknown[]) ?? []).map(envValue).filter(Boolean);
  const config = {
    rpId: envValue(webauthn.rp_id),
    rpDisplayName: envValue(webauthn.rp_display_name),
    rpOrigins,
    // GoTrue's defaults (GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER, GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION).
    maxPerUser: 10,
    challengeExpiry: 300,
  };
  if (!config.rpId || !config.rpDisplayName || rpOrigins.length === 0) {
    throw new Error(
      "config.toml: [auth.passkey] enabled needs [auth.webauthn] rp_id, rp_display_name and rp_origins",
    );
  }
  return config;
}

/** Sizes like "10MiB" or "50MB" in bytes. */
export function parseSize(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return null;
  const match = /^(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?$/i.exec(value.trim());
  if (!match) throw new Error(`config.toml: cannot read size "${value}"`);
  const unit = (match[2] ?? "B").toUpperCase().replace("I", "");
  const factor = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit] ?? 1;
  return Math.round(Number(match[1]) * factor);
}

export function loadProjectConfig(path = join(supabaseDir, "config.toml")): ProjectConfig {
  const toml = parse(readFileSync(path, "utf8")) as Table;
  // Paths in config.toml are relative to its own folder (the project's supabase/), as for the CLI.
  const dir = dirname(path);
  const api = (toml.api ?? {}) as Table;
  const db = (toml.db ?? {}) as Table;
  const auth = (toml.auth ?? {}) as Table;
  const external = (auth.external ?? {}) as Table;
  const google = (external.google ?? {}) as Table;
  const rateLimit = (auth.rate_limit ?? {}) as Table;
  const localSmtp = (toml.local_smtp ?? {}) as Table;
  // SUPABASE_AUTH_SIGNING_KEYS_PATH switches the stand-in to asymmetric keys without editing this file.
  const signingKeysPath =
    envValue(auth.signing_keys_path) || process.env.SUPABASE_AUTH_SIGNING_KEYS_PATH || "";
  const storage = (toml.storage ?? {}) as Table;
  const buckets = (storage.buckets ?? {}) as Record<string, Table>;
  const seed = ((db.seed ?? {}) as Table).sql_paths as string[] | undefined;
  return {
    projectId: String(toml.project_id ?? "local"),
    apiPort: Number(api.port ?? 54321),
    dbPort: Number(db.port ?? 54322),
    seedPaths: (seed ?? ["./seed.sql"]).map((p) => join(dir, p)),
    auth: {
      siteUrl: String(auth.site_url ?? "http://127.0.0.1:3000"),
      additionalRedirectUrls: (auth.additional_redirect_urls as string[]) ?? [],
      jwtExpiry: Number(auth.jwt_expiry ?? 3600),
      enableSignup: auth.enable_signup !== false,
      enableAnonymousSignIns: auth.enable_anonymous_sign_ins === true,
      enableManualLinking: auth.enable_manual_linking === true,
      minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
      refreshTokenReuseInterval: Number(auth.refresh_token_reuse_interval ?? 10),
      signingKeysPath: signingKeysPath && resolve(dir, signingKeysPath),
      // The Supabase CLI's defaults.
      rateLimit: {
        signInSignUps: Number(rateLimit.sign_in_sign_ups ?? 30),
        tokenRefresh: Number(rateLimit.token_refresh ?? 150),
        tokenVerifications: Number(rateLimit.token_verifications ?? 30),
        emailSent: Number(rateLimit.email_sent ?? 2),
        anonymousUsers: Number(rateLimit.anonymous_users ?? 30),
        header: process.env.GOTRUE_RATE_LIMIT_HEADER ?? "",
      },
      google: {
        enabled: google.enabled === true,
        clientId: envValue(google.client_id),
        secret: envValue(google.secret),
        skipNonceCheck: google.skip_nonce_check === true,
      },
      email: emailConfig((auth.email ?? {}) as Table, dir),
      passkey: passkeyConfig(auth),
    },
    localSmtp: {
      enabled: localSmtp.enabled !== false,
      port: Number(localSmtp.port ?? 54324),
      smtpPort: Number(localSmtp.smtp_port ?? 54325),
    },
    buckets: Object.entries(buckets).map(([id, bucket]) => ({
      id,
      public: bucket.public === true,
      fileSizeLimit: parseSize(bucket.file_size_limit ?? storage.file_size_limit),
      allowedMimeTypes: (bucket.allowed_mime_types as string[]) ?? null,
    })),
  };
}

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** Keys from the environment, else the local development ones, which production refuses. */
export function loadKeys(env = process.env): Keys {
  const keys = {
    jwtSecret: env.SUPABASE_JWT_SECRET || DEV_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY || DEV_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || DEV_SERVICE_ROLE_KEY,
  };
  if (
    env.NODE_ENV === "production" &&
    (keys.jwtSecret === DEV_JWT_SECRET ||
      keys.anonKey === DEV_ANON_KEY ||
      keys.serviceRoleKey === DEV_SERVICE_ROLE_KEY)
  ) {
    throw new Error("Refusing to start with the local development keys when NODE_ENV=production");
  }
  return keys;
}
