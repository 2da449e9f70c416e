import { Download, FileText } from "lucide-react";
import { QueryList } from "../../components/QueryList";
import { DOCUMENT_KIND_LABELS } from "../../lib/documents";
import { formatFileSize } from "@contract";
import { formatShortDate } from "../../lib/format";
import { useClientDocuments } from "./clientDetailQueries";

/** The documents generated for the client, each with a download link. */
export function ProposalsTab({ clientId }: { clientId: string }) {
  const documents = useClientDocuments(clientId);
  return (
    <QueryList
      query={documents}
      itemsName="documents"
      empty="No documents yet. Use the Quick Actions to generate a proposal, presentation or budget."
    >
      {(list) => (
        <ul className="divide-y divide-base-300" aria-label="Documents">
          {list.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3 py-3">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-field bg-error/10 text-error"
                aria-hidden="true"
              >
                <FileText className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{document.title}</p>
                <p className="text-xs text-base-content/60">
                  <span className="badge badge-ghost badge-xs mr-2">
                    {DOCUMENT_KIND_LABELS[document.kind] ?? document.kind}
                  </span>
                  {formatShortDate(document.createdAt)} · {formatFileSize(document.file.size)}
                </p>
              </div>
              {document.file.url && (
                <a
                  href={document.file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={document.file.originalName}
                  className="btn btn-sm btn-outline"
                  aria-label={`Download ${document.title}`}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Download
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
