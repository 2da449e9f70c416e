import assert from "node:assert/strict";
import { errorBody, HttpError } from "./errors.ts";

Deno.test("HttpError carries its status and message", () => {
  const error = new HttpError(422, "Name is required");
  assert.ok(error instanceof Error);
  assert.equal(error.status, 422);
  assert.equal(error.message, "Name is required");
  assert.equal(error.name, "HttpError");
});

Deno.test("errorBody builds the one error shape the API answers with", () => {
  assert.deepEqual(errorBody("Not found"), { error: "Not found" });
});
