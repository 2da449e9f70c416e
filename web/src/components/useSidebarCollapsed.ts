import { useCallback, useEffect, useState } from "react";

export const SIDEBAR_COLLAPSED_KEY = "crm.sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** The wide-screen sidebar's collapsed state, kept across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // Private mode without storage: the state just lasts for this visit.
    }
  }, [collapsed]);

  const toggleCollapsed = useCallback(() => setCollapsed((current) => !current), []);
  return { collapsed, toggleCollapsed };
}
