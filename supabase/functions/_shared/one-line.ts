/** A name as it can be shown and stored: control characters out, trimmed, at most `max` characters (not UTF-16 units). */
export function oneLine(text: string, max: number): string {
  // deno-lint-ignore no-control-regex
  return [...text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim()].slice(0, max).join("");
}
