import { useQuery } from "@tanstack/react-query";
import { supabaseUrl } from "../../lib/env";

export const healthUrl = `${supabaseUrl}/functions/v1/api/health`;

async function fetchApiHealth(): Promise<"ok"> {
  const response = await fetch(healthUrl);
  if (!response.ok) throw new Error(`Health check failed with ${response.status}`);
  const body: { status?: unknown } = await response.json();
  if (body.status !== "ok") throw new Error("Health check did not report ok");
  return "ok";
}

export function useApiHealth() {
  // A health probe should report an outage at once rather than retry it away.
  return useQuery({ queryKey: ["api-health"], queryFn: fetchApiHealth, retry: false });
}
