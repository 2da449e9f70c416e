// The total a document states ("Total  €345,171.83", "Grand total: $50,000", a CSV row
// "Total,,,12400"), as written, so a reply can quote it with the file it came from.

import { scanMoney } from "./money-scan.ts";

export interface StatedTotal {
  /** The label as written: "Total", "Grand total", "Total incl. VAT". */
  label: string;
  /** The amount as written: "€345,171.83". */
  amount: string;
}

/** A line that starts with a total's label; "Subtotal" and "Total seats" are not totals of money. */
const TOTAL_LABEL =
  /^\s*((?:grand |overall |final )?total(?: (?:amount|cost|price|due|value|budget|investment|incl\.?[^:\d$€£¥]{0,20}|including[^:\d$€£¥]{0,20}))?|amount due|total due)\s*(?:\([^)]{0,20}\))?\s*[:=–-]?/i;

/** The amount on a total's line, else on the next line (PDF tables put it in its own run). */
function amountAfter(lines: string[], i: number, rest: string): string | null {
  for (const text of [rest, lines[i + 1] ?? ""]) {
    const cells = text.replace(/^[\s,;\t|:]+/, "").split(/\s*[;\t|]\s*|,(?=\s*,)|,{2,}/);
    for (const cell of cells) {
      const money = scanMoney(cell.trim())[0];
      if (money) return cell.trim().slice(money.start, money.end).trim();
    }
    if (rest.trim()) break;
  }
  return null;
}

/** The document's total: the last line labelled as one, a grand total before any other. */
export function statedTotal(text: string): StatedTotal | null {
  const lines = text
    .replace(/\r/g, "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  let found: StatedTotal | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i].match(TOTAL_LABEL);
    if (!m) continue;
    const amount = amountAfter(lines, i, lines[i].slice(m[0].length));
    if (!amount) continue;
    const total = { label: m[1].trim().replace(/^\w/, (c) => c.toUpperCase()), amount };
    if (!found || !/^grand/i.test(found.label) || /^grand/i.test(total.label)) found = total;
  }
  return found;
}
