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

// daisyUI's light primary and a lighter shade of it; SVG attributes cannot read CSS variables.
const TOTAL_COLOUR = "#422ad5";
const NEW_COLOUR = "#c4bdf7";

/** Recharts is loaded with this module only, so it stays out of the app's first download. */
export default function ClientGrowthChart({ data }: { data: GrowthPoint[] }) {
  const points = data.map((point) => ({ ...point, label: monthLabel(point.month) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
        <Tooltip
          labelFormatter={(_label, payload) => {
            const month = (payload?.[0]?.payload as GrowthPoint | undefined)?.month;
            return month ? monthLabel(month, true) : "";
          }}
          contentStyle={{ borderRadius: 8, borderColor: "#e5e7eb", fontSize: 13 }}
        />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: "#4b5563" }}>{value}</span>}
        />
        <Bar
          dataKey="newClients"
          name="New clients"
          fill={NEW_COLOUR}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
        <Line
          type="monotone"
          dataKey="totalClients"
          name="Total clients"
          stroke={TOTAL_COLOUR}
          strokeWidth={2.5}
          dot={{ r: 3, fill: TOTAL_COLOUR }}
          activeDot={{ r: 5 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
