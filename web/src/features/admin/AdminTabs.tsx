import { useState, type ReactNode } from "react";
import { Tabs } from "../../components/Tabs";
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
    <Tabs
      label="Admin dashboard"
      idPrefix="admin"
      tabs={Object.keys(TABS) as Tab[]}
      selected={tab}
      onSelect={setTab}
      renderTab={(name) => TABS[name]}
      listClassName="tabs tabs-box mb-6 w-full bg-base-100 shadow-sm sm:w-fit"
      tabClassName="flex-1 sm:flex-none"
    >
      {tab === "overview" ? overview : <AuditTrail />}
    </Tabs>
  );
}
