import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import type { ServiceContext } from "../context.ts";
import { AuthError, errorResponse } from "./errors.ts";

// GoTrue's per-address limits (internal/api/apilimiter): a token bucket per
// client address that holds up to 30 requests and refills at config.toml's
// `[auth.rate_limit]` number per 5 minutes (anonymous sign-ins: as many as the
// number, refilled per hour); an address idle for an hour is forgotten.

const FORGET_AFTER_MS = 60 * 60_000;

export interface BucketShape {
  burst: number;
  windowMs: number;
}

const PER_FIVE_MINUTES: BucketShape = { burst: 30, windowMs: 5 * 60_000 };

interface Bucket {
  tokens: number;
  at: number;
}

export class AddressLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perWindow: number,
    private readonly shape = PER_FIVE_MINUTES,
  ) {}

  /** Takes one request from the address's bucket; false when it is empty. */
  take(address: string, now = Date.now()): boolean {
    this.forgetIdle(now);
    const { burst, windowMs } = this.shape;
    const bucket = this.buckets.get(address) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(
      burst,
      bucket.tokens + ((now - bucket.at) * this.perWindow) / windowMs,
    );
    bucket.at = now;
    this.buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetIdle(now: number) {
    for (const [address, bucket] of this.buckets) {
      if (now - bucket.at > FORGET_AFTER_MS) this.buckets.delete(address);
    }
  }
}

const firstAddress = (header: string | undefined) => {
  const first = (header ?? "").split(",")[0].trim();
  return isIP(first) ? first : null;
};

/**
 * Whom a request counts against, if anyone. Like GoTrue with IP address forwarding on:
 * Sb-Forwarded-For, but (as on the platform) only from a caller holding the service role
 * key, i.e. a server signing its users in; else the configured rate-limit header. Without
 * one (as `supabase start` runs GoTrue) the address is unknown and nothing is limited.
 */
function clientAddress(c: Context, ctx: ServiceContext): string | null {
  const forwarded = firstAddress(c.req.header("sb-forwarded-for"));
  if (forwarded && c.req.header("apikey") === ctx.keys.serviceRoleKey) return forwarded;
  const { header } = ctx.project.auth.rateLimit;
  return header ? firstAddress(c.req.header(header)) : null;
}

export function rateLimit(
  ctx: ServiceContext,
  perWindow: number,
  shape = PER_FIVE_MINUTES,
): MiddlewareHandler {
  const limiter = new AddressLimiter(perWindow, shape);
  return async (c, next) => {
    const address = clientAddress(c, ctx);
    if (address && !limiter.take(address)) {
      return errorResponse(
        c,
        new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
      );
    }
    await next();
  };
}
