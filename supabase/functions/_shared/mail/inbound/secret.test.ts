import assert from "node:assert/strict";
import { HttpError } from "../../errors.ts";
import { INBOUND_UNAUTHORIZED, requireInboundSecret } from "./secret.ts";

const SECRET = "s3cret-ñ-🔑";
const basic = (user: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`;

const refusedWith = (header: string | undefined, secret: string | undefined) =>
  assert.rejects(
    requireInboundSecret(header, secret),
    (e) => e instanceof HttpError && e.status === 401 && e.message === INBOUND_UNAUTHORIZED,
  );
const refused = (header: string | undefined) => refusedWith(header, SECRET);

Deno.test("the secret as a bearer token or as Basic's password is accepted", async () => {
  await requireInboundSecret(`Bearer ${SECRET}`, SECRET);
  await requireInboundSecret(basic("postmark", SECRET), SECRET);
});

Deno.test(
  "a wrong, missing or malformed secret is a 401; no secret configured refuses all",
  async () => {
    await refused(undefined);
    await refused("Bearer wrong");
    await refused(`Bearer ${SECRET}x`);
    await refused(basic("postmark", "wrong"));
    await refused("Basic %%%");
    await refused(`Token ${SECRET}`);
    await refusedWith(`Bearer ${SECRET}`, undefined);
    await refusedWith("Bearer ", "");
  },
);
