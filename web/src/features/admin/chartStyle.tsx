// The admin dashboard's charts look alike: these are their shared Recharts settings, spread into
// each chart's own elements (Recharts reads its children's types, so the elements stay in place).

// daisyUI's light primary and a lighter shade of it; SVG attributes cannot read CSS variables.
export const PRIMARY_COLOUR = "#422ad5";
export const LIGHT_COLOUR = "#c4bdf7";

export const GRID = { strokeDasharray: "3 3", vertical: false, stroke: "#e5e7eb" } as const;
export const AXIS = { tickLine: false, axisLine: false, fontSize: 12 } as const;
export const TOOLTIP_STYLE = { borderRadius: 8, borderColor: "#e5e7eb", fontSize: 13 };
export const LEGEND = {
  iconType: "circle",
  wrapperStyle: { fontSize: 12 },
  formatter: (value: string) => <span style={{ color: "#4b5563" }}>{value}</span>,
} as const;
export const BAR = { radius: [4, 4, 0, 0] as [number, number, number, number], maxBarSize: 28 };
