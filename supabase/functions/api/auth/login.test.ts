// When Supabase Auth itself refuses a sign-in with its own 429 (its per-address
// limit, counted by the address the function forwards), POST /api/login answers
// 429 with Retry-After, and the attempt Auth never judged does not count
// against the account. Auth here is a stand-in that always answers 429.
import assert from "node:assert/strict";
import { closeDatabase, sql } from "../../_shared/db.ts";
import { app } from "../app.ts";

const testDbUrl = Deno.env.get("TEST_DB_URL");

async function withEnv(vars: Record<string, string>, fn: () => Promise<void>): Promise<void> {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, Deno.env.get(name)]));
  for (const [name, value] of Object.entries(vars)) Deno.env.set(name, value);
  try {
    await fn();
  } finally {
    await closeDatabase();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) Deno.env.delete(name);
      else Deno.env.set(name, value);
    }
  }
}

Deno.test({
  name: "Auth's own 429 to the sign-in is a 429 with Retry-After, and no wrong guess is counted",
  ignore: !testDbUrl,
  fn: async () => {
    const forwardedFor: (string | null)[] = [];
    const auth = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (request) => {
      if (new URL(request.url).pathname !== "/auth/v1/token") {
        return new Response("not found", { status: 404 });
      }
      forwardedFor.push(request.headers.get("sb-forwarded-for"));
      return Response.json(
        { code: "over_request_rate_limit", msg: "Request rate limit reached" },
        {
          status: 429,
        },
      );
    });
    const id = crypto.randomUUID();
    const email = `${id}@auth-limit.test`;
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    try {
      await withEnv(
        {
          SUPABASE_URL: `http://127.0.0.1:${auth.addr.port}`,
          SUPABASE_DB_URL: testDbUrl!,
          SUPABASE_SERVICE_ROLE_KEY: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "a-service-key",
        },
        async () => {
          await sql`insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
                  values (${id}, ${email}, ${sql.json({ role: "SALES" })}, ${sql.json({
                    name: "Limited",
                  })})`;
          try {
            const response = await app.request("/api/login", {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": address },
              body: JSON.stringify({ username: email, password: "the-right-one-1" }),
            });
            assert.equal(response.status, 429);
            assert.equal(response.headers.get("retry-after"), "60");
            const message = "Too many sign-in attempts. Please wait 1 minute and try again.";
            assert.deepEqual(await response.json(), { error: message, message, retryAfter: 60 });
            assert.deepEqual(
              forwardedFor,
              [address],
              "Auth counts the client's address, not the function's",
            );
            const counted = await sql`select key from private.sign_in_throttles
                                     where key in (${`account:${id}`}, ${`address:${address}`})`;
            assert.deepEqual([...counted], [], "the attempt Auth refused to judge is given back");
          } finally {
            await sql`delete from auth.users where id = ${id}`;
          }
        },
      );
    } finally {
      await auth.shutdown();
    }
  },
});
