import { useState, type ReactNode } from "react";
import {
  CalendarPlus,
  CalendarClock,
  Compass,
  FileText,
  Flag,
  Lightbulb,
  Send,
  Sparkles,
  Target,
  TriangleAlert,
  Wallet,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { PriorityLevelBadge, StageBadge } from "../../components/DealBadges";
import { QuickActionButton } from "../../components/QuickActionButton";
import { useToast } from "../../components/toastContext";
import { DEFAULT_NEXT_ACTION, insightLabel } from "../../lib/dealLabels";
import { formatDueLabel, formatPercent } from "../../lib/format";
import type { ClientAnalysis } from "../../lib/types";
import type { ChatPartner } from "./chatTypes";
import { useClientAnalysis } from "./chatQueries";
import { FollowUpDraftDialog } from "./FollowUpDraftDialog";
import { useGenerateSrs, useScheduleSuggestedFollowUp } from "./quickActionQueries";
import { ScheduleMeetingDialog } from "./ScheduleMeetingDialog";

function Card({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const id = `analysis-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-4">
      <h3
        id={id}
        className="mb-3 flex items-center gap-2 text-sm font-semibold text-base-content/80"
      >
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function AnalysisCards({ analysis, client }: { analysis: ClientAnalysis; client: ChatPartner }) {
  const toast = useToast();
  const scheduleSuggested = useScheduleSuggestedFollowUp();
  const suggestion = analysis.suggestedFollowup;
  const confidence = formatPercent(analysis.confidence);

  const schedule = () =>
    scheduleSuggested.mutate(client.id, {
      onSuccess: (followUp) =>
        toast.notify(
          `Follow-up scheduled: ${followUp.title} (${formatDueLabel(followUp.dueAt)})`,
          "success",
        ),
      onError: (error) => toast.notify(error.message, "error"),
    });

  return (
    <>
      {analysis.fallback && (
        <p role="note" className="alert alert-warning alert-soft text-xs leading-relaxed">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          {analysis.fallback}
        </p>
      )}
      <Card title="Deal Stage" icon={Target}>
        <div className="flex items-center justify-between gap-2">
          <StageBadge stage={analysis.stage || "LEAD"} size="md" />
          <span className="text-sm font-semibold">{confidence} confidence</span>
        </div>
        <progress
          className="progress progress-primary mt-3 h-1.5 w-full"
          value={Math.round(Math.min(1, Math.max(0, analysis.confidence || 0)) * 100)}
          max={100}
          aria-label="Confidence"
        />
      </Card>
      <Card title="Priority" icon={Flag}>
        <PriorityLevelBadge priority={analysis.priority || "MEDIUM"} size="md" />
      </Card>
      {analysis.budgetBand && (
        <Card title="Budget Range" icon={Wallet}>
          <p className="text-lg font-semibold">{analysis.budgetBand}</p>
        </Card>
      )}
      <Card title="Suggested Next Action" icon={Compass}>
        <p className="text-sm leading-relaxed text-base-content/80">
          {analysis.nextAction || DEFAULT_NEXT_ACTION}
        </p>
        {suggestion && (
          <div className="mt-3 rounded-field border border-base-300 bg-base-200/50 p-3">
            <p className="flex items-center gap-1.5 text-xs font-medium text-secondary">
              <Sparkles className="size-3.5" aria-hidden="true" />
              Suggested follow-up · {formatDueLabel(suggestion.dueAt)}
            </p>
            <p className="mt-1 text-sm font-medium">{suggestion.title}</p>
            <button
              type="button"
              className="btn btn-secondary btn-sm mt-3 w-full"
              disabled={scheduleSuggested.isPending}
              onClick={schedule}
            >
              <CalendarClock className="size-4" aria-hidden="true" />
              {scheduleSuggested.isPending ? "Scheduling..." : "Schedule Follow-up"}
            </button>
          </div>
        )}
      </Card>
      <Card title="AI Insights" icon={Lightbulb}>
        {analysis.insights.length === 0 ? (
          <p className="text-sm text-base-content/60">No insights yet</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {analysis.insights.map((insight, index) => (
              <li key={`${insight.type}-${index}`} className="text-sm">
                <div className="mb-1 flex items-center justify-between gap-2">
                  <span className="badge badge-ghost badge-xs font-medium">
                    {insightLabel(insight.type)}
                  </span>
                  <span className="text-xs text-base-content/60">
                    {formatPercent(insight.confidence)}
                  </span>
                </div>
                <p className="leading-relaxed text-base-content/80">{insight.content}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** The quick actions that open a dialog about the selected client. */
const DIALOG_ACTIONS = [
  { dialog: "meeting", icon: CalendarPlus, label: "Schedule Meeting" },
  { dialog: "followup", icon: Send, label: "Send Follow-up" },
] as const;

function QuickActions({ client }: { client: ChatPartner | null }) {
  const toast = useToast();
  const srs = useGenerateSrs();
  const [dialog, setDialog] = useState<(typeof DIALOG_ACTIONS)[number]["dialog"] | null>(null);

  const generate = () => {
    if (!client) {
      toast.notify("Please select a client first", "error");
      return;
    }
    srs.mutate(client, {
      onSuccess: () =>
        toast.notify(`SRS document generated successfully for ${client.name}!`, "success"),
      onError: (error) => toast.notify(error.message, "error"),
    });
  };

  return (
    <Card title="Quick Actions" icon={Zap}>
      <div className="flex flex-col gap-2">
        <QuickActionButton
          small
          icon={FileText}
          label="Generate Proposal"
          busy={srs.isPending}
          busyLabel="Generating..."
          disabled={srs.isPending}
          onClick={generate}
        />
        {DIALOG_ACTIONS.map(({ dialog: opens, icon, label }) => (
          <QuickActionButton
            key={opens}
            small
            icon={icon}
            label={label}
            disabled={!client}
            onClick={() => setDialog(opens)}
          />
        ))}
      </div>
      {client && (
        <>
          <ScheduleMeetingDialog
            client={client}
            open={dialog === "meeting"}
            onClose={() => setDialog(null)}
          />
          <FollowUpDraftDialog
            client={client}
            open={dialog === "followup"}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Card>
  );
}

function AnalysisSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading analysis">
      {[0, 1, 2].map((row) => (
        <div key={row} className="rounded-box border border-base-300 bg-base-100 p-4">
          <div className="skeleton mb-3 h-3.5 w-24" />
          <div className="skeleton h-6 w-32" />
        </div>
      ))}
    </div>
  );
}

/** The right column: what the AI makes of the conversation so far, and what to do next. */
export function AnalysisPanel({ client }: { client: ChatPartner | null }) {
  const analysis = useClientAnalysis(client?.id ?? null);

  let content;
  if (!client) {
    content = (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-sm text-base-content/60">
        Select a client to see AI analysis
      </p>
    );
  } else if (analysis.isPending) {
    content = <AnalysisSkeleton />;
  } else if (analysis.isError) {
    // The analysis is cleared: what it said before may no longer hold.
    content = (
      <p
        role="alert"
        className="rounded-box border border-error/30 bg-error/5 p-4 text-sm text-error"
      >
        {analysis.error.message}
      </p>
    );
  } else {
    content = (
      <AnalysisCards
        client={client}
        analysis={
          analysis.data ?? {
            stage: "LEAD",
            priority: "MEDIUM",
            budgetBand: null,
            confidence: 0,
            nextAction: null,
            model: null,
            fallback: null,
            suggestedFollowup: null,
            insights: [],
            provider: null,
            createdAt: null,
          }
        }
      />
    );
  }

  return (
    <section className="flex h-full min-h-0 flex-col bg-base-200/40" aria-label="AI Analysis">
      <header className="flex items-center gap-2 border-b border-base-300 bg-base-100 px-4 py-3.5">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">AI Analysis</h2>
        {analysis.isFetching && !analysis.isPending && (
          <span
            className="loading loading-spinner loading-xs ml-auto text-primary"
            aria-label="Updating analysis"
          />
        )}
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
        {content}
        {client && <QuickActions client={client} />}
      </div>
    </section>
  );
}
