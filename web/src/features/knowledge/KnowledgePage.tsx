import { useCallback, useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { AiStatusBadge } from "../../components/AiStatusBadge";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { PageHeader } from "../../components/PageHeader";
import { Tabs } from "../../components/Tabs";
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
      <Tabs
        label="AI assistants"
        idPrefix="knowledge"
        tabs={AI_TYPES}
        selected={aiType}
        onSelect={switchTo}
        renderTab={(type) => AI_TYPE_TABS[type]}
        listClassName="tabs tabs-box mb-6 w-full flex-nowrap overflow-x-auto bg-base-100 shadow-sm sm:w-fit"
        tabClassName="flex-1 whitespace-nowrap sm:flex-none"
      >
        <AssistantPanel key={aiType} aiType={aiType} onDirtyChange={onDirtyChange} />
      </Tabs>
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
