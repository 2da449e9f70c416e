import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { ServiceContext } from "../context.ts";
import { validationFailed, weakPassword } from "./errors.ts";

/** GoTrue's bcrypt cost (bcrypt.DefaultCost). */
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || password === "") return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    // Not a bcrypt hash (a hand-written seed row, say): no password can match it.
    return false;
  }
}

/** GoTrue's checkPasswordStrength with the project's minimum length (no character requirements configured). */
export function checkPasswordStrength(ctx: ServiceContext, password: string): void {
  // bcrypt reads only 72 bytes; GoTrue refuses longer passwords instead of silently truncating them.
  if (Buffer.byteLength(password) > 72)
    throw validationFailed("Password cannot be longer than 72 characters");
  const minimum = ctx.project.auth.minimumPasswordLength;
  if ([...password].length < minimum) throw weakPassword(minimum);
}

/** The password GoTrue gives users created without one (admin-created, invited, magic-link sign-ups). */
export function randomPassword(): string {
  return randomBytes(48).toString("base64url");
}
