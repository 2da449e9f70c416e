import assert from "node:assert/strict";
import { HttpError } from "../../_shared/errors.ts";
import { createRefused, TOO_MANY_EMAILS } from "./auth-errors.ts";

const authError = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code });

const refusal = (error: unknown) => {
  try {
    createRefused(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error("createRefused returned");
};

Deno.test("Auth's e-mail rate limits are a 429 the admin can act on", () => {
  for (const [code, message] of [
    ["over_email_send_rate_limit", "email rate limit exceeded"],
    ["over_request_rate_limit", "Request rate limit reached"],
  ]) {
    const error = refusal(authError(429, code, message));
    assert.ok(error instanceof HttpError);
    assert.equal(error.status, 429);
    assert.equal(error.message, TOO_MANY_EMAILS);
  }
});

Deno.test("a taken address is the 409 of Add User; other refusals keep Auth's words", () => {
  const taken = refusal(
    authError(422, "email_exists", "A user with this email address has already been registered"),
  );
  assert.ok(taken instanceof HttpError);
  assert.deepEqual([taken.status, taken.message], [409, "A user with this email already exists"]);
  const invalid = refusal(authError(400, "validation_failed", "Unable to validate email address"));
  assert.ok(invalid instanceof HttpError);
  assert.deepEqual([invalid.status, invalid.message], [400, "Unable to validate email address"]);
  const outage = refusal(authError(500, "unexpected_failure", "boom"));
  assert.ok(outage instanceof HttpError);
  assert.equal(outage.status, 502);
});
