import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen } from "../../test/renderWithProviders";
import type { AdminOverview } from "./adminQueries";
import AdminDashboardPage from "./AdminDashboardPage";

vi.mock("recharts", async (importOriginal) =>
  (await import("../../test/rechartsAtFixedSize")).rechartsAtFixedSize(importOriginal),
);

const overview: AdminOverview = {
  allClients: 1234,
  salesUsers: 3,
  globalClosingRatio: 62.5,
  revenue: 245000,
  currency: "USD",
  ratesAsOf: null,
  unconvertedRevenue: [],
  clientsClosed: { thisMonth: 4, lastMonth: 1, delta: 3 },
  upcomingMeetings: [
    {
      id: "m1",
      title: "Kick-off call",
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      clientName: "Globex",
      company: "Globex Corp",
    },
  ],
  clientGrowth: Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, "0")}`,
    newClients: index + 1,
    totalClients: ((index + 1) * (index + 2)) / 2,
  })),
  topAgents: [
    {
      id: "a1",
      name: "Sarah Chen",
      role: "SALES",
      avatarUrl: null,
      revenue: 150000,
      closeRate: 66.7,
    },
    {
      id: "a2",
      name: "Marco Rossi",
      role: "SALES",
      avatarUrl: null,
      revenue: 95000,
      closeRate: 50,
    },
  ],
};

function adminRoutes({
  answer = overview,
  overdue = 2,
}: { answer?: ApiRoute["answer"]; overdue?: number } = {}): ApiRoute[] {
  return [
    { path: "/api/admin/overview", answer },
    { path: "/api/followups", answer: { followUps: [], total: overdue } },
  ];
}

describe("AdminDashboardPage", () => {
  // The chart library is large; loading it once up front keeps each test within its time.
  beforeAll(() => import("./ClientGrowthChart"), 30_000);

  it("shows the header with the signed-in admin as 'System Administrator'", async () => {
    mockApi(adminRoutes());
    renderScreen(<AdminDashboardPage />, { auth: fakeAuth({ user: admin }) });
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Monitor global performance and manage your team")).toBeInTheDocument();
    expect(screen.getByText("Alex Morgan")).toBeInTheDocument();
    expect(screen.getByText("System Administrator")).toBeInTheDocument();
    expect(await screen.findByTestId("notification-dot")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Notifications: 2 overdue follow-ups" }),
    ).toHaveAttribute("href", "/followups?dateFilter=overdue");
  });

  it("labels a sales rep by their role and shows no dot without overdue follow-ups", async () => {
    const api = mockApi(adminRoutes({ overdue: 0 }));
    renderScreen(<AdminDashboardPage />);
    expect(screen.getByText("Sales Representative")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET", "/api/followups")).toHaveLength(1));
    expect(api.callsTo("GET", "/api/followups")[0]!.query).toMatchObject({
      dateFilter: "overdue",
      limit: "1",
    });
    await screen.findByTestId("metric-All Clients");
    expect(screen.queryByTestId("notification-dot")).not.toBeInTheDocument();
  });

  it("shows the global figures, closed clients, meetings and top agents", async () => {
    mockApi(adminRoutes());
    renderScreen(<AdminDashboardPage />, { auth: fakeAuth({ user: admin }) });
    expect(await screen.findByTestId("metric-All Clients")).toHaveTextContent("1,234");
    expect(screen.getByTestId("metric-All Sales Users")).toHaveTextContent("3");
    expect(screen.getByTestId("metric-Global Closing Ratio")).toHaveTextContent("62.5%");
    expect(screen.getByTestId("metric-Revenue")).toHaveTextContent("$245,000");

    expect(screen.getByTestId("clients-closed-count")).toHaveTextContent("4");
    expect(screen.getByTestId("clients-closed-delta")).toHaveTextContent("+3 vs last month");

    const meetings = screen.getByRole("list", { name: "Upcoming meetings" });
    expect(within(meetings).getByText("Kick-off call")).toBeInTheDocument();
    expect(within(meetings).getByText("Globex Corp")).toBeInTheDocument();
    expect(within(meetings).getByText(/^Tomorrow, /)).toBeInTheDocument();

    const agents = screen.getByRole("list", { name: "Top sales agents" });
    const [first] = within(agents).getAllByRole("listitem");
    expect(within(first!).getByText("Sarah Chen")).toBeInTheDocument();
    expect(within(first!).getByText("Sales Representative")).toBeInTheDocument();
    expect(within(first!).getByText("$150,000")).toBeInTheDocument();
    expect(within(first!).getByText("66.7% close rate")).toBeInTheDocument();
  });

  it("draws the client growth chart from the twelve months", async () => {
    mockApi(adminRoutes());
    renderScreen(<AdminDashboardPage />, { auth: fakeAuth({ user: admin }) });
    const chart = await screen.findByTestId("client-growth-chart");
    await waitFor(() => expect(chart.querySelector("svg.recharts-surface")).not.toBeNull());
    await waitFor(() => expect(chart.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(12));
    expect(chart.querySelector(".recharts-line-curve")).not.toBeNull();
    expect(within(chart).getByText("Jan")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Clients by month" });
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    expect(within(table).getByRole("rowheader", { name: "Dec 2025" })).toBeInTheDocument();
  });

  it("shows the revenue converted, with its rates date and the won amounts without a rate apart", async () => {
    mockApi(
      adminRoutes({
        answer: {
          ...overview,
          currency: "EUR",
          ratesAsOf: "2026-11-01",
          unconvertedRevenue: [{ currency: "CHF", amount: 9000, deals: 2 }],
        },
      }),
    );
    renderScreen(<AdminDashboardPage />);
    expect(await screen.findByTestId("metric-Revenue")).toHaveTextContent("€245,000");
    const card = screen.getByTestId("metric-Revenue").closest("article")!;
    expect(within(card).getByText("Converted at the rates of Nov 1, 2026")).toBeInTheDocument();
    expect(within(card).getByText("+ CHF 9,000 without a rate")).toHaveAttribute(
      "title",
      "2 deals in CHF, which has no exchange rate: not included in the total",
    );
    expect(screen.getByRole("list", { name: "Top sales agents" })).toHaveTextContent("€150,000");
  });

  it("shows the error with a retry when the overview fails", async () => {
    mockApi(adminRoutes({ answer: () => jsonError(500, { error: "Database unavailable" }) }));
    renderScreen(<AdminDashboardPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
