import { describe, expect, it } from "vitest";
import { pageNumbers, pageOffset, pageQuery } from "./pagination";

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the neighbours of the current page with gaps between", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(pageNumbers(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 17, 18, 19, 20]);
  });
});

describe("pageOffset", () => {
  it("is zero on the first page", () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });
});

describe("pageQuery", () => {
  it("leaves out a blank search and 'all' filters, trims the rest and pages by limit and offset", () => {
    expect(
      pageQuery({ search: "  acme ", status: "all", priority: "HIGH", page: 3 }, 10, {
        timeZone: "Europe/Warsaw",
      }),
    ).toEqual({
      search: "acme",
      priority: "HIGH",
      timeZone: "Europe/Warsaw",
      limit: 10,
      offset: 20,
    });
    expect(pageQuery({ search: "   ", page: 1 }, 25)).toEqual({ limit: 25, offset: 0 });
  });
});
