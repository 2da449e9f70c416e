import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { DealReason, ExchangeRate, Forecast, PipelineSettings as Settings } from "@contract";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen } from "../../test/renderWithProviders";
import { PipelineInsights } from "./PipelineInsights";
import { PipelineSettings } from "./PipelineSettings";

vi.mock("recharts", async (importOriginal) =>
  (await import("../../test/rechartsAtFixedSize")).rechartsAtFixedSize(importOriginal),
);

const forecast: Forecast = {
  currency: "EUR",
  ratesAsOf: "2026-11-01",
  months: [
    { month: "2026-12", deals: 3, value: 30000, weighted: 12000 },
    { month: "2027-01", deals: 1, value: 10000, weighted: 7500 },
    { month: null, deals: 2, value: 5000, weighted: 500 },
  ],
  unconverted: [{ currency: "CHF", amount: 8000, deals: 1 }],
  reps: [
    { id: "r1", name: "Sarah Chen", won: 3, lost: 1, winRate: 75, avgCycleDays: 41.6 },
    { id: "r2", name: "Marco Rossi", won: 0, lost: 0, winRate: null, avgCycleDays: null },
  ],
  lossReasons: [
    { id: "l1", label: "Went with a competitor", count: 4 },
    { id: "l2", label: "No budget", count: 1 },
  ],
};

const settings: Settings = {
  currency: "EUR",
  probabilities: {
    LEAD: 10,
    QUALIFIED: 25,
    PROPOSAL: 50,
    NEGOTIATION: 75,
    CLOSED_WON: 100,
    CLOSED_LOST: 0,
  },
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const usdRate: ExchangeRate = {
  id: "rate-1",
  currency: "USD",
  rate: 0.92,
  validOn: "2026-11-01",
  createdAt: "2026-11-01T09:00:00.000Z",
};

const reasons: DealReason[] = [
  { id: "w1", kind: "WON", label: "Best price", active: true, sortOrder: 0 },
  { id: "l1", kind: "LOST", label: "Went with a competitor", active: true, sortOrder: 0 },
  { id: "l2", kind: "LOST", label: "Timing", active: false, sortOrder: 1 },
];

function settingsRoutes(extra: ApiRoute[] = []): ApiRoute[] {
  return [
    ...extra,
    { path: "/api/admin/pipeline-settings", answer: settings },
    { path: "/api/admin/exchange-rates", answer: { currency: "EUR", rates: [usdRate] } },
    { path: "/api/admin/deal-reasons", answer: { reasons } },
  ];
}

const asAdmin = { auth: fakeAuth({ user: admin }) };

describe("PipelineInsights", () => {
  beforeAll(() => import("./ForecastChart"), 30_000);

  it("draws the forecast by month with its weighted total, and what each figure counts", async () => {
    mockApi([{ path: "/api/admin/forecast", answer: forecast }]);
    renderScreen(<PipelineInsights />, asAdmin);
    const card = await screen.findByRole("region", { name: "Forecast by Month" });
    expect(within(card).getByText("€20,000")).toHaveAttribute(
      "title",
      "Open deals' values times their stage's win probability, added up, converted to EUR at the rates of Nov 1, 2026",
    );
    expect(within(card).getByText("€45,000")).toHaveAttribute(
      "title",
      expect.stringContaining("every open deal"),
    );
    expect(within(card).getByText("+ CHF 8,000 without a rate")).toBeInTheDocument();
    const chart = within(card).getByTestId("forecast-chart");
    await waitFor(() => expect(chart.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(6));
    const table = within(card).getByRole("table", { name: "Forecast by expected close month" });
    expect(within(table).getByRole("rowheader", { name: "Dec 2026" })).toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: "No date" })).toBeInTheDocument();
  });

  it("shows win rate and average cycle per rep, and the top loss reasons", async () => {
    mockApi([{ path: "/api/admin/forecast", answer: forecast }]);
    renderScreen(<PipelineInsights />, asAdmin);
    const reps = await screen.findByRole("region", { name: "Win Rate and Cycle by Rep" });
    const sarah = within(reps).getByRole("rowheader", { name: "Sarah Chen" }).closest("tr")!;
    expect(within(sarah).getByText("75%")).toBeInTheDocument();
    expect(within(sarah).getByText("42 days")).toBeInTheDocument();
    const marco = within(reps).getByRole("rowheader", { name: "Marco Rossi" }).closest("tr")!;
    expect(within(marco).getAllByText("—")).toHaveLength(2);
    expect(within(reps).getByRole("columnheader", { name: "Win rate" })).toHaveAttribute(
      "title",
      "Won deals out of all closed deals (won + lost)",
    );

    const losses = screen.getByRole("list", { name: "Top loss reasons" });
    const [first] = within(losses).getAllByRole("listitem");
    expect(first).toHaveTextContent("Went with a competitor4");
    expect(first).toHaveAttribute("title", "4 lost deals gave this reason");
  });

  it("asks nothing of the server for a rep", () => {
    const api = mockApi([]);
    renderScreen(
      <>
        <PipelineInsights />
        <PipelineSettings />
      </>,
    );
    expect(screen.queryByRole("region", { name: "Forecast by Month" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Pipeline settings" })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the error with a retry when the forecast fails", async () => {
    mockApi([
      {
        path: "/api/admin/forecast",
        answer: () => jsonError(500, { error: "Database unavailable" }),
      },
    ]);
    renderScreen(<PipelineInsights />, asAdmin);
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
  });
});

describe("PipelineSettings", () => {
  it("saves the currency and the open stages' probabilities", async () => {
    const api = mockApi(
      settingsRoutes([{ method: "PUT", path: "/api/admin/pipeline-settings", answer: settings }]),
    );
    const { user } = renderScreen(<PipelineSettings />, asAdmin);
    const currency = await screen.findByLabelText("Workspace currency");
    expect(currency).toHaveValue("EUR");
    await user.clear(currency);
    await user.type(currency, "usd");
    const lead = screen.getByLabelText("Lead");
    await user.clear(lead);
    await user.type(lead, "15");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(api.callsTo("PUT", "/api/admin/pipeline-settings")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/admin/pipeline-settings")[0]!.body).toEqual({
      currency: "USD",
      probabilities: { LEAD: 15, QUALIFIED: 25, PROPOSAL: 50, NEGOTIATION: 75 },
    });
    expect(await screen.findByText("Pipeline settings saved")).toBeInTheDocument();
  });

  it("refuses a probability over 100 and an unknown currency before sending", async () => {
    const api = mockApi(settingsRoutes());
    const { user } = renderScreen(<PipelineSettings />, asAdmin);
    const currency = await screen.findByLabelText("Workspace currency");
    await user.clear(currency);
    await user.type(currency, "ABC");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("currency: must be an ISO 4217 currency code such as EUR"),
    ).toBeInTheDocument();
    await user.clear(currency);
    await user.type(currency, "EUR");
    const negotiation = screen.getByLabelText("Negotiation");
    await user.clear(negotiation);
    await user.type(negotiation, "120");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/probabilities\.NEGOTIATION/);
    expect(api.callsTo("PUT", "/api/admin/pipeline-settings")).toHaveLength(0);
  });

  it("adds, edits and deletes exchange rates", async () => {
    const api = mockApi(
      settingsRoutes([
        {
          method: "POST",
          path: "/api/admin/exchange-rates",
          answer: { ...usdRate, id: "rate-2", currency: "GBP", rate: 1.15 },
        },
        {
          method: "PATCH",
          path: "/api/admin/exchange-rates/rate-1",
          answer: { ...usdRate, rate: 0.9 },
        },
        { method: "DELETE", path: "/api/admin/exchange-rates/rate-1", answer: { success: true } },
      ]),
    );
    const { user } = renderScreen(<PipelineSettings />, asAdmin);
    const table = await screen.findByRole("table", { name: "Exchange rates" });
    const usd = within(table).getByRole("rowheader", { name: "USD" }).closest("tr")!;
    expect(within(usd).getByText("0.92")).toBeInTheDocument();
    expect(within(usd).getByText("Nov 1, 2026")).toBeInTheDocument();

    const add = screen.getByRole("form", { name: "Add an exchange rate" });
    await user.type(within(add).getByLabelText("Currency"), "gbp");
    await user.type(within(add).getByLabelText("Value in EUR"), "1.15");
    await user.clear(within(add).getByLabelText("Valid from"));
    await user.type(within(add).getByLabelText("Valid from"), "2026-11-15");
    await user.click(within(add).getByRole("button", { name: "Add rate" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/admin/exchange-rates")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/admin/exchange-rates")[0]!.body).toEqual({
      currency: "GBP",
      rate: 1.15,
      validOn: "2026-11-15",
    });

    await user.click(within(usd).getByRole("button", { name: "Edit the USD rate of 2026-11-01" }));
    const edit = screen.getByRole("form", { name: "Edit the USD rate" });
    await user.clear(within(edit).getByLabelText("Rate"));
    await user.type(within(edit).getByLabelText("Rate"), "0.9");
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.callsTo("PATCH", "/api/admin/exchange-rates/rate-1")).toHaveLength(1),
    );
    expect(api.callsTo("PATCH", "/api/admin/exchange-rates/rate-1")[0]!.body).toEqual({
      rate: 0.9,
      validOn: "2026-11-01",
    });

    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Edit the USD rate" })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole("button", { name: "Delete the USD rate of 2026-11-01" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Exchange Rate" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(api.callsTo("DELETE", "/api/admin/exchange-rates/rate-1")).toHaveLength(1),
    );
    expect(await screen.findByText("The USD rate was deleted")).toBeInTheDocument();
  });

  it("shows the server's refusal of a rate", async () => {
    mockApi(
      settingsRoutes([
        {
          method: "POST",
          path: "/api/admin/exchange-rates",
          answer: () => jsonError(409, { error: "USD already has a rate on 2026-11-01" }),
        },
      ]),
    );
    const { user } = renderScreen(<PipelineSettings />, asAdmin);
    const add = await screen.findByRole("form", { name: "Add an exchange rate" });
    await user.type(within(add).getByLabelText("Currency"), "USD");
    await user.type(within(add).getByLabelText("Value in EUR"), "0.95");
    await user.click(within(add).getByRole("button", { name: "Add rate" }));
    expect(await within(add).findByRole("alert")).toHaveTextContent(
      "Error: USD already has a rate on 2026-11-01",
    );
  });

  it("lists win and loss reasons, adds one and retires one", async () => {
    const api = mockApi(
      settingsRoutes([
        {
          method: "POST",
          path: "/api/admin/deal-reasons",
          answer: { id: "w2", kind: "WON", label: "Great demo", active: true, sortOrder: 1 },
        },
        {
          method: "PATCH",
          path: "/api/admin/deal-reasons/l1",
          answer: { ...reasons[1]!, active: false },
        },
      ]),
    );
    const { user } = renderScreen(<PipelineSettings />, asAdmin);
    const wins = await screen.findByRole("region", { name: "Win reasons" });
    const losses = screen.getByRole("region", { name: "Loss reasons" });
    expect(within(wins).getByText("Best price")).toBeInTheDocument();
    expect(within(losses).getByText("Timing")).toHaveClass("line-through");
    expect(within(losses).getByRole("button", { name: "Restore Timing" })).toBeInTheDocument();

    await user.type(within(wins).getByLabelText("New win reason"), "Great demo");
    await user.click(within(wins).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/admin/deal-reasons")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/admin/deal-reasons")[0]!.body).toEqual({
      kind: "WON",
      label: "Great demo",
    });

    await user.click(within(losses).getByRole("button", { name: "Retire Went with a competitor" }));
    await waitFor(() => expect(api.callsTo("PATCH", "/api/admin/deal-reasons/l1")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/admin/deal-reasons/l1")[0]!.body).toEqual({ active: false });
  });
});
