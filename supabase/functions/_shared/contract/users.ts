// The users resource: what /users and /user take and answer.
import { z } from "zod";
import { ROLES } from "./enums.ts";
import { timestamp } from "./fields.ts";

const NAME_REQUIRED = "Name is required";
const VALID_EMAIL = "Please enter a valid email address";
const USERNAME_RULE =
  "Username must be 3 to 32 characters: lowercase letters, digits, dots, underscores or hyphens";
const ROLE_RULE = "Role must be ADMIN or SALES";
const PASSWORD_RULE = "Password must be at least 8 characters";

const name = z
  .string({ error: NAME_REQUIRED })
  .max(120, "Name must be at most 120 characters")
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, NAME_REQUIRED)
      .refine((s) => !s.includes("\0"), NAME_REQUIRED),
  );

const role = z
  .string({ error: ROLE_RULE })
  .max(20, ROLE_RULE)
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.enum(ROLES, { error: ROLE_RULE }));

export const createUserBody = z.strictObject({
  name,
  email: z
    .string({ error: VALID_EMAIL })
    .max(254, VALID_EMAIL)
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.email(VALID_EMAIL)),
  // Sign-in is case-insensitive and the profile trigger lower-cases, so the username is stored lower-case.
  username: z
    .string({ error: USERNAME_RULE })
    .max(100, USERNAME_RULE)
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9._-]{3,32}$/, USERNAME_RULE)),
  role,
  // GoTrue hashes with bcrypt, which reads at most 72 bytes.
  password: z
    .string({ error: PASSWORD_RULE })
    .min(8, PASSWORD_RULE)
    .max(1_000, "Password must be at most 72 bytes")
    .refine((s) => new TextEncoder().encode(s).length <= 72, "Password must be at most 72 bytes"),
});

/** POST /users/invite: Add User's fields but the password, which the invitee chooses. */
export const inviteUserBody = createUserBody.omit({ password: true });

export const updateUserBody = z.strictObject({
  name: name.optional(),
  role: role.optional(),
});

/**
 * POST /login: both fields are checked by the route, so that any missing or
 * malformed one gets the same 'Please enter both username and password'.
 */
export const loginBody = z.strictObject({ username: z.unknown(), password: z.unknown() });

/**
 * What the web's demo button sends. Only the name is used: every demo login is
 * a new SALES account, whatever e-mail or role the body names.
 */
export const devLoginBody = z.strictObject({
  email: z.string().max(254).optional(),
  name: z.string().trim().min(1).max(120).optional(),
  role: z.string().max(20).optional(),
});

export type CreateUser = z.infer<typeof createUserBody>;
export type InviteUser = z.infer<typeof inviteUserBody>;
export type UpdateUser = z.infer<typeof updateUserBody>;

// ---------------------------------------------------------------------------
// Responses

/** The signed-in user's own profile (GET /user, and the sign-in answers). */
export const profileResponse = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
});

/**
 * A user as the admin's user list shows them. `signInBlockedUntil`: until when
 * the account's sign-in is held back after wrong passwords (an admin may clear
 * it); null when it is not, and always null for a non-admin caller.
 */
export const userResponse = profileResponse.extend({
  createdAt: timestamp,
  signInBlockedUntil: timestamp.nullable(),
});

export const userListResponse = z.strictObject({ users: z.array(userResponse) });

/**
 * Auth's session as GoTrue issues it. Its `user` is Auth's record of the account,
 * whose fields are Auth's to add to; the CRM reads the profile beside it.
 */
export const sessionResponse = z.strictObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  expires_at: z.number(),
  user: z.object({ id: z.string() }),
});

/** POST /login and /auth/dev-login. */
export const signedInResponse = z.strictObject({ user: profileResponse, session: sessionResponse });

/**
 * An invitation not yet accepted: the invited account (it exists, with its role)
 * and when the latest invitation mail went out.
 */
export const invitationResponse = profileResponse
  .omit({ avatarUrl: true })
  .extend({ invitedAt: timestamp });

export const invitationListResponse = z.strictObject({
  invitations: z.array(invitationResponse),
});

/** DELETE /users/{id}/sign-in-backoff: whether the account had a back-off to clear. */
export const clearedBackoffResponse = z.strictObject({ cleared: z.boolean() });

export type ProfileResponse = z.output<typeof profileResponse>;
export type UserResponse = z.output<typeof userResponse>;
export type UserListResponse = z.output<typeof userListResponse>;
export type SessionResponse = z.output<typeof sessionResponse>;
export type SignedInResponse = z.output<typeof signedInResponse>;
export type ClearedBackoffResponse = z.output<typeof clearedBackoffResponse>;
export type InvitationResponse = z.output<typeof invitationResponse>;
export type InvitationListResponse = z.output<typeof invitationListResponse>;
