import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { unprocessable, validationFailed } from "../errors.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { clientInfo, metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { createEmailUser } from "../accounts.ts";
import { createSession } from "../tokens.ts";
import { findUserByEmail, isUniqueViolation } from "../users.ts";

const signupParams = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata.nullish(),
});

const userAlreadyExists = () => unprocessable("user_already_exists", "User already registered");

/**
 * POST /signup. Email confirmations are off in this project (mailer
 * autoconfirm), so, as GoTrue does then, the new user is confirmed at once and
 * the answer is a session.
 */
async function signup(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, signupParams);
  if (params.email === "" && params.phone === "" && !ctx.project.auth.enableAnonymousSignIns) {
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!ctx.project.auth.enableSignup)
    throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  if (params.email !== "" && params.phone !== "") {
    throw validationFailed("Only an email address or phone number should be provided on signup.");
  }
  if (params.phone !== "")
    throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
  if (params.password === "")
    throw unprocessable("validation_failed", "Signup requires a valid password");
  checkPasswordStrength(ctx, params.password);
  const email = validateEmail(params.email);
  if (await findUserByEmail(ctx.sql, email)) throw userAlreadyExists();

  const passwordHash = await hashPassword(params.password);
  try {
    const session = await ctx.sql.begin(async (tx) => {
      const userId = await createEmailUser(tx, {
        email,
        passwordHash,
        userMetadata: params.data ?? {},
        confirmed: true,
      });
      return createSession(ctx, tx, userId, "password", clientInfo(c));
    });
    return c.json(session);
  } catch (error) {
    // Signed up twice at the same moment: the unique email index decides.
    if (isUniqueViolation(error)) throw userAlreadyExists();
    throw error;
  }
}

export function signupRoutes(ctx: ServiceContext): Hono {
  return new Hono().post("/signup", (c) => signup(c, ctx));
}
