import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "../../components/toastContext";
import type { ChatClient, ChatPartner } from "./chatTypes";
import { useChatClients, useCreateThread, useThreadMessages } from "./chatQueries";

interface Choice {
  clientId: string;
  /** null: a new thread is wanted for this client. */
  threadId: string | null;
  name?: string;
  /** Tells one click from the next, so each 'New Chat' makes its own thread. */
  nonce: number;
}

/**
 * Which client and thread the chat shows. The client is in the URL
 * (`?client={id}`, so other screens can link here); the thread is the one linked, else its latest,
 * unless the rep asked for a new one, which is then created (spec section 4).
 */
export function useChatSelection() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const clientId = params.get("client");
  const clients = useChatClients();
  const createThread = useCreateThread();
  const [choice, setChoice] = useState<Choice | null>(null);
  const nonce = useRef(0);
  const requested = useRef(new Set<string>());

  const row = clients.data?.find((client) => client.id === clientId);
  const chosen = choice && choice.clientId === clientId ? choice : null;
  // undefined: not known yet (the list is still loading).
  let threadId: string | null | undefined;
  if (!clientId) threadId = null;
  else if (chosen) threadId = chosen.threadId;
  // A search result links to its own thread (`&thread={id}`), which may not be the latest.
  else if (params.get("thread")) threadId = params.get("thread");
  else if (clients.isSuccess || clients.isError) threadId = row?.latestThread?.id ?? null;

  const thread = useThreadMessages(threadId ?? null);
  const name = row?.name ?? chosen?.name ?? thread.data?.thread.client.name;
  const partner: ChatPartner | null = clientId && name ? { id: clientId, name } : null;
  const needsThread = clientId !== null && threadId === null;
  const requestKey = `${clientId}:${chosen?.nonce ?? 0}`;

  useEffect(() => {
    if (!needsThread || !clientId || requested.current.has(requestKey)) return;
    requested.current.add(requestKey);
    createThread.mutate(clientId, {
      onSuccess: (created) =>
        setChoice((current) => ({
          clientId,
          threadId: created.id,
          name: current?.clientId === clientId ? current.name : undefined,
          nonce: current?.clientId === clientId ? current.nonce : 0,
        })),
      onError: (error) => {
        toast.notify(error.message, "error");
        setParams({}, { replace: true });
      },
    });
  }, [needsThread, clientId, requestKey, createThread, toast, setParams]);

  const choose = (next: Omit<Choice, "nonce">) => {
    setChoice({ ...next, nonce: ++nonce.current });
    setParams({ client: next.clientId });
  };

  return {
    clients,
    clientId,
    partner,
    threadId: threadId ?? null,
    /** A client is chosen but its thread (or its name) is still on the way. */
    preparing:
      clientId !== null && (threadId === undefined || threadId === null || partner === null),
    select: (client: ChatClient) =>
      choose({ clientId: client.id, threadId: client.latestThread?.id ?? null, name: client.name }),
    startNewThread: (client: { id: string; name: string }) =>
      choose({ clientId: client.id, threadId: null, name: client.name }),
  };
}
