import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeActivity, makeFollowUp } from "../../test/fixtures";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import DashboardPage from "./DashboardPage";

const kpis = {
  totalClients: 24,
  activeChats: 7,
  closingRatio: 62.5,
  followUpsDue: 3,
  growth: 12.345,
};

function dashboardRoutes(
  overrides: Partial<Record<"kpis" | "activity" | "upcoming" | "overdue", ApiRoute["answer"]>> = {},
): ApiRoute[] {
  return [
    { path: "/api/dashboard/kpis", answer: overrides.kpis ?? { kpis } },
    {
      path: "/api/dashboard/activity",
      answer: overrides.activity ?? { activities: [makeActivity()] },
    },
    {
      path: "/api/followups",
      answer: (call) =>
        call.query.dateFilter === "overdue"
          ? (overrides.overdue ?? { followUps: [], total: 0 })
          : (overrides.upcoming ?? { followUps: [makeFollowUp()], total: 1 }),
    },
  ];
}

const never = () => new Promise<Response>(() => {});

describe("DashboardPage", () => {
  it("greets the signed-in user", async () => {
    mockApi(dashboardRoutes());
    renderScreen(<DashboardPage />);
    expect(screen.getByRole("heading", { name: "Welcome back, Sarah Chen" })).toBeInTheDocument();
  });

  it("shows skeletons while each section loads", () => {
    mockApi(dashboardRoutes({ kpis: never, activity: never, upcoming: never }));
    renderScreen(<DashboardPage />);
    expect(screen.getAllByTestId("kpi-skeleton")).toHaveLength(5);
    expect(screen.getAllByTestId("activity-skeleton")).toHaveLength(6);
  });

  it("shows the five KPIs with the spec's wording", async () => {
    mockApi(dashboardRoutes());
    renderScreen(<DashboardPage />);
    const figures = await screen.findByRole("region", { name: "Key figures" });
    expect(within(figures).getByText("24")).toBeInTheDocument();
    expect(within(figures).getByText("7")).toBeInTheDocument();
    expect(within(figures).getByText("62.5%")).toBeInTheDocument();
    expect(within(figures).getByText("Above target")).toBeInTheDocument();
    expect(within(figures).getByText("3 pending")).toBeInTheDocument();
    expect(within(figures).getByText("+12.3%")).toBeInTheDocument();
    expect(within(figures).getByText("this month")).toBeInTheDocument();
  });

  it("flags a closing ratio under 50% and an empty follow-up queue", async () => {
    mockApi(dashboardRoutes({ kpis: { kpis: { ...kpis, closingRatio: 49.9, followUpsDue: 0 } } }));
    renderScreen(<DashboardPage />);
    expect(await screen.findByText("Needs improvement")).toBeInTheDocument();
    expect(screen.getByText("All caught up!")).toBeInTheDocument();
  });

  it("treats exactly 50% as above target", async () => {
    mockApi(dashboardRoutes({ kpis: { kpis: { ...kpis, closingRatio: 50 } } }));
    renderScreen(<DashboardPage />);
    expect(await screen.findByText("Above target")).toBeInTheDocument();
  });

  it("lists the 3 most recent activities with client, title and relative time", async () => {
    const api = mockApi(
      dashboardRoutes({
        activity: {
          activities: [
            makeActivity({ clientName: "Globex", title: "Asked about pricing" }),
            makeActivity({
              activityType: "client_update",
              clientName: "Initech",
              title: null,
              status: "active",
              createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
            }),
          ],
        },
      }),
    );
    renderScreen(<DashboardPage />);
    const card = await screen.findByRole("region", { name: "Recent Activity" });
    expect(await within(card).findByText("Globex")).toBeInTheDocument();
    expect(within(card).getByText("Asked about pricing")).toBeInTheDocument();
    expect(within(card).getByText("5m ago")).toBeInTheDocument();
    expect(within(card).getByText("Initech")).toBeInTheDocument();
    expect(within(card).getByText("active")).toBeInTheDocument();
    expect(within(card).getByText("3h ago")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/dashboard/activity")[0]!.query.limit).toBe("3");
    expect(within(card).getByRole("link", { name: "View all activity" })).toHaveAttribute(
      "href",
      "/activity",
    );
  });

  it("asks for 3 pending follow-ups due in the next 7 days and shows them", async () => {
    const today = new Date();
    today.setHours(23, 59, 0, 0);
    const api = mockApi(
      dashboardRoutes({
        upcoming: {
          followUps: [
            makeFollowUp({
              title: "Call back about the enterprise plan",
              dueAt: today.toISOString(),
              isAiGenerated: true,
              client: { id: "c1", name: "Globex", company: null, status: "active", email: null },
            }),
          ],
          total: 1,
        },
      }),
    );
    renderScreen(<DashboardPage />);
    const card = await screen.findByRole("region", { name: "Upcoming Follow-ups" });
    expect(await within(card).findByText("Call back about the enter...")).toBeInTheDocument();
    expect(within(card).getByText("Today, 11:59 PM")).toBeInTheDocument();
    expect(within(card).getByText("AI Generated")).toBeInTheDocument();
    expect(within(card).getByText("Globex")).toBeInTheDocument();

    const query = api
      .callsTo("GET", "/api/followups")
      .find((call) => !call.query.dateFilter)!.query;
    expect(query.status).toBe("pending");
    expect(query.limit).toBe("3");
    const window = Date.parse(query.dueDateTo!) - Date.parse(query.dueDateFrom!);
    expect(window).toBe(7 * 24 * 3600 * 1000);
    expect(Math.abs(Date.parse(query.dueDateFrom!) - Date.now())).toBeLessThan(60_000);
    expect(within(card).getByRole("link", { name: "View all follow-ups" })).toHaveAttribute(
      "href",
      "/followups",
    );
  });

  it("shows the empty texts", async () => {
    mockApi(
      dashboardRoutes({ activity: { activities: [] }, upcoming: { followUps: [], total: 0 } }),
    );
    renderScreen(<DashboardPage />);
    expect(await screen.findByText("No recent activities found")).toBeInTheDocument();
    expect(await screen.findByText("No upcoming follow-ups found")).toBeInTheDocument();
    expect(screen.getByText("All caught up for the next 7 days!")).toBeInTheDocument();
  });

  it("shows each section's error and retries only that section", async () => {
    let kpiAttempts = 0;
    let activityAttempts = 0;
    let upcomingAttempts = 0;
    const api = mockApi(
      dashboardRoutes({
        kpis: () =>
          ++kpiAttempts === 1
            ? jsonError(500, { error: "boom" }, "Internal Server Error")
            : { kpis },
        activity: () =>
          ++activityAttempts === 1 ? jsonError(503, {}, "Service Unavailable") : { activities: [] },
        upcoming: () =>
          ++upcomingAttempts === 1
            ? jsonError(502, {}, "Bad Gateway")
            : { followUps: [], total: 0 },
      }),
    );
    const { user } = renderScreen(<DashboardPage />);

    expect(
      await screen.findByText("Failed to fetch KPI data: Internal Server Error"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Failed to fetch activities: Service Unavailable"),
    ).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch follow-ups: Bad Gateway")).toBeInTheDocument();

    const retries = screen.getAllByRole("button", { name: "Try again" });
    expect(retries).toHaveLength(3);
    await user.click(retries[0]!);
    expect(await screen.findByText("Above target")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/dashboard/kpis")).toHaveLength(2);
    expect(api.callsTo("GET", "/api/dashboard/activity")).toHaveLength(1);

    await user.click(screen.getAllByRole("button", { name: "Try again" })[0]!);
    expect(await screen.findByText("No recent activities found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No upcoming follow-ups found")).toBeInTheDocument();
  });

  it("shows a network failure in the section", async () => {
    mockApi(
      dashboardRoutes({
        kpis: () => Promise.reject(Object.assign(new Error(""), { name: "Weird" })),
      }),
    );
    renderScreen(<DashboardPage />);
    expect(await screen.findByText("Network error. Please try again.")).toBeInTheDocument();
  });

  it("counts overdue follow-ups on the bell and hides the count at zero", async () => {
    mockApi(dashboardRoutes({ overdue: { followUps: [], total: 4 } }));
    renderScreen(<DashboardPage />);
    expect(
      await screen.findByRole("link", { name: "Notifications: 4 overdue follow-ups" }),
    ).toHaveAttribute("href", "/followups?dateFilter=overdue");
  });

  it("shows no count when nothing is overdue", async () => {
    mockApi(dashboardRoutes());
    renderScreen(<DashboardPage />);
    await screen.findByText("Above target");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument(),
    );
    expect(screen.queryByText("0")).not.toBeInTheDocument();
  });
});
