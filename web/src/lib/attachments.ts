/** What a chat message may carry (spec section 5), checked before anything is uploaded. */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const FILE_TOO_LARGE = "File size must be less than 10MB";
export const FILE_TYPE_NOT_SUPPORTED =
  "File type not supported. Please upload images or documents only.";

export const ACCEPTED_MIME_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/plain",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

/** The file picker's `accept`: images and the document types. */
export const ATTACHMENT_ACCEPT = "image/*,.pdf,.txt,.doc,.docx,.csv,.xls,.xlsx";

// Some systems give no type for a file (or an odd one for .csv); its extension says what it is.
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  txt: "text/plain",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

function attachmentType(file: { name: string; type: string }): string {
  const declared = file.type.split(";")[0]!.trim().toLowerCase();
  if ((ACCEPTED_MIME_TYPES as readonly string[]).includes(declared)) return declared;
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!declared || declared === "application/octet-stream")
    return TYPE_BY_EXTENSION[extension] ?? declared;
  return declared;
}

/** The spec's message when the file cannot be attached, or null when it can. */
export function attachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return FILE_TOO_LARGE;
  if (!(ACCEPTED_MIME_TYPES as readonly string[]).includes(attachmentType(file))) {
    return FILE_TYPE_NOT_SUPPORTED;
  }
  return null;
}

export function isImage(mimeType: string): boolean {
  return mimeType.toLowerCase().startsWith("image/");
}
