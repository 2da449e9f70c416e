import assert from "node:assert/strict";
import { z } from "zod";
import { HttpError } from "./errors.ts";
import { optionalText, text } from "./contract/index.ts";
import { parse, parseId, parseJsonBody, UnknownFieldsError } from "./validation.ts";

const schema = z.object({
  name: text(10).pipe(z.string().min(1, "Client name is required")),
  email: optionalText(50).pipe(z.email().nullable().optional()),
});

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.status, 400);
    return error.message;
  }
  throw new Error("expected an HttpError");
}

Deno.test("a schema's own message is kept word for word", () => {
  assert.equal(
    message(() => parse(schema, { name: "   " })),
    "Client name is required",
  );
});

Deno.test("messages without one name the field", () => {
  assert.equal(
    message(() => parse(schema, {})),
    "name: is required",
  );
  assert.equal(
    message(() => parse(schema, { name: 5 })),
    "name: must be string",
  );
  assert.equal(
    message(() => parse(schema, { name: "x".repeat(11) })),
    "name: is too long or too large",
  );
  assert.match(
    message(() => parse(schema, { name: "ok", email: "nope" })),
    /^email: /,
  );
});

Deno.test(
  "unknown fields are a 400 naming them, before any other problem; nested ones by path",
  () => {
    const strict = z.strictObject({
      name: schema.shape.name,
      inner: z.strictObject({ a: z.string() }).optional(),
    });
    assert.equal(
      message(() => parse(strict, { name: "ok", status: "done" })),
      "Unknown field: status",
    );
    assert.equal(
      message(() => parse(strict, { name: 5, a: 1, b: 2 })),
      "Unknown fields: a, b",
    );
    assert.equal(
      message(() => parse(strict, { name: "ok", inner: { a: "x", b: 1 } })),
      "Unknown field: inner.b",
    );
    assert.throws(() => parse(strict, { name: "ok", x: 1 }), UnknownFieldsError);
    assert.deepEqual(parse(strict, { name: "ok" }), { name: "ok" });
  },
);

Deno.test("text is trimmed and blank optional text becomes null", () => {
  assert.deepEqual(parse(schema, { name: "  Zoë  ", email: "  " }), { name: "Zoë", email: null });
  assert.equal(parse(schema, { name: "A" }).email, undefined);
});

Deno.test("a body that is not JSON is a 400", async () => {
  const request = new Request("http://x", { method: "POST", body: "{nope" });
  await assert.rejects(parseJsonBody(request, schema), (error: HttpError) => error.status === 400);
});

Deno.test("an id that is not a UUID is not found", () => {
  assert.throws(
    () => parseId("1; drop table clients", "Client not found"),
    (e: HttpError) => e.status === 404,
  );
  assert.equal(
    parseId("A0000000-0000-4000-8000-000000000001", "x"),
    "a0000000-0000-4000-8000-000000000001",
  );
});
