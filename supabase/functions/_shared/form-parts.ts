// The parts of a multipart/form-data body as it streams in, read with multipasta; shared by the
// function's upload and the stand-in's Storage. A part's bytes stream on as they arrive, so no
// file is held whole. The body is read only as fast as the parts are, and nothing past the
// closing boundary (RFC 2046's epilogue) is read.
import * as Multipasta from "multipasta";

/** What stops a read of form parts: a part or the body over its limit, or a body that is not multipart. */
export type FormFailure = "too-large" | "malformed";

class FormError extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure === "too-large" ? "form data over its size limit" : "malformed form data");
  }
}

/** The FormFailure an error thrown while reading form parts stands for; null for any other error. */
export function formFailure(error: unknown): FormFailure | null {
  return error instanceof FormError ? error.failure : null;
}

export interface FormLimits {
  /** Bytes of one part's content. */
  maxFileSize: number;
  /** Bytes of all parts' content together. */
  maxTotalSize?: number;
}

export interface FormPart {
  /** Header values by lower-case name, as sent. */
  headers: Record<string, string>;
  /** The part's content as it arrives; read it to its end or cancel it before the next part. */
  body: ReadableStream<Uint8Array<ArrayBuffer>>;
}

/** Part headers are UTF-8 (RFC 7578); the parser decodes them leniently, marking what is not. */
const NOT_UTF8 = "\uFFFD";

/**
 * Each part of the body as soon as its headers are in. A part or the parts together over
 * `limits`, or a body that is not multipart (or ends early), error the part being read and
 * throw from the iterator.
 */
export async function* formParts(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: FormLimits,
): AsyncGenerator<FormPart> {
  const reader = body.getReader();
  const arrived: FormPart[] = [];
  let failure: FormError | null = null;
  let done = false;
  let total = 0;
  let failCurrent = (_error: FormError) => {};
  const fail = (kind: FormFailure) => {
    if (failure || done) return;
    failure = new FormError(kind);
    failCurrent(failure);
  };
  const parser = Multipasta.make({
    headers: { "content-type": contentType },
    isFile: () => true,
    onField: () => {},
    onFile(info) {
      if (failure || done) return () => {};
      const headers = Object.fromEntries(
        Object.entries(info.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(", ") : value,
        ]),
      );
      if (Object.values(headers).some((value) => value.includes(NOT_UTF8))) {
        fail("malformed");
        return () => {};
      }
      const part = partStream(pump);
      failCurrent = part.fail;
      arrived.push({ headers, body: part.stream });
      let size = 0;
      return (chunk) => {
        if (failure || done) return;
        if (chunk === null) return part.close();
        size += chunk.byteLength;
        total += chunk.byteLength;
        if (size > limits.maxFileSize || total > (limits.maxTotalSize ?? Infinity)) {
          return fail("too-large");
        }
        part.push(chunk as Uint8Array<ArrayBuffer>);
      };
    },
    onError: (error) => fail(error._tag === "ReachedLimit" ? "too-large" : "malformed"),
    onDone: () => {
      done = true;
    },
  });

  /**
   * Reads one more chunk of the body into the parser; throws what stopped the parts. Once the
   * parts are over, the body is unlocked for the caller to cancel or drain.
   */
  async function pump(): Promise<void> {
    if (!failure && !done) {
      const read = await reader.read();
      if (read.done) {
        parser.end();
        fail("malformed"); // the closing boundary never came
      } else if (read.value.byteLength) parser.write(read.value);
      if (failure || done) reader.releaseLock();
    }
    if (failure) throw failure;
  }

  for (;;) {
    while (!arrived.length && !done) await pump();
    const part = arrived.shift();
    if (!part) return;
    yield part;
  }
}

/** A part's content stream, filled by the parser and pulling more of the body when empty. */
function partStream(pump: () => Promise<void>) {
  let queue: Uint8Array<ArrayBuffer>[] = [];
  let closed = false;
  let cancelled = false;
  let failure: Error | null = null;
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        while (!queue.length && !closed && !failure) await pump();
        if (failure) return controller.error(failure);
        for (const chunk of queue) controller.enqueue(chunk);
        queue = [];
        if (closed) controller.close();
      },
      cancel() {
        cancelled = true;
        queue = [];
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    push(chunk: Uint8Array<ArrayBuffer>) {
      if (!cancelled) queue.push(chunk);
    },
    close() {
      closed = true;
    },
    fail(error: Error) {
      failure = error;
    },
  };
}
