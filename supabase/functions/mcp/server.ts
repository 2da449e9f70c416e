import { McpServer } from "./sdk.ts";
import type { Claims } from "../_shared/auth.ts";
import { registerDocumentResources } from "./resources/documents.ts";
import { registerClientTools } from "./tools/clients.ts";
import { registerFollowUpEmailTools } from "./tools/followup-email.ts";
import { registerFollowUpTools } from "./tools/followups.ts";
import { registerNoteTools } from "./tools/notes.ts";
import { registerPipelineTools } from "./tools/pipeline.ts";
import { registerSearchTools } from "./tools/search.ts";

const INSTRUCTIONS =
  "The AI Sales CRM of the signed-in rep: their clients, follow-ups, chat notes, AI analyses " +
  "and generated documents. Every call acts as that rep; another rep's records are not found.";

/** A server whose tools all act as the caller, in their own transaction, under RLS. */
export function createMcpServer(claims: Claims): McpServer {
  const server = new McpServer(
    { name: "ai-sales-crm", title: "AI Sales CRM", version: "1.0.0" },
    { instructions: INSTRUCTIONS },
  );
  registerSearchTools(server, claims);
  registerClientTools(server, claims);
  registerFollowUpTools(server, claims);
  registerFollowUpEmailTools(server, claims);
  registerNoteTools(server, claims);
  registerPipelineTools(server, claims);
  registerDocumentResources(server, claims);
  return server;
}
