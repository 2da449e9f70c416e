import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ClientsPage from "../features/clients/ClientsPage";
import FollowUpsPage from "../features/followups/FollowUpsPage";
import { captureDownloads } from "../test/downloads";
import { jsonError, mockApi, type ApiRoute } from "../test/mockApi";
import { renderScreen } from "../test/renderWithProviders";

const csv = (fileName: string) =>
  new Response("\uFEFFName\r\n", {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });

const routes = (exportAnswer: ApiRoute["answer"]): ApiRoute[] => [
  { path: "/api/clients", answer: { clients: [], total: 0 } },
  {
    path: "/api/followups",
    answer: {
      followUps: [],
      total: 0,
      summary: { total: 0, overdue: 0, dueToday: 0, completed: 0 },
    },
  },
  { path: /\/export$/, answer: exportAnswer },
];

describe("Export CSV", () => {
  it("downloads the clients export with the list's search and filters, without paging", async () => {
    const downloads = captureDownloads();
    const api = mockApi(routes(() => csv("clients-2026-11-24.csv")));
    const { user } = renderScreen(<ClientsPage />, { path: "/clients" });
    await user.type(screen.getByPlaceholderText("Search clients..."), "acme");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by priority" }), "HIGH");
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/clients").at(-1)?.query.search).toBe("acme"),
    );

    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(downloads).toEqual(["clients-2026-11-24.csv"]));
    const [call] = api.callsTo("GET", "/api/clients/export");
    expect(call?.query).toEqual({ search: "acme", priority: "HIGH" });
    expect(call?.headers.accept).toContain("text/csv");
  });

  it("downloads the follow-ups export with the status, date filter and time zone the list uses", async () => {
    const downloads = captureDownloads();
    const api = mockApi(routes(() => csv("followups-2026-11-24.csv")));
    const { user } = renderScreen(<FollowUpsPage />, {
      path: "/followups",
      initialEntry: "/followups?dateFilter=overdue",
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by status" }), "pending");

    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(downloads).toEqual(["followups-2026-11-24.csv"]));
    const {
      limit: _limit,
      offset: _offset,
      ...listed
    } = api.callsTo("GET", "/api/followups").at(-1)!.query;
    expect(api.callsTo("GET", "/api/followups/export")[0]?.query).toEqual(listed);
    expect(listed).toMatchObject({
      status: "pending",
      dateFilter: "overdue",
      timeZone: expect.any(String),
    });
  });

  it("says why when the export is refused", async () => {
    captureDownloads();
    mockApi(routes(() => jsonError(400, { error: "priority: Invalid option" })));
    const { user } = renderScreen(<ClientsPage />, { path: "/clients" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Error: priority: Invalid option")).toBeInTheDocument();
  });
});
