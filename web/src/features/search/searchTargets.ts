import type { SearchKind, SearchResult } from "@contract";

/** The palette's groups, in the order shown. */
export const KIND_GROUPS: { kind: SearchKind; label: string }[] = [
  { kind: "client", label: "Clients" },
  { kind: "message", label: "Messages" },
  { kind: "followup", label: "Follow-ups" },
  { kind: "document", label: "Documents" },
  { kind: "attachment", label: "Attachments" },
];

/** Where a result opens: the client, the chat at the message, the follow-up, the document's client. */
export function resultHref(result: SearchResult): string {
  switch (result.kind) {
    case "client":
      return `/clients/${result.id}`;
    case "message":
    case "attachment": {
      const params = new URLSearchParams({
        client: result.clientId ?? "",
        thread: result.threadId ?? "",
        message: result.messageId ?? "",
      });
      return `/ai-chat?${params}`;
    }
    case "followup":
      return `/followups?${new URLSearchParams({ search: result.title })}`;
    case "document":
      return result.clientId ? `/clients/${result.clientId}` : "/clients";
  }
}

/** The results in the palette's order: by group, each group best first. */
export function groupResults(results: SearchResult[]) {
  return KIND_GROUPS.map((group) => ({
    ...group,
    results: results.filter((r) => r.kind === group.kind),
  })).filter((group) => group.results.length > 0);
}
