import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

/** Which brain answers: GET /api/ai/status. */
export interface AiStatus {
  provider: string;
  model: string | null;
  /** "Offline assistant" or the model's name. */
  label: string;
}

/** The provider only changes when the server is reconfigured: read once a session. */
export function useAiStatus() {
  return useQuery({
    queryKey: queryKeys.ai.status,
    queryFn: () => api.get<AiStatus>("/api/ai/status"),
    staleTime: Infinity,
  });
}
