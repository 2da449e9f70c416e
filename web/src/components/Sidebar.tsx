import {
  BookOpen,
  CalendarCheck,
  Inbox,
  Kanban,
  LayoutDashboard,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  UserCog,
  Users,
  X,
} from "lucide-react";
import { NavLink } from "react-router";
import type { User } from "../lib/types";
import { IconButton } from "./IconButton";
import { SidebarUserCard } from "./SidebarUserCard";

const NAV_ITEMS = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/ai-chat", label: "AI Chat", icon: MessageSquare },
  { to: "/clients", label: "Clients", icon: Users },
  { to: "/pipeline", label: "Pipeline", icon: Kanban },
  { to: "/followups", label: "Follow-ups", icon: CalendarCheck },
  { to: "/emails/unassigned", label: "Unassigned mail", icon: Inbox },
  { to: "/users", label: "Users", icon: UserCog },
  { to: "/ai-knowledge", label: "AI Knowledge", icon: BookOpen },
  { to: "/admin-dashboard", label: "Settings", icon: Settings },
] as const;

interface SidebarProps {
  user: User;
  collapsed: boolean;
  onToggleCollapsed(): void;
  drawerOpen: boolean;
  onCloseDrawer(): void;
  onSignOut(): void;
}

/**
 * One sidebar for both layouts: from 1024px it sits beside the page and can
 * collapse to icons; below that it is a drawer that slides in over the page.
 */
export function Sidebar({
  user,
  collapsed,
  onToggleCollapsed,
  drawerOpen,
  onCloseDrawer,
  onSignOut,
}: SidebarProps) {
  const hideWhenCollapsed = collapsed ? "lg:sr-only" : "";
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      data-collapsed={collapsed}
      data-drawer-open={drawerOpen}
      className={`fixed inset-y-0 left-0 z-50 flex w-64 flex-col gap-2 border-r border-base-300 bg-base-100 p-3 transition-[translate,width,visibility] duration-200 lg:static lg:visible lg:z-auto lg:translate-x-0 ${
        drawerOpen
          ? "visible translate-x-0 shadow-xl lg:shadow-none"
          : "invisible -translate-x-full"
      } ${collapsed ? "lg:w-16 lg:px-2" : "lg:w-64"}`}
    >
      <div className="flex items-center justify-between px-1 lg:hidden">
        <span className="text-sm font-semibold text-base-content/60">Menu</span>
        <IconButton icon={X} label="Close menu" size="sm" onClick={onCloseDrawer} />
      </div>
      <button
        type="button"
        className={`btn btn-ghost btn-sm hidden text-base-content/60 lg:flex ${collapsed ? "btn-square self-center" : "self-end"}`}
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        aria-expanded={!collapsed}
        aria-controls="app-sidebar-nav"
        title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        onClick={onToggleCollapsed}
      >
        {collapsed ? (
          <PanelLeftOpen className="size-5" aria-hidden="true" />
        ) : (
          <PanelLeftClose className="size-5" aria-hidden="true" />
        )}
      </button>
      <nav id="app-sidebar-nav" aria-label="Main" className="flex-1 overflow-y-auto">
        <ul className="menu w-full gap-1 p-0">
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                title={collapsed ? label : undefined}
                onClick={onCloseDrawer}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-field py-2.5 font-medium ${
                    collapsed ? "lg:justify-center lg:px-0" : ""
                  } ${isActive ? "bg-primary/10 font-semibold text-primary shadow-none" : "text-base-content/75"}`
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={hideWhenCollapsed}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SidebarUserCard user={user} collapsed={collapsed} onSignOut={onSignOut} />
    </aside>
  );
}
