import { useQuery } from "@tanstack/react-query";
import type {
  CreateDealReason,
  CreateExchangeRate,
  DealReason,
  ExchangeRate,
  Forecast,
  PipelineSettings,
  UpdateDealReason,
  UpdateExchangeRate,
  UpdatePipelineSettings,
} from "@contract";
import { useApiMutation } from "../../hooks/useApiMutation";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { fetchDealReasons, pipelineKeys } from "../pipeline/pipelineQueries";

export const pipelineAdminKeys = {
  all: ["admin", "pipeline"] as const,
  settings: ["admin", "pipeline", "settings"] as const,
  rates: ["admin", "pipeline", "rates"] as const,
  reasons: ["admin", "pipeline", "reasons"] as const,
  forecast: ["admin", "pipeline", "forecast"] as const,
};

/** Settings, rates and reasons change every converted figure and the Won/Lost choices: refresh them all. */
const MONEY_VIEWS = [pipelineAdminKeys.all, queryKeys.admin.overview, pipelineKeys.all] as const;

/** The add, edit and delete requests of an admin list at `path`; their errors name one `item`. */
function adminListRequests<Item, Create, Update>(path: string, item: string) {
  return {
    create: (body: Create) =>
      api.post<Item>(path, body, { errorMessage: `Failed to add the ${item}` }),
    update: ({ id, changes }: { id: string; changes: Update }) =>
      api.patch<Item>(`${path}/${id}`, changes, { errorMessage: `Failed to update the ${item}` }),
    remove: (id: string) =>
      api.delete<{ success: true }>(`${path}/${id}`, {
        errorMessage: `Failed to delete the ${item}`,
      }),
  };
}

const rates = adminListRequests<ExchangeRate, CreateExchangeRate, UpdateExchangeRate>(
  "/api/admin/exchange-rates",
  "rate",
);
const reasons = adminListRequests<DealReason, CreateDealReason, UpdateDealReason>(
  "/api/admin/deal-reasons",
  "reason",
);

export function useForecast({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: pipelineAdminKeys.forecast,
    enabled,
    queryFn: () =>
      api.get<Forecast>("/api/admin/forecast", { errorMessage: "Failed to load the forecast" }),
  });
}

export function usePipelineSettings() {
  return useQuery({
    queryKey: pipelineAdminKeys.settings,
    queryFn: () =>
      api.get<PipelineSettings>("/api/admin/pipeline-settings", {
        errorMessage: "Failed to load the pipeline settings",
      }),
  });
}

export const useSavePipelineSettings = () =>
  useApiMutation(
    (settings: UpdatePipelineSettings) =>
      api.put<PipelineSettings>("/api/admin/pipeline-settings", settings, {
        errorMessage: "Failed to save the pipeline settings",
      }),
    MONEY_VIEWS,
  );

export function useExchangeRates() {
  return useQuery({
    queryKey: pipelineAdminKeys.rates,
    queryFn: () =>
      api.get<{ currency: string; rates: ExchangeRate[] }>("/api/admin/exchange-rates", {
        errorMessage: "Failed to load the exchange rates",
      }),
  });
}

export const useCreateExchangeRate = () => useApiMutation(rates.create, MONEY_VIEWS);
export const useUpdateExchangeRate = () => useApiMutation(rates.update, MONEY_VIEWS);
export const useDeleteExchangeRate = () => useApiMutation(rates.remove, MONEY_VIEWS);

export const useAdminDealReasons = () =>
  useQuery({
    queryKey: pipelineAdminKeys.reasons,
    queryFn: fetchDealReasons("/api/admin/deal-reasons"),
  });

export const useCreateDealReason = () => useApiMutation(reasons.create, MONEY_VIEWS);
export const useUpdateDealReason = () => useApiMutation(reasons.update, MONEY_VIEWS);
