import { Hono } from "hono";
import type { Claims } from "../../_shared/auth.ts";
import type { DocumentKind } from "../../_shared/ai/types.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { renderDocument } from "../../_shared/pdf/render.ts";
import { signedDownloadUrl } from "../../_shared/signed-urls.ts";
import { parseJsonBody, parseQuery, reply } from "../../_shared/validation.ts";
import { aiProvider } from "../assistant/provider.ts";
import { assistantConfig, clientConversation } from "../assistant/queries.ts";
import type { ApiEnv } from "../context.ts";
import { contentDisposition } from "../files/download.ts";
import { storeFile } from "../files/store.ts";
import { documentClient, listDocuments, recordDocument } from "./queries.ts";
import {
  type DocumentListResponse,
  generateBody,
  type GenerateDocument,
  GENERATOR_KINDS,
  type GeneratorKind as Generator,
  listDocumentsQuery,
} from "../../_shared/contract/index.ts";

// The chat's "Generate Proposal" asks the proposal assistant for an SRS by its title.
const isSrsRequest = (kind: Generator, title: string) =>
  kind === "proposal" && /^software requirements specification\b/i.test(title);

const underscored = (name: string) => name.trim().replace(/\s+/g, "_");

function fileName(kind: DocumentKind, clientName: string | null, at: Date): string {
  if (kind === "srs") return `SRS_${underscored(clientName ?? "Client")}.pdf`;
  return `${kind}-${at.getTime()}.pdf`;
}

export async function generate(claims: Claims, generator: Generator, body: GenerateDocument) {
  const kind: DocumentKind = isSrsRequest(generator, body.title) ? "srs" : generator;
  const context = await withUserTransaction(claims, async (tx) => {
    const client = await documentClient(tx, body.clientId, body.clientName);
    if (body.clientId && !client) throw new HttpError(404, "Client not found");
    return {
      client,
      config: await assistantConfig(tx, generator),
      messages: client ? await clientConversation(tx, client.id) : [],
    };
  });
  const date = body.date ? new Date(body.date) : new Date();
  const clientName = context.client?.name ?? body.clientName ?? null;
  const content = await aiProvider().writeDocument({
    kind,
    title: body.title,
    clientName,
    client: context.client,
    userPrompt: body.userPrompt,
    additionalContext: body.additionalContext ?? null,
    messages: context.messages,
    config: context.config,
    date,
  });
  const bytes = (await renderDocument(content)) as Uint8Array<ArrayBuffer>;
  const name = fileName(kind, clientName, date);
  const { also: documentId } = await storeFile(
    claims,
    { name, type: "application/pdf", bytes },
    (tx, file) =>
      recordDocument(tx, {
        kind,
        title: body.title,
        clientId: context.client?.id ?? null,
        fileId: file.id,
      }),
  );
  return { bytes, name, documentId };
}

export const documents = new Hono<ApiEnv>();

documents.post("/:generator{generate-ai-[a-z]+}", async (c) => {
  const generator = c.req.param("generator").slice("generate-ai-".length) as Generator;
  if (!GENERATOR_KINDS.includes(generator)) throw new HttpError(404, "Not found");
  const body = await parseJsonBody(c.req.raw, generateBody);
  const { bytes, name, documentId } = await generate(c.get("claims"), generator, body);
  return new Response(bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": contentDisposition(name, "application/octet-stream"),
      "x-document-id": documentId,
    },
  });
});

documents.get("/", async (c) => {
  const query = parseQuery(c.req.url, listDocumentsQuery);
  const list = await withUserTransaction(c.get("claims"), (tx) => listDocuments(tx, query));
  const userId = c.get("userId");
  const withUrls = await Promise.all(
    list.documents.map(async (d) => ({
      ...d,
      file: { ...d.file, url: await signedDownloadUrl(d.file.id, userId) },
    })),
  );
  return c.json(reply<DocumentListResponse>({ documents: withUrls, total: list.total }));
});
