import { useState, type ReactNode } from "react";
import { useAuth } from "../auth/useAuth";
import { AuditTrail } from "./AuditTrail";

const TABS = { overview: "Overview", audit: "Audit" } as const;
type Tab = keyof typeof TABS;

/** The admin dashboard's tabs: the overview, and for an ADMIN the audit trail (only admins may read it). */
export function AdminTabs({ children: overview }: { children: ReactNode }) {
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>("overview");
  if (user?.role !== "ADMIN") return overview;
  return (
    <>
      <div
        role="tablist"
        aria-label="Admin dashboard"
        className="tabs tabs-box mb-6 w-full bg-base-100 shadow-sm sm:w-fit"
      >
        {(Object.keys(TABS) as Tab[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="admin-panel"
            className={`tab flex-1 sm:flex-none ${name === tab ? "tab-active" : "text-base-content/70 hover:text-base-content"}`}
            onClick={() => setTab(name)}
          >
            {TABS[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === "overview" ? overview : <AuditTrail />}
      </div>
    </>
  );
}
