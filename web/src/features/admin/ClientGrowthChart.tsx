import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { monthLabel, type GrowthPoint } from "./adminQueries";
import { AXIS, BAR, GRID, LEGEND, LIGHT_COLOUR, PRIMARY_COLOUR, TOOLTIP_STYLE } from "./chartStyle";

/** Recharts is loaded with this module only, so it stays out of the app's first download. */
export default function ClientGrowthChart({ data }: { data: GrowthPoint[] }) {
  const points = data.map((point) => ({ ...point, label: monthLabel(point.month) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} />
        <YAxis allowDecimals={false} {...AXIS} />
        <Tooltip
          labelFormatter={(_label, payload) => {
            const month = (payload?.[0]?.payload as GrowthPoint | undefined)?.month;
            return month ? monthLabel(month, true) : "";
          }}
          contentStyle={TOOLTIP_STYLE}
        />
        <Legend {...LEGEND} />
        <Bar dataKey="newClients" name="New clients" fill={LIGHT_COLOUR} {...BAR} />
        <Line
          type="monotone"
          dataKey="totalClients"
          name="Total clients"
          stroke={PRIMARY_COLOUR}
          strokeWidth={2.5}
          dot={{ r: 3, fill: PRIMARY_COLOUR }}
          activeDot={{ r: 5 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
