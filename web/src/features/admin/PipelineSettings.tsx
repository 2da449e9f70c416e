import { useAuth } from "../auth/useAuth";
import { Loaded } from "./AdminSection";
import { DealReasonsCard } from "./DealReasonsCard";
import { ExchangeRatesCard } from "./ExchangeRatesCard";
import { PipelineSettingsCard } from "./PipelineSettingsCard";
import { usePipelineSettings } from "./pipelineAdminQueries";

function SettingsForm() {
  const settings = usePipelineSettings();
  return (
    <Loaded
      query={settings}
      label="Loading pipeline settings"
      fallback="Failed to load the pipeline settings"
      className="h-48"
    >
      {(data) => <PipelineSettingsCard key={data.updatedAt} settings={data} />}
    </Loaded>
  );
}

/** The ADMIN's pipeline settings: currency and probabilities, exchange rates, win and loss reasons. */
export function PipelineSettings() {
  const { user } = useAuth();
  if (user?.role !== "ADMIN") return null;
  return (
    <section aria-labelledby="pipeline-settings-title" className="flex flex-col gap-6">
      <h2 id="pipeline-settings-title" className="text-xl font-bold tracking-tight">
        Pipeline settings
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <SettingsForm />
        <ExchangeRatesCard />
      </div>
      <DealReasonsCard />
    </section>
  );
}
