import { Sparkles } from "lucide-react";
import { PriorityLevelBadge } from "../../components/DealBadges";
import { DataTable } from "../../components/DataTable";
import type { ListState, RowHandlers } from "../../lib/queryState";
import { formatDueLabel, formatRelativeTime } from "../../lib/format";
import type { Client } from "../../lib/types";
import { ClientActionsMenu } from "./ClientActionsMenu";
import { ClientStatusBadge, DealStageBadge } from "./ClientBadges";
import { ClientIdentity } from "./ClientIdentity";

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
  list,
  onView,
  onEdit,
  onDelete,
}: { list: ListState<Client> } & RowHandlers<Client, "onView" | "onEdit" | "onDelete">) {
  return (
    <DataTable
      columns={[
        "Name",
        "Status",
        "Deal Stage",
        "Priority",
        { label: "Last Interaction", className: "hidden xl:table-cell" },
        "Follow-up Due",
        { label: <span className="sr-only">Actions</span>, className: "text-right" },
      ]}
      itemsName="clients"
      {...list}
      renderRow={(client) => (
        <tr key={client.id} className="hover:bg-base-200/60">
          <td>
            <button
              type="button"
              className="flex items-center gap-3 text-left"
              onClick={() => onView(client)}
            >
              <ClientIdentity client={client} size="sm" />
            </button>
          </td>
          <td>
            <ClientStatusBadge status={client.status} />
          </td>
          <td>
            <DealStageBadge stage={client.stage} />
          </td>
          <td>
            <PriorityLevelBadge priority={client.priority} />
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
      )}
    />
  );
}
