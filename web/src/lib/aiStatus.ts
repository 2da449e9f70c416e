import type { z } from "zod";
import type { aiStatusResponse } from "@contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

/** Which brain answers: GET /api/ai/status. */
export type AiStatus = z.output<typeof aiStatusResponse>;

/** The provider only changes when the server is reconfigured: read once a session. */
export function useAiStatus() {
  return useQuery({
    queryKey: queryKeys.ai.status,
    queryFn: () => api.get<AiStatus>("/api/ai/status"),
    staleTime: Infinity,
  });
}
