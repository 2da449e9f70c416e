import {
  BarChart3,
  FileText,
  MessageSquare,
  Presentation,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { QuickActionButton } from "../../components/QuickActionButton";
import { useToast } from "../../components/toastContext";
import {
  documentFailedMessage,
  documentGeneratedMessage,
  type GeneratorKind,
} from "../../lib/documents";
import { saveFile } from "../../lib/download";
import type { Client } from "../../lib/types";
import { useGenerateClientDocument } from "./clientDetailQueries";
import { DetailCard } from "./DetailCard";

const ACTIONS: { kind: GeneratorKind; label: string; icon: LucideIcon }[] = [
  { kind: "proposal", label: "Generate Proposal", icon: FileText },
  { kind: "presentation", label: "Generate Presentation", icon: Presentation },
  { kind: "budget", label: "Generate Budget", icon: BarChart3 },
];

export function QuickActionsCard({ client }: { client: Client }) {
  const toast = useToast();
  const generate = useGenerateClientDocument(client);

  const run = (kind: GeneratorKind) =>
    generate.mutate(kind, {
      onSuccess: (pdf) => {
        saveFile(pdf.blob, pdf.fileName ?? `${kind}-${Date.now()}.pdf`);
        toast.notify(documentGeneratedMessage(kind), "success");
      },
      onError: (error) => toast.notify(documentFailedMessage(kind, error), "error"),
    });

  return (
    <DetailCard title="Quick Actions" icon={Zap}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ kind, label, icon }) => (
          <QuickActionButton
            key={kind}
            icon={icon}
            label={label}
            busy={generate.isPending && generate.variables === kind}
            busyLabel="Generating..."
            disabled={generate.isPending}
            onClick={() => run(kind)}
          />
        ))}
        <Link to={`/ai-chat?client=${client.id}`} className="btn btn-primary justify-start">
          <MessageSquare className="size-4" aria-hidden="true" />
          AI Chat
        </Link>
      </div>
    </DetailCard>
  );
}
