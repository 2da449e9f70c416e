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
import { pipelineKeys } from "../pipeline/pipelineQueries";

export const pipelineAdminKeys = {
  all: ["admin", "pipeline"] as const,
  settings: ["admin", "pipeline", "settings"] as const,
  rates: ["admin", "pipeline", "rates"] as const,
  reasons: ["admin", "pipeline", "reasons"] as const,
  forecast: ["admin", "pipeline", "forecast"] as const,
};

/** Settings, rates and reasons change every converted figure and the Won/Lost choices: refresh them all. */
const MONEY_VIEWS = [pipelineAdminKeys.all, queryKeys.admin.overview, pipelineKeys.all] as const;

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

export const useCreateExchangeRate = () =>
  useApiMutation(
    (rate: CreateExchangeRate) =>
      api.post<ExchangeRate>("/api/admin/exchange-rates", rate, {
        errorMessage: "Failed to add the rate",
      }),
    MONEY_VIEWS,
  );

export const useUpdateExchangeRate = () =>
  useApiMutation(
    ({ id, changes }: { id: string; changes: UpdateExchangeRate }) =>
      api.patch<ExchangeRate>(`/api/admin/exchange-rates/${id}`, changes, {
        errorMessage: "Failed to update the rate",
      }),
    MONEY_VIEWS,
  );

export const useDeleteExchangeRate = () =>
  useApiMutation(
    (id: string) =>
      api.delete<{ success: true }>(`/api/admin/exchange-rates/${id}`, {
        errorMessage: "Failed to delete the rate",
      }),
    MONEY_VIEWS,
  );

export function useAdminDealReasons() {
  return useQuery({
    queryKey: pipelineAdminKeys.reasons,
    queryFn: () =>
      api
        .get<{ reasons: DealReason[] }>("/api/admin/deal-reasons", {
          errorMessage: "Failed to load the reasons",
        })
        .then((answer) => answer.reasons),
  });
}

export const useCreateDealReason = () =>
  useApiMutation(
    (reason: CreateDealReason) =>
      api.post<DealReason>("/api/admin/deal-reasons", reason, {
        errorMessage: "Failed to add the reason",
      }),
    MONEY_VIEWS,
  );

export const useUpdateDealReason = () =>
  useApiMutation(
    ({ id, changes }: { id: string; changes: UpdateDealReason }) =>
      api.patch<DealReason>(`/api/admin/deal-reasons/${id}`, changes, {
        errorMessage: "Failed to update the reason",
      }),
    MONEY_VIEWS,
  );
