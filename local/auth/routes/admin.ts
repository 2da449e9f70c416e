import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import {
  changeEmail,
  confirmEmail,
  createEmailUser,
  updateAppMetadata,
  updatePassword,
  updateUserMetadata,
} from "../accounts.ts";
import { AuthError, emailExists, notFound, unprocessable, validationFailed } from "../errors.ts";
import { requireAdmin } from "../guard.ts";
import { checkPasswordStrength, hashPassword, randomPassword } from "../passwords.ts";
import { deletePasskey, listPasskeys } from "../passkeys.ts";
import { isUuid, metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { issuer } from "../tokens.ts";
import {
  AUDIENCE,
  findUserByEmail,
  findUserById,
  identitiesByUser,
  loadUserJson,
  NIL_UUID,
  userJson,
  type Db,
  type UserRow,
} from "../users.ts";
import { generateLinkRoute } from "./generateLink.ts";

const adminUserParams = z.object({
  id: optionalString,
  email: optionalString,
  phone: optionalString,
  password: z.string().nullish(),
  password_hash: optionalString,
  email_confirm: z.boolean().nullish(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  role: optionalString,
  ban_duration: optionalString,
});

const GO_DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** ban_duration as GoTrue reads it: "none" lifts a ban, otherwise a Go duration such as "24h" or "1h30m". */
function banUntil(duration: string): Date | null | undefined {
  if (duration === "") return undefined;
  if (duration === "none") return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== duration) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${duration}"`);
  }
  const milliseconds = parts.reduce(
    (total, [, amount, unit]) => total + Number(amount) * GO_DURATION_UNITS[unit],
    0,
  );
  return milliseconds === 0 ? null : new Date(Date.now() + milliseconds);
}

const setBan = (db: Db, userId: string, until: Date | null) =>
  db`update auth.users set banned_until = ${until}, updated_at = now() where id = ${userId}`;

function rejectPhone(phone: string) {
  if (phone !== "") throw validationFailed("Phone users are not supported by the local stand-in");
}

/** POST /admin/users */
async function createUser(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, adminUserParams);
  if (params.email === "" && params.phone === "") {
    throw validationFailed("Cannot create a user without either an email or phone");
  }
  rejectPhone(params.phone);
  const email = validateEmail(params.email);
  if (await findUserByEmail(ctx.sql, email)) throw emailExists();
  if (params.password != null && params.password_hash !== "") {
    throw validationFailed("Only a password or a password hash should be provided");
  }
  if (params.id !== "" && !isUuid(params.id))
    throw validationFailed("ID must conform to the uuid v4 format");
  if (params.id === NIL_UUID) throw validationFailed("ID cannot be a nil uuid");
  if (params.id !== "" && (await findUserById(ctx.sql, params.id))) {
    throw unprocessable("user_already_exists", "User already registered");
  }
  if (
    params.password_hash !== "" &&
    !/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/.test(params.password_hash)
  ) {
    throw validationFailed("Invalid password hash: only bcrypt hashes are supported");
  }
  const ban = banUntil(params.ban_duration);
  // As GoTrue, an admin-created user without a password gets a random one, and no strength check applies.
  const passwordHash =
    params.password_hash || (await hashPassword(params.password || randomPassword()));

  const userId = await ctx.sql.begin(async (tx) => {
    const id = await createEmailUser(tx, {
      id: params.id || undefined,
      email,
      passwordHash,
      role: params.role,
      appMetadata: params.app_metadata ?? {},
      userMetadata: params.user_metadata ?? {},
      confirmed: params.email_confirm === true,
    });
    if (ban !== undefined) await setBan(tx, id, ban);
    return id;
  });
  return c.json(await loadUserJson(ctx.sql, userId));
}

/** GET /admin/users?page&per_page: newest first, with GoTrue's X-Total-Count and Link headers. */
async function listUsers(c: Context, ctx: ServiceContext) {
  const page = pageParam(c.req.query("page"), 1);
  const perPage = pageParam(c.req.query("per_page"), 50);
  const filter = c.req.query("filter") ?? "";
  const pattern = `%${filter.replace(/[\\%_]/g, "\\$&")}%`;
  const where =
    filter === ""
      ? ctx.sql``
      : ctx.sql`where email ilike ${pattern} or raw_user_meta_data->>'full_name' ilike ${pattern}`;
  const [{ total }] = await ctx.sql<
    { total: number }[]
  >`select count(*)::int as total from auth.users ${where}`;
  const users = await ctx.sql<UserRow[]>`
    select * from auth.users ${where}
    order by created_at desc, id
    limit ${perPage} offset ${(page - 1) * perPage}`;
  const identities = await identitiesByUser(
    ctx.sql,
    users.map((user) => user.id),
  );

  const pageUrl = (n: number) => `<${issuer(ctx)}/admin/users?page=${n}&per_page=${perPage}>`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = total > page * perPage ? [`${pageUrl(page + 1)}; rel="next"`] : [];
  links.push(`${pageUrl(lastPage)}; rel="last"`);
  c.header("Link", links.join(", "));
  c.header("X-Total-Count", String(total));
  return c.json({
    users: users.map((user) => userJson(user, identities.get(user.id) ?? [])),
    aud: AUDIENCE,
  });
}

function pageParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value))
    throw validationFailed(`Bad Pagination Parameters: invalid number "${value}"`);
  return Math.max(1, Number(value));
}

async function targetUser(c: Context, ctx: ServiceContext): Promise<UserRow> {
  const id = c.req.param("id") ?? "";
  if (!isUuid(id)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.sql, id);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

/** PUT /admin/users/{id} */
async function updateUser(c: Context, ctx: ServiceContext) {
  const user = await targetUser(c, ctx);
  const params = await readParams(c, adminUserParams);
  rejectPhone(params.phone);
  const email = params.email !== "" ? validateEmail(params.email) : null;
  if (email !== null && email !== user.email) {
    const owner = await findUserByEmail(ctx.sql, email);
    if (owner && owner.id !== user.id) throw emailExists();
  }
  const ban = banUntil(params.ban_duration);
  let passwordHash: string | null = null;
  if (params.password != null) {
    checkPasswordStrength(ctx, params.password);
    passwordHash = await hashPassword(params.password);
  }

  await ctx.sql.begin(async (tx) => {
    if (params.role !== "")
      await tx`update auth.users set role = ${params.role.trim()} where id = ${user.id}`;
    if (params.email_confirm === true) await confirmEmail(tx, user.id);
    // As GoTrue: a password set by an admin signs the user out everywhere.
    if (passwordHash !== null) await updatePassword(tx, user.id, passwordHash, null);
    if (email !== null) await changeEmail(tx, user.id, email, params.email_confirm === true);
    if (params.app_metadata) await updateAppMetadata(tx, user.id, params.app_metadata);
    if (params.user_metadata) await updateUserMetadata(tx, user.id, params.user_metadata);
    if (ban !== undefined) await setBan(tx, user.id, ban);
  });
  return c.json(await loadUserJson(ctx.sql, user.id));
}

/** DELETE /admin/users/{id}: hard delete, or GoTrue's soft delete (email freed, identities and sessions gone). */
async function deleteUser(c: Context, ctx: ServiceContext) {
  const user = await targetUser(c, ctx);
  const params = await readParams(c, z.object({ should_soft_delete: z.boolean().nullish() }));
  try {
    await ctx.sql.begin(async (tx) => {
      await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
      if (params.should_soft_delete) {
        await tx`delete from auth.identities where user_id = ${user.id}`;
        await tx`delete from auth.sessions where user_id = ${user.id}`;
        await tx`
          update auth.users
          set email = null, phone = null, encrypted_password = null, confirmation_token = '', recovery_token = '',
              email_change = '', email_change_token_new = '', email_change_token_current = '',
              deleted_at = coalesce(deleted_at, now()), updated_at = now()
          where id = ${user.id}`;
      } else {
        await tx`delete from auth.users where id = ${user.id}`;
      }
    });
  } catch (error) {
    // A project table that references auth.users without "on delete cascade" keeps the user, as on Supabase.
    console.error("[auth] deleting a user failed:", error);
    throw new AuthError(500, "unexpected_failure", "Database error deleting user");
  }
  return c.json({});
}

export function adminRoutes(ctx: ServiceContext): Hono {
  return (
    new Hono()
      .use("/admin/*", async (_c, next) => {
        await requireAdmin(_c, ctx);
        await next();
      })
      .post("/admin/users", (c) => createUser(c, ctx))
      .get("/admin/users", (c) => listUsers(c, ctx))
      .get("/admin/users/:id", async (c) =>
        c.json(await loadUserJson(ctx.sql, (await targetUser(c, ctx)).id)),
      )
      .put("/admin/users/:id", (c) => updateUser(c, ctx))
      .delete("/admin/users/:id", (c) => deleteUser(c, ctx))
      // GoTrue's admin passkey routes, whether or not passkey sign-in is on.
      .get("/admin/users/:id/passkeys", async (c) =>
        c.json(await listPasskeys(ctx.sql, (await targetUser(c, ctx)).id)),
      )
      .delete("/admin/users/:id/passkeys/:passkeyId", async (c) => {
        const user = await targetUser(c, ctx);
        await deletePasskey(ctx.sql, user.id, c.req.param("passkeyId"));
        return c.body(null, 204);
      })
      .route("/", generateLinkRoute(ctx))
  );
}
