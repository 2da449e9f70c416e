// Auth's admin API refusing or failing, as the API's errors.
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";

export const EMAIL_TAKEN = "A user with this email already exists";
export const USERNAME_TAKEN = "Username is already taken";
export const TOO_MANY_EMAILS =
  "Too many e-mails have been sent for now. Please wait a few minutes and try again.";

/** Auth's answer to a create or an invitation it refused, as the API's error. */
export function createRefused(error: unknown): never {
  if (gotrue.isAuthError(error) && error.status < 500) {
    if (["email_exists", "user_already_exists"].includes(error.code)) {
      throw new HttpError(409, EMAIL_TAKEN);
    }
    // Auth's limits on e-mails it sends (per project and hour, or per address).
    if (error.status === 429) throw new HttpError(429, TOO_MANY_EMAILS);
    throw new HttpError(400, error.message);
  }
  authFailed(error);
}

/** Auth failing on a user the profile says exists is its outage, not the caller's mistake. */
export function authFailed(error: unknown): never {
  if (gotrue.isAuthError(error)) {
    console.error("auth admin call failed", error);
    throw new HttpError(502, "The authentication service failed. Please try again.");
  }
  throw error;
}
