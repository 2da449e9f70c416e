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
import { AXIS, BAR, GRID, LEGEND, LIGHT_COLOUR, PRIMARY_COLOUR, TOOLTIP_STYLE } from "./chartStyle";
import { forecastMonthLabel } from "./forecastLabels";

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
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} />
        <YAxis {...AXIS} tickFormatter={money} width={80} />
        <Tooltip formatter={(value) => money(Number(value))} contentStyle={TOOLTIP_STYLE} />
        <Legend {...LEGEND} />
        <Bar dataKey="value" name="Open value" fill={LIGHT_COLOUR} {...BAR} />
        <Bar dataKey="weighted" name="Weighted by stage" fill={PRIMARY_COLOUR} {...BAR} />
      </BarChart>
    </ResponsiveContainer>
  );
}
