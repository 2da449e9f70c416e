import type { z } from "zod";
import type { chatHistoryResponse, followUpDraftResponse } from "@contract";
import type { CreateFollowUp } from "@contract";
import { useMutation } from "@tanstack/react-query";
import { CLIENT_VIEWS, useApiMutation } from "../../hooks/useApiMutation";
import { api, serverErrorText } from "../../lib/api";
import { generateDocument, srsFileName } from "../../lib/documents";
import { saveFile } from "../../lib/download";
import { queryKeys } from "../../lib/queryKeys";
import type { FollowUp } from "../../lib/types";
import type { ChatPartner } from "./chatTypes";

export const FETCH_MESSAGES_FAILED = "Failed to fetch chat messages";
export const GENERATE_PROPOSAL_FAILED = "Failed to generate proposal";

type HistoryItem = z.output<typeof chatHistoryResponse>[number];

/** The conversation as text, then what the proposal assistant is asked to write from it. */
export function srsPrompt(clientName: string, history: HistoryItem[]): string {
  const conversation = history
    .filter((item) => item.content.trim() !== "")
    .map(
      (item) =>
        `${item.role === "user" ? "Sales representative" : "AI assistant"}: ${item.content}`,
    )
    .join("\n\n");
  return [
    `Conversation with ${clientName}:`,
    conversation || "(No messages yet.)",
    `Based on this conversation, write a Software Requirements Specification (SRS) for ${clientName}: ` +
      "introduction and scope, stakeholders, functional requirements, non-functional requirements, " +
      "constraints and assumptions, and open questions. Use only what the conversation states and " +
      "list anything that is still unknown as an open question.",
  ].join("\n\n");
}

/** Chat's Generate Proposal: an SRS from the conversation, downloaded as SRS_{client}.pdf. */
export const useGenerateSrs = () =>
  useApiMutation(
    async (client: ChatPartner) => {
      let history: HistoryItem[];
      try {
        history = await api.get<HistoryItem[]>(`/api/chat/history/${client.id}`);
      } catch (error) {
        throw new Error(FETCH_MESSAGES_FAILED, { cause: error });
      }
      try {
        const pdf = await generateDocument("proposal", {
          title: `Software Requirements Specification - ${client.name}`,
          userPrompt: srsPrompt(client.name, history),
          clientName: client.name,
          clientId: client.id,
        });
        saveFile(pdf.blob, srsFileName(client.name));
      } catch (error) {
        throw new Error(serverErrorText(error) ?? GENERATE_PROPOSAL_FAILED, { cause: error });
      }
    },
    [queryKeys.documents.all],
  );

export const useCreateFollowUp = () =>
  useApiMutation(
    (input: CreateFollowUp) =>
      api.post<FollowUp>("/api/followups", input, { errorMessage: "Failed to create follow-up" }),
    CLIENT_VIEWS,
  );

export type FollowUpDraft = z.output<typeof followUpDraftResponse>;

/** Asks the AI about one client's next follow-up: the draft only writes it, the suggested one is scheduled too. */
const followUpForClient =
  <Result>(path: string, errorMessage: string) =>
  (clientId: string) =>
    api.post<Result>(path, { clientId }, { errorMessage });

export const useDraftFollowUp = () =>
  useMutation({
    mutationFn: followUpForClient<FollowUpDraft>(
      "/api/followups/draft",
      "Failed to draft a follow-up",
    ),
  });

export const useScheduleSuggestedFollowUp = () =>
  useApiMutation(
    followUpForClient<FollowUp>("/api/followups/suggested", "Failed to schedule the follow-up"),
    CLIENT_VIEWS,
  );
