import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { CommandPalette } from "./CommandPalette";

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button; Ctrl+K (⌘K on a Mac) opens the same palette from anywhere. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-2"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Search</span>
        <kbd className="kbd kbd-sm hidden sm:inline-flex">{isMac() ? "⌘" : "Ctrl"} K</kbd>
      </button>
      <CommandPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
}
