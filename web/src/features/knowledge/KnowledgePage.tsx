import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { useBlocker } from "react-router";
import { AiStatusBadge } from "../../components/AiStatusBadge";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import { AssistantPanel } from "./AssistantPanel";
import { AI_TYPE_TABS, AI_TYPES, type AiType } from "./knowledgeLabels";

function SystemsOnline() {
  return (
    <span className="flex items-center gap-2 rounded-full bg-success/10 px-3 py-1.5 text-sm font-medium text-success">
      <span className="status status-success animate-pulse" aria-hidden="true" />
      All Systems Online
    </span>
  );
}

export default function KnowledgePage() {
  const [aiType, setAiType] = useState<AiType>("chat");
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<AiType | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const switchTo = (next: AiType) => {
    if (next === aiType) return;
    if (dirty) setPendingTab(next);
    else setAiType(next);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = AI_TYPES[(AI_TYPES.indexOf(aiType) + step + AI_TYPES.length) % AI_TYPES.length]!;
    document.getElementById(`knowledge-tab-${next}`)?.focus();
    switchTo(next);
  };

  const leaving = pendingTab !== null || blocker.state === "blocked";
  const discard = () => {
    setDirty(false);
    if (pendingTab) {
      setAiType(pendingTab);
      setPendingTab(null);
    }
    if (blocker.state === "blocked") blocker.proceed();
  };
  const stay = () => {
    setPendingTab(null);
    if (blocker.state === "blocked") blocker.reset();
  };

  return (
    <>
      <PageHeader
        title="AI Knowledge Base"
        subtitle="Configure your AI assistants, train them with examples and generate documents"
        actions={
          <>
            <AiStatusBadge />
            <SystemsOnline />
          </>
        }
      />
      <div
        role="tablist"
        aria-label="AI assistants"
        className="tabs tabs-box mb-6 w-full flex-nowrap overflow-x-auto bg-base-100 shadow-sm sm:w-fit"
      >
        {AI_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`knowledge-tab-${type}`}
            aria-selected={type === aiType}
            aria-controls="knowledge-panel"
            tabIndex={type === aiType ? 0 : -1}
            className={`tab flex-1 whitespace-nowrap sm:flex-none ${type === aiType ? "tab-active" : "text-base-content/70 hover:text-base-content"}`}
            onClick={() => switchTo(type)}
            onKeyDown={onTabKeyDown}
          >
            {AI_TYPE_TABS[type]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="knowledge-panel" aria-labelledby={`knowledge-tab-${aiType}`}>
        <AssistantPanel key={aiType} aiType={aiType} onDirtyChange={onDirtyChange} />
      </div>
      <ConfirmDialog
        open={leaving}
        title="Unsaved changes"
        message={`You have unsaved changes to ${AI_TYPE_TABS[aiType]}. Leave without saving? Your changes will be lost.`}
        confirmLabel="Discard changes"
        busyLabel="Discarding..."
        busy={false}
        onConfirm={discard}
        onClose={stay}
      />
    </>
  );
}
