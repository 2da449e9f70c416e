// Just enough of the Postgres wire protocol for the broker: framing and a few messages.

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
export const PROTOCOL_3 = 196608;

export interface FrontendMessage {
  type: string;
  bytes: Buffer;
}

/** Splits complete typed messages off the front of `buffer`; returns them and the rest. */
export function splitMessages(buffer: Buffer): { messages: FrontendMessage[]; rest: Buffer } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const length = buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < 1 + length) break;
    messages.push({
      type: String.fromCharCode(buffer[offset]),
      bytes: buffer.subarray(offset, offset + 1 + length),
    });
    offset += 1 + length;
  }
  return { messages, rest: buffer.subarray(offset) };
}

export function message(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0, "latin1");
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
}

const cstring = (text: string) => Buffer.concat([Buffer.from(text, "utf8"), Buffer.from([0])]);

export const query = (sql: string) => message("Q", cstring(sql));
export const sync = () => message("S", Buffer.alloc(0));
export const readyForQuery = (status: "I" | "T" | "E") =>
  message("Z", Buffer.from(status, "latin1"));

export function errorResponse(severity: "ERROR" | "FATAL", code: string, text: string): Buffer {
  return message(
    "E",
    Buffer.concat([
      Buffer.from("S"),
      cstring(severity),
      Buffer.from("V"),
      cstring(severity),
      Buffer.from("C"),
      cstring(code),
      Buffer.from("M"),
      cstring(text),
      Buffer.from([0]),
    ]),
  );
}

export function startupMessage(params: Record<string, string>): Buffer {
  const body = Buffer.concat([
    ...Object.entries(params).flatMap(([k, v]) => [cstring(k), cstring(v)]),
    Buffer.from([0]),
  ]);
  const out = Buffer.alloc(8 + body.length);
  out.writeInt32BE(8 + body.length, 0);
  out.writeInt32BE(PROTOCOL_3, 4);
  body.copy(out, 8);
  return out;
}

/** A Parse message that names its statement (the unnamed one is an empty string). */
export const isNamedParse = (msg: FrontendMessage) => msg.type === "P" && msg.bytes[5] !== 0;

export interface BackendSummary {
  /** Status of the last message if it is ReadyForQuery, else null (the batch left the protocol mid-way). */
  readyStatus: "I" | "T" | "E" | null;
  /** Whether an ErrorResponse came after the last ReadyForQuery. */
  errorPending: boolean;
}

export function summarizeBackend(
  output: Uint8Array,
  previousErrorPending: boolean,
): BackendSummary {
  const view = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  let offset = 0;
  let readyStatus: BackendSummary["readyStatus"] = null;
  let errorPending = previousErrorPending;
  while (view.length - offset >= 5) {
    const type = view[offset];
    const length = view.readInt32BE(offset + 1);
    if (type === 0x5a) {
      readyStatus = String.fromCharCode(view[offset + 5]) as "I" | "T" | "E";
      errorPending = false;
    } else {
      readyStatus = null;
      if (type === 0x45) errorPending = true;
    }
    offset += 1 + length;
  }
  return { readyStatus, errorPending };
}
