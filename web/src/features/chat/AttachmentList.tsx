import { useState } from "react";
import { FileText, Loader2, X } from "lucide-react";
import { isImage } from "../../lib/attachments";
import { formatFileSize } from "@contract";
import type { StoredFile } from "../../lib/types";

/** A message's files: images inline, anything else a chip; each opens in a new tab. */
export function AttachmentList({
  files,
  tone,
}: {
  files: StoredFile[];
  tone: "user" | "assistant";
}) {
  if (files.length === 0) return null;
  const chip =
    tone === "user"
      ? "border-primary-content/25 bg-primary-content/10 hover:bg-primary-content/20"
      : "border-base-300 bg-base-100 hover:bg-base-200";
  return (
    <ul className="mt-2 flex flex-col gap-2" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.id} className="min-w-0">
          {isImage(file.mimeType) && file.url ? (
            <InlineImage file={file} url={file.url} chipClassName={chip} />
          ) : (
            <FileChip file={file} className={chip} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** An image shown where it was sent; one that cannot be shown falls back to its chip. */
function InlineImage({
  file,
  url,
  chipClassName,
}: {
  file: StoredFile;
  url: string;
  chipClassName: string;
}) {
  const [broken, setBroken] = useState(false);
  if (broken) return <FileChip file={file} className={chipClassName} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block w-fit">
      <img
        src={url}
        alt={file.originalName}
        className="max-h-56 max-w-full rounded-field border border-black/5 object-contain"
        onError={() => setBroken(true)}
      />
    </a>
  );
}

function FileChip({ file, className }: { file: StoredFile; className: string }) {
  const body = (
    <>
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 truncate font-medium">{file.originalName}</span>
      <span className="shrink-0 text-xs opacity-70">{formatFileSize(file.size)}</span>
    </>
  );
  const classes = `flex max-w-full items-center gap-2 rounded-field border px-3 py-2 text-sm transition-colors ${className}`;
  return file.url ? (
    <a href={file.url} target="_blank" rel="noopener noreferrer" className={classes}>
      {body}
    </a>
  ) : (
    <span className={classes}>{body}</span>
  );
}

/** The files waiting to go with the next message, each removable. */
export function PendingAttachments({
  files,
  uploadingNames,
  onRemove,
}: {
  files: StoredFile[];
  uploadingNames: string[];
  onRemove(id: string): void;
}) {
  if (files.length === 0 && uploadingNames.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-1 pb-2" aria-label="Pending attachments">
      {files.map((file) => (
        <li
          key={file.id}
          className="flex max-w-64 items-center gap-2 rounded-field border border-base-300 bg-base-200 py-1 pr-1 pl-3 text-sm"
        >
          <FileText className="size-4 shrink-0 text-base-content/60" aria-hidden="true" />
          <span className="min-w-0 truncate">{file.originalName}</span>
          <span className="shrink-0 text-xs text-base-content/60">{formatFileSize(file.size)}</span>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={`Remove ${file.originalName}`}
            onClick={() => onRemove(file.id)}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      {uploadingNames.map((name, index) => (
        <li
          key={`${name}-${index}`}
          className="flex max-w-64 items-center gap-2 rounded-field border border-dashed border-base-300 px-3 py-1 text-sm text-base-content/70"
          role="status"
        >
          <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
          <span className="min-w-0 truncate">Uploading {name}...</span>
        </li>
      ))}
    </ul>
  );
}
