import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Forecast } from "@contract";
import { formatCurrency } from "../../lib/format";
import { forecastMonthLabel } from "./forecastLabels";

// daisyUI's light primary and a lighter shade of it, as in the client growth chart.
const WEIGHTED_COLOUR = "#422ad5";
const VALUE_COLOUR = "#c4bdf7";

/** Recharts is loaded with this module only, so it stays out of the app's first download. */
export default function ForecastChart({ forecast }: { forecast: Forecast }) {
  const points = forecast.months.map((month) => ({
    ...month,
    label: forecastMonthLabel(month.month),
  }));
  const money = (value: number) => formatCurrency(value, forecast.currency);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis tickLine={false} axisLine={false} fontSize={12} tickFormatter={money} width={80} />
        <Tooltip
          formatter={(value) => money(Number(value))}
          contentStyle={{ borderRadius: 8, borderColor: "#e5e7eb", fontSize: 13 }}
        />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: "#4b5563" }}>{value}</span>}
        />
        <Bar
          dataKey="value"
          name="Open value"
          fill={VALUE_COLOUR}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
        <Bar
          dataKey="weighted"
          name="Weighted by stage"
          fill={WEIGHTED_COLOUR}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
