import { useState } from "react";
import { Link } from "react-router";
import { Merge } from "lucide-react";
import { DUPLICATES_MIN_SCORE, type DuplicatePair } from "@contract";
import { BackLink } from "../../../components/BackLink";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
import { useDialogFor } from "../../../hooks/useDialogFor";
import { useToast } from "../../../components/toastContext";
import { clientSubtitle } from "../../../lib/dealLabels";
import { formatPercent } from "../../../lib/format";
import { savingState } from "../../../lib/queryState";
import type { Client } from "../../../lib/types";
import { useDuplicates, useMergeClients } from "./duplicatesQueries";
import { MergeDialog } from "./MergeDialog";

const SCORES = [0.9, 0.8, 0.7, DUPLICATES_MIN_SCORE, 0.5, 0.4];
const REASONS: Record<DuplicatePair["reason"], string> = {
  email: "Same e-mail",
  name_company: "Similar name and company",
};

function ClientCell({ client }: { client: Client }) {
  const subtitle = clientSubtitle(client);
  return (
    <td>
      <Link to={`/clients/${client.id}`} className="link-hover font-medium">
        {client.name}
      </Link>
      {subtitle && <span className="block text-sm text-base-content/60">{subtitle}</span>}
    </td>
  );
}

/** Likely duplicate clients, best first, each pair merged through the merge dialog. */
export default function DuplicatesPage() {
  const [minScore, setMinScore] = useState(DUPLICATES_MIN_SCORE);
  const duplicates = useDuplicates(minScore);
  const merge = useMergeClients();
  const toast = useToast();
  const [merging, openMerge, close] = useDialogFor<DuplicatePair>([merge]);

  return (
    <>
      <PageHeader
        title="Duplicates"
        subtitle="Clients that look like the same person or company: the same e-mail, or a similar name and company."
        actions={<BackLink to="/clients">Clients</BackLink>}
      />
      <section className="card bg-base-100 shadow-sm" aria-label="Duplicate pairs">
        <div className="card-body gap-4">
          <label className="flex items-center gap-2 self-end text-sm">
            Minimum similarity
            <select
              className="select select-sm w-28"
              value={minScore}
              onChange={(event) => setMinScore(Number(event.target.value))}
            >
              {SCORES.map((score) => (
                <option key={score} value={score}>
                  {formatPercent(score)}
                </option>
              ))}
            </select>
          </label>
          <DataTable
            columns={[
              "Client",
              "Looks like",
              "Why",
              "Similarity",
              { label: "Actions", className: "text-right" },
            ]}
            itemsName="duplicates"
            items={duplicates.data?.pairs}
            loading={duplicates.isPending}
            error={duplicates.error}
            renderRow={(pair) => (
              <tr key={`${pair.a.id} ${pair.b.id}`}>
                <ClientCell client={pair.a} />
                <ClientCell client={pair.b} />
                <td>{REASONS[pair.reason]}</td>
                <td>
                  <span className="badge badge-ghost">{formatPercent(pair.score)}</span>
                </td>
                <td className="text-right">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={`Merge ${pair.a.name} and ${pair.b.name}`}
                    onClick={() => openMerge(pair)}
                  >
                    <Merge className="size-4" aria-hidden="true" />
                    Merge
                  </button>
                </td>
              </tr>
            )}
          />
        </div>
      </section>
      {merging && (
        <MergeDialog
          key={`${merging.a.id} ${merging.b.id}`}
          pair={[merging.a, merging.b]}
          {...savingState(merge)}
          onMerge={(input) =>
            merge.mutate(input, {
              onSuccess: (client) => {
                toast.notify(`Merged into ${client.name}`, "success");
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </>
  );
}
