import { useState } from "react";
import { ChevronRight, Pencil, Share2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { Avatar } from "../../components/Avatar";
import { StageBadge } from "../../components/DealBadges";
import { PageLoading } from "../../components/PageLoading";
import { RetryAlert } from "../../components/RetryAlert";
import { Tabs } from "../../components/Tabs";
import { useToast } from "../../components/toastContext";
import { ApiError } from "../../lib/api";
import { clientSubtitle } from "../../lib/dealLabels";
import type { Client } from "../../lib/types";
import { savingState } from "../../lib/queryState";
import { ClientStatusBadge } from "./ClientBadges";
import { ClientFormDialog } from "./ClientFormDialog";
import { useUpdateClient, type ClientInput } from "./clientQueries";
import { ClientNotFound } from "./ClientNotFound";
import { useClientOverview, type ClientOverview } from "./clientDetailQueries";
import { EmailsSection } from "./EmailsSection";
import { FollowUpsTab } from "./FollowUpsTab";
import { HistoryTab } from "./HistoryTab";
import { NextActionsCard } from "./NextActionsCard";
import { ClientInfoCard, ContactsCard, DealStatusCard, InsightsCard } from "./OverviewCards";
import { ProposalsTab } from "./ProposalsTab";
import { QuickActionsCard } from "./QuickActionsCard";

const TABS = ["Overview", "History", "Proposals", "Follow-ups"] as const;
type Tab = (typeof TABS)[number];

function Breadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex items-center gap-1.5 text-base-content/60">
        <li>
          <Link to="/clients" className="link link-hover">
            Clients
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-base-content">
          Client Details
        </li>
      </ol>
    </nav>
  );
}

function Header({ client, onEdit, onShare }: { client: Client; onEdit(): void; onShare(): void }) {
  return (
    <header className="mb-6 flex flex-wrap items-center gap-4">
      <Avatar name={client.name} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{client.name}</h1>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/70">
          <span>{clientSubtitle(client)}</span>
          <ClientStatusBadge status={client.status} />
          <StageBadge stage={client.stage} />
        </div>
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </button>
        <button type="button" className="btn btn-outline" onClick={onShare}>
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </button>
      </div>
    </header>
  );
}

function OverviewTab({ overview }: { overview: ClientOverview }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <ClientInfoCard client={overview.client} messageCount={overview.messageCount} />
        <InsightsCard analysis={overview.latestAnalysis} />
        <ContactsCard client={overview.client} />
      </div>
      <div className="flex flex-col gap-6">
        <DealStatusCard client={overview.client} analysis={overview.latestAnalysis} />
        <NextActionsCard followUps={overview.followUps} />
        <QuickActionsCard client={overview.client} />
      </div>
    </div>
  );
}

export default function ClientDetailPage() {
  const { id = "" } = useParams();
  const toast = useToast();
  const overview = useClientOverview(id);
  const updateClient = useUpdateClient();
  const [tab, setTab] = useState<Tab>("Overview");
  const [editing, setEditing] = useState(false);

  if (overview.isPending) return <PageLoading fullScreen={false} />;
  if (overview.isError) {
    const error = overview.error;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <>
        <Breadcrumb />
        <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Client Details</h1>
        {notFound ? (
          <ClientNotFound />
        ) : (
          <RetryAlert message={`Error: ${error.message}`} onRetry={() => void overview.refetch()} />
        )}
      </>
    );
  }

  const { client } = overview.data;

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.notify("Link copied to clipboard", "success");
    } catch {
      toast.notify("Could not copy the link", "error");
    }
  };

  const save = (input: ClientInput) =>
    updateClient.mutate(
      { id: client.id, input },
      {
        onSuccess: (updated) => {
          setEditing(false);
          updateClient.reset();
          toast.notify(`${updated.name} was updated`, "success");
        },
      },
    );

  return (
    <>
      <Breadcrumb />
      <Header client={client} onEdit={() => setEditing(true)} onShare={() => void share()} />
      <Tabs
        label="Client sections"
        idPrefix="client"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        renderTab={(name) => (
          <>
            {name}
            {name === "Follow-ups" && overview.data.followUps.length > 0 && (
              <span className="badge badge-sm badge-ghost ml-2" aria-hidden="true">
                {overview.data.followUps.length}
              </span>
            )}
          </>
        )}
        listClassName="tabs tabs-border mb-6 flex-nowrap overflow-x-auto"
        tabClassName="whitespace-nowrap"
        activeClassName="tab-active font-semibold"
      >
        {tab === "Overview" && <OverviewTab overview={overview.data} />}
        {tab !== "Overview" && (
          <section className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body p-5">
              {tab === "History" && (
                <>
                  <EmailsSection clientId={client.id} />
                  <HistoryTab history={overview.data.history} />
                </>
              )}
              {tab === "Proposals" && <ProposalsTab clientId={client.id} />}
              {tab === "Follow-ups" && <FollowUpsTab client={client} />}
            </div>
          </section>
        )}
      </Tabs>
      {editing && (
        <ClientFormDialog
          client={client}
          {...savingState(updateClient)}
          onSubmit={save}
          onClose={() => {
            setEditing(false);
            updateClient.reset();
          }}
        />
      )}
    </>
  );
}
