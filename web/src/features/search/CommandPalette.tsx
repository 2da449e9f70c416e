import { useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { SearchResult } from "@contract";
import { Modal } from "../../components/Modal";
import { Snippet } from "./Snippet";
import { useSearchEverything } from "./searchQueries";
import { groupResults, resultHref } from "./searchTargets";

/**
 * Search across everything: a dialog with a combobox whose listbox groups the results by kind.
 * Arrow keys move through every result, Enter opens the active one, Escape closes (the Modal).
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="Search"
      description="Clients, messages, follow-ups, documents and attachments"
      onClose={onClose}
      wide
    >
      {open && <PaletteBody onClose={onClose} />}
    </Modal>
  );
}

function PaletteBody({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(0);
  const search = useSearchEverything(typed);
  const groups = search.q ? groupResults(search.data?.results ?? []) : [];
  const ordered = groups.flatMap((group) => group.results);
  const activeIndex = Math.min(active, ordered.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const open = (result: SearchResult) => {
    onClose();
    void navigate(resultHref(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ordered.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (activeIndex + 1) % ordered.length,
      ArrowUp: (activeIndex - 1 + ordered.length) % ordered.length,
      Home: 0,
      End: ordered.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView?.({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(ordered[activeIndex]!);
    }
  };

  return (
    <div>
      <input
        type="search"
        role="combobox"
        aria-label="Search everything"
        aria-expanded={ordered.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={ordered.length > 0 ? optionId(activeIndex) : undefined}
        className="input input-bordered w-full"
        placeholder="Search for a client, a phrase from a chat, a follow-up…"
        maxLength={200}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="sr-only" aria-live="polite">
        {search.q && !search.isFetching ? `${ordered.length} results` : ""}
      </p>
      {search.isError && <p className="mt-3 text-sm text-error">{search.error.message}</p>}
      {search.q && search.isSuccess && ordered.length === 0 && !search.isFetching && (
        <p className="mt-3 text-sm text-base-content/70">Nothing matches “{search.q}”.</p>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Results"
        className="mt-3 max-h-[60vh] overflow-y-auto"
      >
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
            <p
              id={`${listboxId}-${group.kind}`}
              className="px-2 pt-2 pb-1 text-xs font-semibold uppercase text-base-content/60"
            >
              {group.label}
            </p>
            {group.results.map((result) => {
              const position = ordered.indexOf(result);
              return (
                <div
                  key={`${result.kind}-${result.id}`}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === activeIndex}
                  className={`flex cursor-pointer flex-col gap-0.5 rounded-lg px-2 py-1.5 ${position === activeIndex ? "bg-base-200" : ""}`}
                  onMouseMove={() => setActive(position)}
                  onClick={() => open(result)}
                >
                  <span className="font-medium">
                    {result.title}
                    {result.clientName && result.kind !== "client" && (
                      <span className="font-normal text-base-content/60">
                        {" "}
                        · {result.clientName}
                      </span>
                    )}
                  </span>
                  <Snippet parts={result.snippet} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
