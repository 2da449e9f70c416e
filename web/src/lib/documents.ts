import { api, serverErrorText } from "./api";
import type { DocumentKind, GeneratorKind } from "@contract";

export { GENERATOR_KINDS, type GeneratorKind } from "@contract";

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  proposal: "Proposal",
  presentation: "Presentation",
  budget: "Budget",
  srs: "Software Requirements Specification",
};

/** The spec's toast after a generator's PDF is made: '{Type} generated successfully!'. */
export const documentGeneratedMessage = (kind: GeneratorKind) =>
  `${DOCUMENT_KIND_LABELS[kind]} generated successfully!`;

/** 'Failed to generate {type}: {error}', or '... Please try again.' when the server gave no reason. */
export function documentFailedMessage(kind: GeneratorKind, error: unknown): string {
  const reason = serverErrorText(error);
  return reason
    ? `Failed to generate ${kind}: ${reason}`
    : `Failed to generate ${kind}. Please try again.`;
}

export interface GenerateDocumentInput {
  title: string;
  userPrompt: string;
  clientName?: string;
  clientId?: string;
  additionalContext?: string;
  /** ISO date-time the document is dated; now when left out. */
  date?: string;
}

export interface GeneratedPdf {
  blob: Blob;
  /** The name the server gave the file, if any. */
  fileName: string | null;
  documentId: string | null;
}

/** Asks an assistant for a PDF; an ApiError carries the server's `error` text. */
export async function generateDocument(
  kind: GeneratorKind,
  input: GenerateDocumentInput,
): Promise<GeneratedPdf> {
  const body: GenerateDocumentInput = { ...input, date: input.date ?? new Date().toISOString() };
  const file = await api.download(`/api/documents/generate-ai-${kind}`, body);
  return {
    blob: file.blob,
    fileName: file.fileName,
    documentId: file.headers.get("x-document-id"),
  };
}

/** 'SRS_Acme_Corp.pdf' for the chat's SRS of client 'Acme Corp'. */
export function srsFileName(clientName: string): string {
  return `SRS_${clientName.trim().replace(/\s+/g, "_")}.pdf`;
}
