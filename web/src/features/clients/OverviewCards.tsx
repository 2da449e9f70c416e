import { DEAL_STAGES } from "@contract";
import {
  Briefcase,
  Contact,
  Lightbulb,
  Mail,
  Phone,
  Target,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { RoundIcon } from "../../components/RoundIcon";
import { AiStageSuggestion } from "../../components/AiStageSuggestion";
import { PriorityLevelBadge, StageBadge } from "../../components/DealBadges";
import { Detail } from "../../components/Detail";
import { DEFAULT_NEXT_ACTION, insightLabel } from "../../lib/dealLabels";
import {
  formatCurrency,
  formatPercent,
  formatRelativeTime,
  formatShortDate,
} from "../../lib/format";
import type { Client, ClientAnalysis } from "../../lib/types";
import { ClientStatusBadge } from "./ClientBadges";
import { DetailCard } from "./DetailCard";

export function ClientInfoCard({ client, messageCount }: { client: Client; messageCount: number }) {
  return (
    <DetailCard title="Client Information" icon={Briefcase}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Detail label="Name">{client.name}</Detail>
        <Detail label="Company">{client.company || "—"}</Detail>
        <Detail label="Status">
          <ClientStatusBadge status={client.status} />
        </Detail>
        <Detail label="Priority">
          <PriorityLevelBadge priority={client.priority} />
        </Detail>
        <Detail label="Client Since">{formatShortDate(client.createdAt)}</Detail>
        <Detail label="Last Interaction">{formatRelativeTime(client.updatedAt)}</Detail>
        <Detail label="Messages">{messageCount}</Detail>
        <Detail label="Notes" className="sm:col-span-2 xl:col-span-3">
          <span className="whitespace-pre-line">{client.notes || "No notes yet"}</span>
        </Detail>
      </dl>
    </DetailCard>
  );
}

/** The steps of the deal-status bar: every stage but a lost deal. */
const PIPELINE = DEAL_STAGES.filter((stage) => stage !== "CLOSED_LOST");

export function DealStatusCard({
  client,
  analysis,
}: {
  client: Client;
  analysis: ClientAnalysis | null;
}) {
  const step = client.stage === "CLOSED_LOST" ? -1 : PIPELINE.indexOf(client.stage);
  return (
    <DetailCard title="Deal Status" icon={Target}>
      <dl className="grid grid-cols-2 gap-4">
        <Detail label="Stage">
          <span className="flex flex-col items-start gap-1">
            <StageBadge stage={client.stage} size="md" />
            <AiStageSuggestion repStage={client.stage} aiStage={analysis?.stage} />
          </span>
        </Detail>
        <Detail label="Confidence">
          <span className="text-lg font-semibold">
            {analysis ? formatPercent(analysis.confidence) : "—"}
          </span>
        </Detail>
        <Detail label="Deal Value" className="col-span-2">
          <span className="text-2xl font-bold tracking-tight">
            {client.dealValue === null
              ? "Not set"
              : formatCurrency(client.dealValue, client.currency)}
          </span>
        </Detail>
      </dl>
      {step >= 0 && (
        <div aria-hidden="true" className="flex gap-1">
          {PIPELINE.map((stage, index) => (
            <span
              key={stage}
              className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-primary" : "bg-base-300"}`}
            />
          ))}
        </div>
      )}
    </DetailCard>
  );
}

function ContactLine({
  icon: Icon,
  label,
  href,
  value,
  linkClassName,
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  value: string | null;
  linkClassName: string;
}) {
  return (
    <li className="flex items-center gap-3">
      <RoundIcon icon={Icon} />
      <span className="min-w-0">
        <span className="block text-xs text-base-content/60">{label}</span>
        {value ? (
          <a href={href} className={linkClassName}>
            {value}
          </a>
        ) : (
          <span className="text-base-content/70">No {label.toLowerCase()}</span>
        )}
      </span>
    </li>
  );
}

export function ContactsCard({ client }: { client: Client }) {
  return (
    <DetailCard title="Primary Contacts" icon={Contact}>
      <ul className="flex flex-col gap-3 text-sm">
        <ContactLine
          icon={Mail}
          label="Email"
          value={client.email}
          href={`mailto:${client.email}`}
          linkClassName="link link-hover block truncate"
        />
        <ContactLine
          icon={Phone}
          label="Phone"
          value={client.phone}
          href={`tel:${client.phone?.replace(/\s+/g, "")}`}
          linkClassName="link link-hover"
        />
      </ul>
    </DetailCard>
  );
}

export function InsightsCard({ analysis }: { analysis: ClientAnalysis | null }) {
  return (
    <DetailCard title="AI Insights" icon={Lightbulb}>
      {!analysis ? (
        <p className="text-sm text-base-content/60">
          No analysis yet. Chat with the AI assistant about this client to get insights.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="rounded-field bg-primary/5 p-3">
            <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
              <Zap className="size-3.5" aria-hidden="true" />
              Suggested Next Action
            </p>
            <p className="mt-1 text-sm">{analysis.nextAction || DEFAULT_NEXT_ACTION}</p>
          </div>
          {analysis.budgetBand && (
            <p className="text-sm">
              <span className="text-base-content/60">Budget Range: </span>
              <span className="font-semibold">{analysis.budgetBand}</span>
            </p>
          )}
          {analysis.insights.length > 0 && (
            <ul className="flex flex-col gap-3">
              {analysis.insights.map((insight, index) => (
                <li key={`${insight.type}-${index}`} className="flex items-start gap-3 text-sm">
                  <span className="badge badge-ghost badge-sm mt-0.5 shrink-0">
                    {insightLabel(insight.type)}
                  </span>
                  <span className="flex-1 leading-relaxed">{insight.content}</span>
                  <span className="shrink-0 text-xs text-base-content/60">
                    {formatPercent(insight.confidence)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DetailCard>
  );
}
