import assert from "node:assert/strict";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { HttpError } from "./errors.ts";

// A stand-in for the project's Auth: its JWKS answers 500 until `publishing` is on.
let publishing = false;
const published: object[] = [];
const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (request) => {
  if (new URL(request.url).pathname !== "/auth/v1/.well-known/jwks.json") {
    return new Response("not found", { status: 404 });
  }
  return publishing ? Response.json({ keys: published }) : new Response("down", { status: 500 });
});
const url = `http://127.0.0.1:${server.addr.port}`;
const SECRET = "a-test-secret-that-is-at-least-32-characters";
Deno.env.set("SUPABASE_URL", url);
Deno.env.set("SUPABASE_JWT_SECRET", SECRET);
const { verifyAccessToken } = await import("./auth.ts");

const USER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  sub: USER,
  role: "authenticated",
  aud: "authenticated",
  iss: `${url}/auth/v1`,
  iat: now(),
  exp: now() + 3600,
  ...overrides,
});
const hs256 = (payload: JWTPayload, secret = SECRET) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));

async function status(token: string): Promise<number> {
  try {
    await verifyAccessToken(token);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, "");

Deno.test("an HS256 token from this project's Auth is accepted", async () => {
  const verified = await verifyAccessToken(await hs256(claims()));
  assert.equal(verified.sub, USER);
});

Deno.test(
  "forged issuer, wrong audience, expired, wrong role or secret, alg none: 401",
  async () => {
    const refused: Record<string, string> = {
      "forged issuer": await hs256(claims({ iss: "https://evil.example/auth/v1" })),
      "no issuer": await hs256(claims({ iss: undefined })),
      "wrong audience": await hs256(claims({ aud: "anon" })),
      expired: await hs256(claims({ exp: now() - 60 })),
      "no expiry": await hs256(claims({ exp: undefined })),
      "service role": await hs256(claims({ role: "service_role" })),
      "other secret": await hs256(claims(), "another-secret-that-is-at-least-32-characters"),
      "alg none": `${encode({ alg: "none", typ: "JWT" })}.${encode(claims())}.`,
      garbage: "not.a.token",
    };
    for (const [name, token] of Object.entries(refused))
      assert.equal(await status(token), 401, name);
  },
);

Deno.test("a token verified before is still refused once it expires", async () => {
  const exp = now() + 1;
  const token = await hs256(claims({ exp }));
  assert.equal(await status(token), 200);
  assert.equal(await status(token), 200, "again, from the verified tokens");
  await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
  assert.equal(await status(token), 401, "the second its exp names has begun");
});

Deno.test(
  "ES256 and RS256 tokens verify against the published keys; a failed JWKS fetch is retried",
  async () => {
    const es = await generateKeyPair("ES256", { extractable: true });
    const rs = await generateKeyPair("RS256", { extractable: true });
    published.push(
      { ...(await exportJWK(es.publicKey)), kid: "es-key", alg: "ES256" },
      { ...(await exportJWK(rs.publicKey)), kid: "rs-key", alg: "RS256" },
    );
    const es256 = await new SignJWT(claims())
      .setProtectedHeader({ alg: "ES256", kid: "es-key" })
      .sign(es.privateKey);
    const rs256 = await new SignJWT(claims())
      .setProtectedHeader({ alg: "RS256", kid: "rs-key" })
      .sign(rs.privateKey);

    assert.equal(await status(es256), 401, "Auth's keys cannot be read yet");
    publishing = true;
    assert.equal(await status(es256), 200, "the next token fetches the keys again");
    assert.equal(await status(rs256), 200);

    const forged = await new SignJWT(claims({ iss: "https://evil.example/auth/v1" }))
      .setProtectedHeader({ alg: "ES256", kid: "es-key" })
      .sign(es.privateKey);
    assert.equal(await status(forged), 401, "a published key does not make a foreign issuer good");
    const stranger = await generateKeyPair("ES256");
    const unknownKey = await new SignJWT(claims())
      .setProtectedHeader({ alg: "ES256", kid: "es-key" })
      .sign(stranger.privateKey);
    assert.equal(await status(unknownKey), 401, "signed by a key the project does not publish");
    await server.shutdown();
  },
);
