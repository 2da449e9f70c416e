import type { StoredFile } from "../../lib/types";

/** A client on the chat side: the client row plus its conversation's latest state. */
export interface ChatClient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  stage: string;
  priority: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  lastActivity: string | null;
  lastMessage: string | null;
  latestThread: { id: string; lastMessageAt: string | null; unreadCount: number } | null;
}

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  userId: string | null;
  user: { id: string; name: string; avatarUrl: string | null } | null;
  attachments: StoredFile[];
  /** Shown but never saved (the stream's error reply). */
  localOnly?: boolean;
}

export interface ChatThread {
  id: string;
  clientId: string;
  client: { id: string; name: string; company: string | null; stage: string };
  title: string;
  createdAt: string;
  lastMessageAt: string | null;
}

export interface ThreadWithMessages {
  thread: ChatThread;
  messages: ChatMessage[];
}

export type ChatStreamEvent =
  | { type: "chunk"; content: string }
  | { type: "complete" }
  | { type: "error"; error: string };

/** Who the conversation is with, whichever of the list or the thread told us first. */
export interface ChatPartner {
  id: string;
  name: string;
}

/** What a quick-action dialog about the chat's client takes. */
export interface ClientDialogProps {
  client: ChatPartner;
  open: boolean;
  onClose(): void;
}
