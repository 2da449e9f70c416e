import type { SnippetPart } from "@contract";

/** A result's snippet as text, the words searched for marked; nothing in it is read as HTML. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span className="line-clamp-2 text-sm text-base-content/70">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-warning/40 px-0.5 text-base-content">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
