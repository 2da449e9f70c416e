import { Sparkles } from "lucide-react";
import { Avatar } from "../../components/Avatar";
import { formatDueLabel, formatRelativeTime } from "../../lib/format";
import type { Client } from "../../lib/types";
import { ClientActionsMenu } from "./ClientActionsMenu";
import { ClientStatusBadge, DealStageBadge, PriorityBadge } from "./ClientBadges";

const COLUMN_COUNT = 7;

function MessageRow({ children, tone }: { children: string; tone?: "error" }) {
  return (
    <tr>
      <td
        colSpan={COLUMN_COUNT}
        className={`py-12 text-center ${tone === "error" ? "text-red-700" : "text-base-content/60"}`}
        role={tone === "error" ? "alert" : undefined}
      >
        {children}
      </td>
    </tr>
  );
}

function FollowUpDue({ client }: { client: Client }) {
  const next = client.nextFollowUp;
  if (!next) return <span className="text-base-content/70">No follow-up</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="flex items-center gap-1 font-medium whitespace-nowrap">
        {formatDueLabel(next.dueAt)}
        {next.isAiGenerated && (
          <Sparkles className="size-3.5 text-secondary" aria-label="AI Generated" />
        )}
      </span>
      <span className="max-w-40 truncate text-xs text-base-content/60" title={next.title}>
        {next.title}
      </span>
    </span>
  );
}

export function ClientsTable({
  clients,
  loading,
  error,
  onView,
  onEdit,
  onDelete,
}: {
  clients: Client[] | undefined;
  loading: boolean;
  error: Error | null;
  onView(client: Client): void;
  onEdit(client: Client): void;
  onDelete(client: Client): void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr className="text-base-content/70">
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Deal Stage</th>
            <th scope="col">Priority</th>
            <th scope="col" className="hidden xl:table-cell">
              Last Interaction
            </th>
            <th scope="col">Follow-up Due</th>
            <th scope="col" className="text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <MessageRow>Loading clients...</MessageRow>
          ) : error ? (
            <MessageRow tone="error">{`Error: ${error.message || "Failed to fetch clients"}`}</MessageRow>
          ) : !clients || clients.length === 0 ? (
            <MessageRow>No clients found</MessageRow>
          ) : (
            clients.map((client) => (
              <tr key={client.id} className="hover:bg-base-200/60">
                <td>
                  <button
                    type="button"
                    className="flex items-center gap-3 text-left"
                    onClick={() => onView(client)}
                  >
                    <Avatar name={client.name} size="sm" />
                    <span className="min-w-0">
                      <span className="block max-w-44 truncate font-medium">{client.name}</span>
                      <span className="block max-w-44 truncate text-xs text-base-content/60">
                        {client.company || client.email || "No company"}
                      </span>
                    </span>
                  </button>
                </td>
                <td>
                  <ClientStatusBadge status={client.status} />
                </td>
                <td>
                  <DealStageBadge stage={client.stage} />
                </td>
                <td>
                  <PriorityBadge priority={client.priority} />
                </td>
                <td className="hidden whitespace-nowrap text-base-content/70 xl:table-cell">
                  {formatRelativeTime(client.updatedAt)}
                </td>
                <td className="text-sm">
                  <FollowUpDue client={client} />
                </td>
                <td className="text-right">
                  <ClientActionsMenu
                    clientName={client.name}
                    onView={() => onView(client)}
                    onEdit={() => onEdit(client)}
                    onDelete={() => onDelete(client)}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
