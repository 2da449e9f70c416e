// A client's generated documents (proposals, presentations, budgets) as MCP
// resources: their metadata and a signed download link, as GET /api/documents answers.
import { type McpServer, ResourceTemplate } from "../sdk.ts";
import type { Claims } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parseId } from "../../_shared/validation.ts";
import { clientRecord } from "../../api/assistant/queries.ts";
import { listDocuments, withDownloadLinks } from "../../api/documents/queries.ts";
import { CLIENT_NOT_FOUND } from "../../_shared/contract/index.ts";

const MAX_DOCUMENTS = 100;
const uriOf = (clientId: string) => `crm://clients/${clientId}/documents`;

/** One resource per client of the caller's newest documents. */
async function listClientsWithDocuments(claims: Claims) {
  const { documents } = await withUserTransaction(claims, (tx) =>
    listDocuments(tx, { limit: MAX_DOCUMENTS, offset: 0 }),
  );
  const clients = new Map<string, string>();
  for (const d of documents) if (d.clientId && d.clientName) clients.set(d.clientId, d.clientName);
  return [...clients].map(([clientId, name]) => ({
    uri: uriOf(clientId),
    name: `Documents for ${name}`,
    mimeType: "application/json",
  }));
}

async function clientDocuments(claims: Claims, clientId: string) {
  const id = parseId(clientId, CLIENT_NOT_FOUND);
  const list = await withUserTransaction(claims, async (tx) => {
    if (!(await clientRecord(tx, id))) throw new HttpError(404, CLIENT_NOT_FOUND);
    return await listDocuments(tx, { clientId: id, limit: MAX_DOCUMENTS, offset: 0 });
  });
  return await withDownloadLinks(list, claims.sub);
}

export function registerDocumentResources(server: McpServer, claims: Claims) {
  server.registerResource(
    "client-documents",
    new ResourceTemplate(uriOf("{clientId}"), {
      list: async () => ({ resources: await listClientsWithDocuments(claims) }),
    }),
    {
      title: "A client's generated documents",
      description:
        "The proposals, presentations and budgets generated for a client, newest first: kind, " +
        "title, date, file name, size, and a download link valid for 15 minutes.",
      mimeType: "application/json",
    },
    async (uri, { clientId }) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: "application/json",
          text: JSON.stringify(await clientDocuments(claims, String(clientId)), null, 2),
        },
      ],
    }),
  );
}
