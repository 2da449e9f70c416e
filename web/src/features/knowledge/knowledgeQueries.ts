import type { AddExample, SaveConfiguration, saveConfigurationBody } from "@contract";
import type { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { AiType, configurationResponse, trainingExampleResponse } from "@contract";

export type AiConfiguration = z.output<typeof configurationResponse>;
export type TrainingExample = z.output<typeof trainingExampleResponse>;

export type ConfigurationInput = SaveConfiguration;

const BASE = "/api/knowledge-base";

export function useConfiguration(aiType: AiType) {
  return useQuery({
    queryKey: queryKeys.knowledge.configuration(aiType),
    queryFn: () =>
      api
        .get<{ configuration: AiConfiguration }>(`${BASE}/configurations/${aiType}`)
        .then((answer) => answer.configuration),
    // A draft is being edited from it: a background refetch must not move the baseline.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useTrainingExamples(configurationId: string | null) {
  return useQuery({
    queryKey: queryKeys.knowledge.examples(configurationId ?? "none"),
    enabled: configurationId !== null,
    queryFn: () =>
      api
        .get<{ examples: TrainingExample[] }>(`${BASE}/training-examples/${configurationId}`)
        .then((answer) => answer.examples),
  });
}

export function useSaveConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfigurationInput) =>
      api
        .post<{ configuration: AiConfiguration }>(`${BASE}/configurations`, input, {
          errorMessage: "Save failed",
        })
        .then((answer) => answer.configuration),
    onSuccess: (configuration) =>
      queryClient.setQueryData(
        queryKeys.knowledge.configuration(configuration.aiType),
        configuration,
      ),
  });
}

export function useAddExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddExample) =>
      api.post<TrainingExample>(`${BASE}/training-examples`, input, {
        errorMessage: "Failed to add the training example",
      }),
    onSuccess: (_example, input) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.knowledge.examples(input.configurationId),
      }),
  });
}

export function useDeleteExample(configurationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`${BASE}/training-examples/${id}`, {
        errorMessage: "Failed to delete the training example",
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.knowledge.examples(configurationId ?? "none"),
      }),
  });
}

export function useTestAssistant(aiType: AiType) {
  return useMutation({
    // The form's unsaved edits go along, so the test answers as the assistant will once saved.
    mutationFn: ({
      testInput,
      draft,
    }: {
      testInput: string;
      draft: z.input<typeof saveConfigurationBody>;
    }) =>
      api
        .post<{ response: string }>(`${BASE}/configurations/${aiType}/test`, {
          testInput,
          configuration: {
            personaName: draft.personaName,
            responseStyle: draft.responseStyle,
            systemInstructions: draft.systemInstructions,
          },
        })
        .then((answer) => answer.response),
  });
}

/** The rep's client names, offered in the generator's Client Name field. */
export function useClientNames() {
  return useQuery({
    queryKey: queryKeys.clients.names,
    queryFn: () =>
      api
        .get<{ clients: { name: string }[] }>("/api/clients", { query: { limit: 100 } })
        .then((answer) => [...new Set(answer.clients.map((client) => client.name))].sort()),
  });
}
