import { vi } from "vitest";

/**
 * Stands in for the browser's download (lib/download.ts): records each saved
 * file's name instead of navigating, which jsdom cannot do.
 */
export function captureDownloads(): string[] {
  const names: string[] = [];
  URL.createObjectURL = vi.fn(() => "blob:download");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) names.push(this.download);
  });
  return names;
}

/** A PDF answer; the body is a string because Node's Response cannot stream jsdom's Blob. */
export function pdfResponse(fileName = "document.pdf", documentId = "doc-1"): Response {
  return new Response("%PDF-1.7", {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "x-document-id": documentId,
    },
  });
}
