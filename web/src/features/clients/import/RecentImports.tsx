import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ImportResponse } from "@contract";
import { formatRelativeTime } from "../../../lib/format";
import { queryKeys } from "../../../lib/queryKeys";
import { listImports } from "./importApi";
import { ImportTable } from "./ImportTable";
import { UndoImportButton, undoable } from "./UndoImportButton";

const SHOWN = 5;

const STATUS_LABELS: Record<ImportResponse["status"], string> = {
  running: "Not finished",
  done: "Imported",
  undone: "Undone",
};

/** The rep's latest imports, each undoable for 24 hours after it started. */
export function RecentImports() {
  const [now] = useState(Date.now);
  const imports = useQuery({
    queryKey: queryKeys.imports.all,
    queryFn: listImports,
  });
  const latest = imports.data?.imports.slice(0, SHOWN) ?? [];
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports-title" className="mt-8 flex flex-col gap-2">
      <h2 id="recent-imports-title" className="font-semibold">
        Recent imports
      </h2>
      <ImportTable
        columns={[
          "File",
          "Started",
          "Status",
          "Created",
          "Updated",
          "Skipped",
          "Failed",
          <span className="sr-only">Actions</span>,
        ]}
      >
        {latest.map((imported) => (
          <tr key={imported.id}>
            <td className="max-w-64 truncate font-medium">{imported.fileName}</td>
            <td>{formatRelativeTime(imported.createdAt)}</td>
            <td>{STATUS_LABELS[imported.status]}</td>
            <td>{imported.created.toLocaleString("en-US")}</td>
            <td>{imported.updated.toLocaleString("en-US")}</td>
            <td>{imported.skipped.toLocaleString("en-US")}</td>
            <td>{imported.failed.toLocaleString("en-US")}</td>
            <td className="text-right">
              {undoable(imported, now) && <UndoImportButton imported={imported} small />}
            </td>
          </tr>
        ))}
      </ImportTable>
    </section>
  );
}
