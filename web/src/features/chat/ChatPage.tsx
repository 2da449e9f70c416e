import { useState } from "react";
import { BarChart3, MessageSquare, Users } from "lucide-react";
import { AnalysisPanel } from "./AnalysisPanel";
import { ClientThreadList } from "./ClientThreadList";
import { Conversation } from "./Conversation";
import { NewClientDialog } from "./NewClientDialog";
import { useChatSelection } from "./useChatSelection";

type Column = "clients" | "chat" | "analysis";

const COLUMNS: { id: Column; label: string; icon: typeof Users }[] = [
  { id: "clients", label: "Clients", icon: Users },
  { id: "chat", label: "Chat", icon: MessageSquare },
  { id: "analysis", label: "Analysis", icon: BarChart3 },
];

/** Three columns from 1024px; below that one at a time, picked with tabs. */
export default function ChatPage() {
  const selection = useChatSelection();
  const [creating, setCreating] = useState(false);
  const [column, setColumn] = useState<Column>(selection.clientId ? "chat" : "clients");
  const shown = (id: Column) => (column === id ? "flex" : "hidden");

  return (
    <div className="-m-4 flex h-[calc(100dvh-4rem)] min-h-0 flex-col sm:-m-6 lg:-m-8">
      <h1 className="sr-only">AI Chat</h1>
      <div
        role="tablist"
        aria-label="Chat sections"
        className="flex shrink-0 gap-1 border-b border-base-300 bg-base-100 p-2 lg:hidden"
      >
        {COLUMNS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`chat-tab-${id}`}
            aria-selected={column === id}
            aria-controls={`chat-column-${id}`}
            className={`btn btn-sm flex-1 ${column === id ? "btn-primary" : "btn-ghost"}`}
            onClick={() => setColumn(id)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      <div className="flex min-h-0 flex-1">
        <div
          id="chat-column-clients"
          className={`${shown("clients")} w-full shrink-0 flex-col border-base-300 lg:flex lg:w-72 lg:border-r xl:w-80`}
        >
          <ClientThreadList
            clients={selection.clients.data}
            loading={selection.clients.isPending}
            error={selection.clients.isError ? selection.clients.error : null}
            selectedId={selection.clientId}
            onSelect={(client) => {
              selection.select(client);
              setColumn("chat");
            }}
            onNewChat={(client) => {
              selection.startNewThread(client);
              setColumn("chat");
            }}
            onCreateClient={() => setCreating(true)}
          />
        </div>
        <div id="chat-column-chat" className={`${shown("chat")} min-w-0 flex-1 flex-col lg:flex`}>
          <Conversation
            key={selection.threadId ?? selection.clientId ?? "none"}
            client={selection.partner}
            threadId={selection.threadId}
            preparing={selection.preparing}
          />
        </div>
        <div
          id="chat-column-analysis"
          className={`${shown("analysis")} w-full shrink-0 flex-col border-base-300 lg:flex lg:w-72 lg:border-l xl:w-80`}
        >
          <AnalysisPanel client={selection.partner} />
        </div>
      </div>
      <NewClientDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(client) => {
          setCreating(false);
          selection.startNewThread(client);
          setColumn("chat");
        }}
      />
    </div>
  );
}
