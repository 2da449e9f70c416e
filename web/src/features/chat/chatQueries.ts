import { updateClientBody } from "@contract";
import type { z } from "zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "../../hooks/useApiMutation";
import { api, ApiError } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import type { ClientAnalysis, StoredFile } from "../../lib/types";
import type { ChatClient, ChatThread, ThreadWithMessages } from "./chatTypes";

export const CREATE_CLIENT_FAILED = "Failed to create client";
export const UPLOAD_FAILED = "Failed to upload file";

export function useChatClients() {
  return useQuery({
    queryKey: queryKeys.chat.clients,
    queryFn: () => api.get<ChatClient[]>("/api/chat-threads/clients-with-threads"),
  });
}

/** A thread's messages; reading them marks the thread read, so its unread badge goes too. */
export function useThreadMessages(threadId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.chat.thread(threadId ?? "none"),
    enabled: threadId !== null,
    queryFn: async () => {
      const answer = await api.get<ThreadWithMessages>(
        `/api/chat-threads/threads/${threadId}/messages`,
      );
      queryClient.setQueryData<ChatClient[]>(queryKeys.chat.clients, (clients) =>
        clients?.map((client) =>
          client.latestThread?.id === threadId
            ? { ...client, latestThread: { ...client.latestThread, unreadCount: 0 } }
            : client,
        ),
      );
      return answer;
    },
  });
}

/** Today's date as the reader writes it: 'Chat 5/14/2026'. */
export function defaultThreadTitle(now: Date = new Date()): string {
  return `Chat ${now.toLocaleDateString()}`;
}

/** A new client or new messages show in the chat's client list, the clients list and the dashboard. */
export const CHAT_CLIENT_VIEWS = [
  queryKeys.chat.clients,
  queryKeys.clients.all,
  queryKeys.dashboard.all,
] as const;

export const useCreateThread = () =>
  useApiMutation(
    (clientId: string) =>
      api.post<Omit<ChatThread, "client">>(`/api/chat-threads/clients/${clientId}/threads`, {
        title: defaultThreadTitle(),
      }),
    [queryKeys.chat.clients],
  );

/** 'Acme-42' becomes 'acme-42': the placeholder address a chat client gets from its Client ID. */
export function emailFromClientId(clientId: string): string | undefined {
  const slug = clientId
    .trim()
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug ? `${slug}@client.local` : undefined;
}

/** The chat's new client: a name and an optional Client ID, as the contract parses them. */
export const newChatClientForm = updateClientBody.pick({ name: true, clientId: true });
export type NewChatClient = z.output<typeof newChatClientForm>;

export const useCreateChatClient = () =>
  useApiMutation(
    ({ name, clientId }: NewChatClient) =>
      api.post<{ id: string; name: string }>(
        "/api/clients",
        {
          name,
          ...(clientId ? { email: emailFromClientId(clientId), company: clientId } : {}),
          status: "LEAD",
          priority: "MEDIUM",
        },
        { errorMessage: CREATE_CLIENT_FAILED },
      ),
    CHAT_CLIENT_VIEWS,
  );

/** The analysis panel's data; a failure says what failed, as the spec words it. */
export function useClientAnalysis(clientId: string | null) {
  return useQuery({
    queryKey: queryKeys.insights.client(clientId ?? "none"),
    enabled: clientId !== null,
    queryFn: async () => {
      try {
        const answer = await api.get<{ latestAnalysis: ClientAnalysis | null }>(
          `/api/insights/clients/${clientId}`,
        );
        return answer.latestAnalysis;
      } catch (error) {
        if (error instanceof ApiError) {
          throw new Error(`Failed to fetch insights: ${error.statusText || error.message}`, {
            cause: error,
          });
        }
        throw new Error("Failed to load analysis data", { cause: error });
      }
    },
  });
}

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<StoredFile>("/api/files/upload", file, { errorMessage: UPLOAD_FAILED }),
  });
}
