import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { api, type QueryParams } from "../lib/api";
import { saveFile } from "../lib/download";
import { BusyButton } from "./BusyButton";
import { useToast } from "./toastContext";

/** Downloads a list's CSV export (`path`, e.g. /api/clients/export) for the filters and search it shows (`query`). */
export function ExportCsvButton({ path, query }: { path: string; query: QueryParams }) {
  const toast = useToast();
  const download = useMutation({
    mutationFn: () =>
      api.getFile(path, {
        query,
        accept: "text/csv, application/json",
        errorMessage: "Export failed",
      }),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? "export.csv"),
    onError: (error) => toast.notify(`Error: ${error.message}`, "error"),
  });
  return (
    <BusyButton
      busy={download.isPending}
      icon={Download}
      label="Export CSV"
      busyLabel="Exporting..."
      className="btn-outline"
      onClick={() => download.mutate()}
    />
  );
}
