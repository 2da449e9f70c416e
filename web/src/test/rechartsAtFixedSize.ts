import { cloneElement, type ReactElement } from "react";

/**
 * Recharts with its responsive container at 800×300: jsdom lays nothing out, so the
 * container would measure 0×0 and draw nothing. For `vi.mock("recharts", …)`.
 */
export async function rechartsAtFixedSize(
  importOriginal: () => Promise<typeof import("recharts")>,
) {
  const actual = await importOriginal();
  return {
    ...actual,
    ResponsiveContainer: ({
      children,
    }: {
      children: ReactElement<{ width?: number; height?: number }>;
    }) => cloneElement(children, { width: 800, height: 300 }),
  };
}
