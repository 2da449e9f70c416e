import { lazy, Suspense } from "react";
import { CalendarRange, ThumbsDown, Trophy } from "lucide-react";
import type { Forecast } from "@contract";
import { TotalWithUnconverted } from "../../components/TotalWithUnconverted";
import { formatCurrency } from "../../lib/format";
import { useAuth } from "../auth/useAuth";
import { Card } from "./AdminCards";
import { Loaded } from "./AdminSection";
import { forecastMonthLabel } from "./forecastLabels";
import { useForecast } from "./pipelineAdminQueries";

const ForecastChart = lazy(() => import("./ForecastChart"));

function ForecastCard({ forecast }: { forecast: Forecast }) {
  const open = forecast.months.reduce((sum, month) => sum + month.value, 0);
  const weighted = forecast.months.reduce((sum, month) => sum + month.weighted, 0);
  const money = (value: number) => formatCurrency(value, forecast.currency);
  return (
    <Card title="Forecast by Month" icon={CalendarRange}>
      <div className="flex flex-wrap gap-6 text-sm">
        <div>
          <p className="text-base-content/70">Weighted pipeline</p>
          <TotalWithUnconverted
            className="text-xl"
            title="Open deals' values times their stage's win probability, added up"
            total={{
              currency: forecast.currency,
              total: weighted,
              ratesAsOf: forecast.ratesAsOf,
              unconverted: forecast.unconverted,
            }}
          />
        </div>
        <div>
          <p className="text-base-content/70">Open value</p>
          <span
            className="text-xl font-semibold"
            title="The values of every open deal (Lead to Negotiation), added up"
          >
            {money(open)}
          </span>
        </div>
      </div>
      {forecast.months.length === 0 ? (
        <p className="text-sm text-base-content/60">No open deals</p>
      ) : (
        <div
          className="h-72"
          data-testid="forecast-chart"
          title="Per expected close month (the rep's close date, else the analysis' timeline): the open value and the value weighted by stage probability"
        >
          <Suspense
            fallback={<div className="skeleton h-full w-full" aria-label="Loading chart" />}
          >
            <ForecastChart forecast={forecast} />
          </Suspense>
        </div>
      )}
      <table className="sr-only">
        <caption>Forecast by expected close month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Deals</th>
            <th scope="col">Open value</th>
            <th scope="col">Weighted</th>
          </tr>
        </thead>
        <tbody>
          {forecast.months.map((month) => (
            <tr key={month.month ?? "none"}>
              <th scope="row">{forecastMonthLabel(month.month)}</th>
              <td>{month.deals}</td>
              <td>{money(month.value)}</td>
              <td>{money(month.weighted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function RepPerformanceCard({ reps }: { reps: Forecast["reps"] }) {
  return (
    <Card title="Win Rate and Cycle by Rep" icon={Trophy}>
      {reps.length === 0 ? (
        <p className="text-sm text-base-content/60">No sales reps yet</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Rep</th>
                <th scope="col" className="text-right" title="Deals this rep moved to Won">
                  Won
                </th>
                <th scope="col" className="text-right" title="Deals this rep moved to Lost">
                  Lost
                </th>
                <th
                  scope="col"
                  className="text-right"
                  title="Won deals out of all closed deals (won + lost)"
                >
                  Win rate
                </th>
                <th
                  scope="col"
                  className="text-right"
                  title="Average days from a client's creation to the deal's close, over closed deals"
                >
                  Avg. cycle
                </th>
              </tr>
            </thead>
            <tbody>
              {reps.map((rep) => (
                <tr key={rep.id}>
                  <th scope="row" className="font-medium whitespace-nowrap">
                    {rep.name}
                  </th>
                  <td className="text-right">{rep.won}</td>
                  <td className="text-right">{rep.lost}</td>
                  <td className="text-right">{rep.winRate === null ? "—" : `${rep.winRate}%`}</td>
                  <td className="text-right">
                    {rep.avgCycleDays === null ? "—" : `${Math.round(rep.avgCycleDays)} days`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function LossReasonsCard({ reasons }: { reasons: Forecast["lossReasons"] }) {
  const most = Math.max(1, ...reasons.map((reason) => reason.count));
  return (
    <Card title="Top Loss Reasons" icon={ThumbsDown}>
      {reasons.length === 0 ? (
        <p className="text-sm text-base-content/60">No lost deals with a reason yet</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Top loss reasons">
          {reasons.map((reason) => (
            <li
              key={reason.id}
              title={`${reason.count} lost ${reason.count === 1 ? "deal" : "deals"} gave this reason`}
            >
              <div className="flex justify-between gap-2 text-sm">
                <span className="truncate">{reason.label}</span>
                <span className="font-semibold">{reason.count}</span>
              </div>
              <progress
                className="progress progress-error h-1.5 w-full"
                value={reason.count}
                max={most}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The admin's view of the pipeline: the forecast, each rep's results and why deals are lost. */
export function PipelineInsights() {
  const { user } = useAuth();
  const isAdmin = user?.role === "ADMIN";
  const forecast = useForecast({ enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <Loaded
      query={forecast}
      label="Loading the forecast"
      fallback="Failed to load the forecast"
      className="h-80"
    >
      {(data) => (
        <div className="flex flex-col gap-6">
          <ForecastCard forecast={data} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <RepPerformanceCard reps={data.reps} />
            <LossReasonsCard reasons={data.lossReasons} />
          </div>
        </div>
      )}
    </Loaded>
  );
}
