import { describe, expect, it } from "vitest";
import {
  attachmentProblem,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_SUPPORTED,
  isImage,
  MAX_ATTACHMENT_BYTES,
} from "./attachments";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("attachmentProblem", () => {
  it("accepts the spec's images and documents", () => {
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.gif", "image/gif"],
      ["a.webp", "image/webp"],
      ["a.pdf", "application/pdf"],
      ["a.txt", "text/plain"],
      ["a.doc", "application/msword"],
      ["a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["a.csv", "text/csv"],
      ["a.xls", "application/vnd.ms-excel"],
      ["a.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ] as const) {
      expect(attachmentProblem(file(name, type))).toBeNull();
    }
  });

  it("allows exactly 10 MB and refuses a byte more", () => {
    expect(attachmentProblem(file("a.pdf", "application/pdf", MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(attachmentProblem(file("a.pdf", "application/pdf", MAX_ATTACHMENT_BYTES + 1))).toBe(
      FILE_TOO_LARGE,
    );
  });

  it("refuses other types", () => {
    expect(attachmentProblem(file("a.zip", "application/zip"))).toBe(FILE_TYPE_NOT_SUPPORTED);
    expect(attachmentProblem(file("a.svg", "image/svg+xml"))).toBe(FILE_TYPE_NOT_SUPPORTED);
    expect(attachmentProblem(file("a.exe", ""))).toBe(FILE_TYPE_NOT_SUPPORTED);
  });

  it("goes by the extension when the browser gives no type", () => {
    expect(attachmentProblem(file("notes.txt", ""))).toBeNull();
    expect(attachmentProblem(file("sheet.xlsx", "application/octet-stream"))).toBeNull();
  });

  it("tells images apart", () => {
    expect(isImage("image/png")).toBe(true);
    expect(isImage("application/pdf")).toBe(false);
  });
});
