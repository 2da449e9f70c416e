import { Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { useAuth } from "../features/auth/useAuth";
import { PageLoading } from "./PageLoading";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useSidebarCollapsed } from "./useSidebarCollapsed";

/** The frame of every signed-in screen: top bar, sidebar and the page. */
export function AppShell() {
  const { user, signOut } = useAuth();
  const { collapsed, toggleCollapsed } = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawerOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [drawerOpen]);

  if (!user) return null;

  return (
    <div className="flex h-screen flex-col bg-base-200">
      <TopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
      <div className="flex min-h-0 flex-1">
        {drawerOpen && (
          <div
            data-testid="sidebar-overlay"
            aria-hidden="true"
            className="fixed inset-0 z-40 bg-black/40 lg:hidden"
            onClick={() => setDrawerOpen(false)}
          />
        )}
        <Sidebar
          user={user}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          drawerOpen={drawerOpen}
          onCloseDrawer={() => setDrawerOpen(false)}
          onSignOut={() => void signOut()}
        />
        <main className="min-w-0 flex-1 overflow-y-auto">
          <div className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
            <Suspense fallback={<PageLoading fullScreen={false} />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
