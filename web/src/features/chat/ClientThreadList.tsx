import { MessageSquarePlus, Plus } from "lucide-react";
import { Avatar } from "../../components/Avatar";
import { StageBadge } from "../../components/DealBadges";
import { IconButton } from "../../components/IconButton";
import { clientSubtitle } from "../../lib/dealLabels";
import { formatRelativeTime } from "../../lib/format";
import type { ChatClient } from "./chatTypes";

export const LOADING_ROWS = 5;

function PlaceholderRow() {
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="chat-client-placeholder">
      <div className="skeleton size-10 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="skeleton h-3.5 w-2/3" />
        <div className="skeleton h-3 w-5/6" />
      </div>
    </li>
  );
}

function ClientRow({
  client,
  selected,
  onSelect,
  onNewChat,
}: {
  client: ChatClient;
  selected: boolean;
  onSelect(): void;
  onNewChat(): void;
}) {
  const unread = client.latestThread?.unreadCount ?? 0;
  const activity = client.lastActivity ?? client.latestThread?.lastMessageAt ?? client.updatedAt;
  return (
    <li className="group relative">
      <button
        type="button"
        className={`flex w-full items-start gap-3 border-l-4 px-4 py-3 text-left transition-colors ${
          selected ? "border-primary bg-primary/5" : "border-transparent hover:bg-base-200/70"
        }`}
        aria-current={selected ? "true" : undefined}
        onClick={onSelect}
      >
        <Avatar name={client.name} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2 pr-7">
            <span className="truncate font-semibold">{client.name}</span>
            <span className="shrink-0 text-xs text-base-content/60">
              {formatRelativeTime(activity)}
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className="min-w-0 truncate text-xs text-base-content/60">
              {clientSubtitle(client)}
            </span>
            <StageBadge stage={client.stage} size="xs" />
          </span>
          <span className="mt-1 flex items-center gap-2">
            <span
              className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? "font-medium text-base-content" : "text-base-content/70"}`}
            >
              {client.lastMessage || "No messages yet"}
            </span>
            {unread > 0 && (
              <span className="badge badge-primary badge-sm shrink-0" data-testid="unread-count">
                {unread}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
        </span>
      </button>
      <IconButton
        icon={MessageSquarePlus}
        label={`New chat with ${client.name}`}
        title="New Chat"
        className="absolute top-2.5 right-2 text-base-content/60 hover:text-primary"
        onClick={onNewChat}
      />
    </li>
  );
}

/** The left column: clients that have conversations, newest first. */
export function ClientThreadList({
  clients,
  loading,
  error,
  selectedId,
  onSelect,
  onNewChat,
  onCreateClient,
}: {
  clients: ChatClient[] | undefined;
  loading: boolean;
  error: Error | null;
  selectedId: string | null;
  onSelect(client: ChatClient): void;
  onNewChat(client: ChatClient): void;
  onCreateClient(): void;
}) {
  return (
    <section className="flex h-full min-h-0 flex-col bg-base-100" aria-label="Clients">
      <header className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
        <h2 className="text-lg font-semibold">Clients</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={onCreateClient}>
          <Plus className="size-4" aria-hidden="true" />
          New Chat
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading ? (
          <ul aria-busy="true" aria-label="Loading clients">
            {Array.from({ length: LOADING_ROWS }, (_, index) => (
              <PlaceholderRow key={index} />
            ))}
          </ul>
        ) : error ? (
          <p role="alert" className="p-6 text-center text-sm text-error">
            Error: {error.message}
          </p>
        ) : !clients || clients.length === 0 ? (
          <p className="p-6 text-center text-sm text-base-content/60">
            No client conversations yet
          </p>
        ) : (
          <ul className="divide-y divide-base-200" aria-label="Client conversations">
            {clients.map((client) => (
              <ClientRow
                key={client.id}
                client={client}
                selected={client.id === selectedId}
                onSelect={() => onSelect(client)}
                onNewChat={() => onNewChat(client)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
