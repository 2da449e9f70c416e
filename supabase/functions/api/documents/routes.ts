import { Hono } from "hono";
import { HttpError } from "../../_shared/errors.ts";
import { parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithQuery } from "../reads.ts";
import { contentDisposition } from "../files/download.ts";
import { generate } from "./generate.ts";
import { listDocuments, withDownloadLinks } from "./queries.ts";
import {
  type DocumentListResponse,
  generateBody,
  GENERATOR_KINDS,
  type GeneratorKind as Generator,
  listDocumentsQuery,
} from "../../_shared/contract/index.ts";

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
  const list = await readWithQuery(c, listDocumentsQuery, listDocuments);
  return c.json(reply<DocumentListResponse>(await withDownloadLinks(list, c.get("userId"))));
});
