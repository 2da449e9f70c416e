// The people of a mail a rep forwarded inline: the header block mail programs put above the
// forwarded text (Gmail's "---------- Forwarded message ---------", Outlook's "-----Original
// Message-----" or its rule line, Apple Mail's "Begin forwarded message:", Thunderbird's
// "-------- Forwarded Message --------"), read with postal-mime's address parser.
import { addressParser } from "postal-mime";
import { type MailAddress, mailAddress } from "./mail.ts";

const MARKER =
  /^[\s>]*(?:-{2,}\s*(?:Forwarded message|Original Message)\s*-{2,}|Begin forwarded message:|_{10,})\s*$/im;
// "From: …", "*From:* …" (Gmail's plain text of bold), "> From: …" (quoted); the value may wrap.
const FIELD = /^[\s>]*\*?(From|To|Cc|Date|Sent|Subject|Reply-To)\*?:\*?\s*(.*)$/i;
// A forwarded header block is short; a marker with no fields near it is not one.
const MAX_BLOCK_LINES = 15;

function addresses(value: string): MailAddress[] {
  return addressParser(value, { flatten: true })
    .filter((a) => a.address && a.address.includes("@"))
    .map((a) => mailAddress(a.address!, a.name));
}

/** The forwarded mail's From, To and Cc, in that order; none when the text forwards nothing. */
export function forwardedPeople(text: string): MailAddress[] {
  const marker = MARKER.exec(text);
  if (!marker) return [];
  const lines = text.slice(marker.index + marker[0].length).split(/\r?\n/);
  const fields: Record<string, string> = {};
  let current: string | null = null;
  for (const line of lines.slice(0, MAX_BLOCK_LINES)) {
    const field = FIELD.exec(line);
    if (field) {
      current = field[1].toLowerCase();
      fields[current] = field[2];
    } else if (!line.trim()) {
      if (Object.keys(fields).length) break;
    } else if (current && /^[\s>]+\S/.test(line)) {
      fields[current] += ` ${line.replace(/^[\s>]+/, "")}`;
    } else if (Object.keys(fields).length) {
      break;
    }
  }
  const [from] = addresses(fields.from ?? "");
  if (!from) return [];
  return [from, ...addresses(fields.to ?? ""), ...addresses(fields.cc ?? "")];
}
