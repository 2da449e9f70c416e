import { Bot, Menu } from "lucide-react";
import { Link } from "react-router";
import { SearchButton } from "../features/search/SearchButton";

export function TopBar({
  drawerOpen,
  onOpenDrawer,
}: {
  drawerOpen: boolean;
  onOpenDrawer(): void;
}) {
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-base-300 bg-base-100 px-4">
      <button
        type="button"
        className="btn btn-ghost btn-square lg:hidden"
        aria-label="Open menu"
        aria-controls="app-sidebar"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Link to="/dashboard" className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-content">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <span className="text-lg font-bold tracking-tight">AI Sales CRM</span>
      </Link>
      <div className="ml-auto">
        <SearchButton />
      </div>
      <div className="flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-sm font-medium text-green-800">
        <span className="status status-success animate-pulse" aria-hidden="true" />
        Online
      </div>
    </header>
  );
}
