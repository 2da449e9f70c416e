export type PageEntry = number | "gap";

/** Page buttons to show: all of them when few, else the ends and the pages around the current one. */
export function pageNumbers(page: number, pageCount: number): PageEntry[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (page >= pageCount - 2)
    [pageCount - 3, pageCount - 2, pageCount - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  for (const p of sorted) {
    const previous = entries[entries.length - 1];
    if (typeof previous === "number" && p - previous > 1) entries.push("gap");
    entries.push(p);
  }
  return entries;
}

/** The offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A list's filters as query parameters: each with a value (a blank search and 'all' filter nothing), then `extra`. */
export function filterQuery(
  filters: Record<string, string | number>,
  extra: Record<string, string | undefined> = {},
) {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text !== "" && text !== "all") query[key] = text;
  }
  return { ...query, ...extra };
}

/** A paged list's query: its filters (`filterQuery`), then the page as limit and offset. */
export function pageQuery(
  { page, ...filters }: { page: number } & Record<string, string | number>,
  pageSize: number,
  extra: Record<string, string | undefined> = {},
) {
  return { ...filterQuery(filters, extra), limit: pageSize, offset: pageOffset(page, pageSize) };
}
