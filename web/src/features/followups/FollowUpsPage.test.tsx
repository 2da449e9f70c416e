import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FollowUp } from "../../lib/types";
import { makeFollowUp } from "../../test/fixtures";
import { listRoute, renderFollowUps, summary } from "../../test/followUpsScreen";
import { jsonError, type mockApi } from "../../test/mockApi";

const daysFromNow = (days: number, hour = 10) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo("GET", "/api/followups");

describe("FollowUpsPage", () => {
  it("shows the title, subtitle and 'Loading follow-ups...'", () => {
    renderFollowUps([listRoute(() => new Promise<Response>(() => {}))]);
    expect(screen.getByRole("heading", { name: "Follow-ups" })).toBeInTheDocument();
    expect(screen.getByText("Manage your client follow-up tasks")).toBeInTheDocument();
    expect(screen.getByText("Loading follow-ups...")).toBeInTheDocument();
  });

  it("shows the summary cards from the API", async () => {
    renderFollowUps([listRoute({ followUps: [makeFollowUp()], total: 1, summary })]);
    const cards = await screen.findByRole("region", { name: "Follow-up summary" });
    await within(cards).findByText("24");
    for (const [label, value] of [
      ["Total Follow-ups", "24"],
      ["Overdue", "3"],
      ["Due Today", "2"],
      ["Completed", "9"],
    ]) {
      const card = within(cards).getByText(label).closest("article")!;
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
  });

  it("shows client, message, due date and status for each follow-up", async () => {
    const longNotes =
      "Bring up the onboarding timeline and confirm who signs off on the budget before the end of the quarter.";
    renderFollowUps([
      listRoute({
        followUps: [
          makeFollowUp({
            title: "Share the revised quote",
            notes: longNotes,
            dueAt: daysFromNow(-2),
            client: {
              id: "c1",
              name: "Globex Corp",
              company: "Globex",
              status: "active",
              email: null,
            },
          }),
          makeFollowUp({
            title: "Check in",
            dueAt: daysFromNow(0),
            client: { id: "c2", name: "Initech", company: null, status: "prospect", email: null },
          }),
          makeFollowUp({
            title: "Demo",
            dueAt: daysFromNow(1),
            status: "snoozed",
            client: { id: "c3", name: "", company: null, status: "prospect", email: null },
          }),
          makeFollowUp({ title: "Contract signed", dueAt: daysFromNow(-5), status: "done" }),
          makeFollowUp({ title: "Quarterly review", dueAt: daysFromNow(6) }),
        ],
        total: 5,
        summary,
      }),
    ]);
    const overdue = (await screen.findByText("Share the revised quote")).closest("tr")!;
    expect(within(overdue).getByText("Globex Corp")).toBeInTheDocument();
    expect(within(overdue).getByText("Globex")).toBeInTheDocument();
    expect(within(overdue).getByText("GC")).toBeInTheDocument();
    expect(within(overdue).getByText(`${longNotes.slice(0, 80)}...`)).toBeInTheDocument();
    expect(within(overdue).getByText("2 days overdue")).toHaveClass("text-red-700");
    expect(within(overdue).getByText("Pending")).toBeInTheDocument();
    expect(
      within(overdue).getByRole("button", { name: "Complete Share the revised quote" }),
    ).toBeInTheDocument();

    const today = screen.getByText("Check in").closest("tr")!;
    expect(within(today).getByText("prospect")).toBeInTheDocument();
    expect(within(today).getByText("Due today")).toHaveClass("text-orange-700");

    const snoozed = screen.getByText("Demo").closest("tr")!;
    expect(within(snoozed).getByText("Unknown Client")).toBeInTheDocument();
    expect(within(snoozed).getByText("prospect")).toBeInTheDocument();
    expect(within(snoozed).getByText("C")).toBeInTheDocument();
    expect(within(snoozed).getByText("Snoozed")).toBeInTheDocument();
    expect(within(snoozed).getByText("Due tomorrow")).toHaveClass("text-yellow-700");
    expect(within(snoozed).getByRole("button", { name: "View Demo" })).toBeInTheDocument();

    const done = screen.getByText("Contract signed").closest("tr")!;
    expect(done).toHaveClass("bg-success/5");
    expect(within(done).getByText("Complete")).toBeInTheDocument();
    expect(within(done).getByText("Completed")).toHaveClass("text-green-700");
    expect(within(done).queryByRole("button", { name: /^Complete/ })).not.toBeInTheDocument();
    expect(within(done).queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();

    const later = screen.getByText("Quarterly review").closest("tr")!;
    expect(within(later).getByText("In 6 days")).toHaveClass("text-base-content/70");
    const dueDate = new Date(daysFromNow(6)).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    expect(within(later).getByText(dueDate)).toBeInTheDocument();
  });

  it("shows 'No follow-ups found'", async () => {
    renderFollowUps([
      listRoute({
        followUps: [],
        total: 0,
        summary: { total: 0, overdue: 0, dueToday: 0, completed: 0 },
      }),
    ]);
    expect(await screen.findByText("No follow-ups found")).toBeInTheDocument();
  });

  it("shows the error's message, or 'Failed to fetch follow-ups'", async () => {
    renderFollowUps([
      listRoute(
        jsonError(400, { error: "timeZone: must be an IANA time zone such as Europe/Warsaw" }),
      ),
    ]);
    expect(
      await screen.findByText("Error: timeZone: must be an IANA time zone such as Europe/Warsaw"),
    ).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch follow-ups'", async () => {
    renderFollowUps([listRoute(new Response("", { status: 500 }))]);
    expect(await screen.findByText("Error: Failed to fetch follow-ups")).toBeInTheDocument();
  });

  it("sends the status, date and search filters to the API", async () => {
    const { api, user } = renderFollowUps([
      listRoute({ followUps: [makeFollowUp()], total: 1, summary }),
    ]);
    await screen.findByText("Send the proposal");
    expect(listCalls(api)[0]!.query).toMatchObject({ limit: "10", offset: "0" });
    expect(listCalls(api)[0]!.query.status).toBeUndefined();
    expect(listCalls(api)[0]!.query.dateFilter).toBeUndefined();

    const status = screen.getByRole("combobox", { name: "Filter by status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ["All Status", "all"],
      ["Pending", "pending"],
      ["Completed", "done"],
    ]);
    await user.selectOptions(status, "done");
    await waitFor(() => expect(listCalls(api).at(-1)!.query.status).toBe("done"));

    const dates = screen.getByRole("combobox", { name: "Filter by due date" });
    expect(
      within(dates)
        .getAllByRole("option")
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ["All Dates", "all"],
      ["Overdue", "overdue"],
      ["Due Today", "today"],
    ]);
    await user.selectOptions(dates, "today");
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.query).toMatchObject({ status: "done", dateFilter: "today" }),
    );
    expect(listCalls(api).at(-1)!.query.timeZone).toBeTruthy();

    await user.type(screen.getByPlaceholderText("Search follow-ups..."), "quote");
    await waitFor(() => expect(listCalls(api).at(-1)!.query.search).toBe("quote"));
    expect(listCalls(api).filter((call) => call.query.search !== undefined)).toHaveLength(1);
  });

  it("starts with the overdue filter when linked from the dashboard bell", async () => {
    const { api } = renderFollowUps(
      [listRoute({ followUps: [], total: 0, summary })],
      "/followups?dateFilter=overdue",
    );
    await screen.findByText("No follow-ups found");
    expect(listCalls(api)[0]!.query.dateFilter).toBe("overdue");
    expect(screen.getByRole("combobox", { name: "Filter by due date" })).toHaveValue("overdue");
  });

  it("pages through the results", async () => {
    const { api, user } = renderFollowUps([
      listRoute((call) => ({
        followUps: Array.from({ length: call.query.offset === "10" ? 4 : 10 }, (_, i) =>
          makeFollowUp({ title: `Task ${Number(call.query.offset) + i + 1}` }),
        ),
        total: 14,
        summary,
      })),
    ]);
    expect(await screen.findByText("Showing 1 to 10 of 14 results")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Showing 11 to 14 of 14 results")).toBeInTheDocument();
    expect(await screen.findByText("Task 11")).toBeInTheDocument();
    expect(listCalls(api).at(-1)!.query.offset).toBe("10");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Showing 1 to 10 of 14 results")).toBeInTheDocument();
  });

  it("edits a follow-up's title, notes and due date", async () => {
    const followUp = makeFollowUp({
      title: "Send the proposal",
      notes: "v2",
      dueAt: daysFromNow(2, 9),
    });
    const { api, user } = renderFollowUps([
      listRoute({ followUps: [followUp], total: 1, summary }),
      {
        method: "PATCH",
        path: `/api/followups/${followUp.id}`,
        answer: (call) => ({ ...followUp, ...(call.body as object) }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Edit Send the proposal" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Follow-up" });
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();

    await user.type(title, "Send the final proposal");
    await user.clear(within(dialog).getByLabelText("Notes"));
    await user.type(within(dialog).getByLabelText("Notes"), "Include the discount");
    const due = within(dialog).getByLabelText(/Due date/);
    await user.clear(due);
    await user.type(due, "2030-03-04T15:30");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("PATCH", `/api/followups/${followUp.id}`)[0]!.body).toEqual({
      title: "Send the final proposal",
      notes: "Include the discount",
      dueAt: new Date(2030, 2, 4, 15, 30).toISOString(),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Follow-up updated");
  });

  it("asks for a due date before saving an edit without one", async () => {
    const followUp = makeFollowUp({ title: "Send the proposal" });
    const { api, user } = renderFollowUps([
      listRoute({ followUps: [followUp], total: 1, summary }),
    ]);
    await user.click(await screen.findByRole("button", { name: "Edit Send the proposal" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Follow-up" });
    await user.clear(within(dialog).getByLabelText(/Due date/));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please choose a due date and time",
    );
    expect(api.callsTo("PATCH", /\/api\/followups\//)).toHaveLength(0);
  });

  it("shows the server's refusal in the edit dialog", async () => {
    const followUp = makeFollowUp();
    const { user } = renderFollowUps([
      listRoute({ followUps: [followUp], total: 1, summary }),
      {
        method: "PATCH",
        path: `/api/followups/${followUp.id}`,
        answer: jsonError(404, { error: "Follow-up not found" }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Edit Send the proposal" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Follow-up" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Error: Follow-up not found")).toBeInTheDocument();
  });

  it("completes a follow-up and shows it as done", async () => {
    let followUps: FollowUp[] = [makeFollowUp({ title: "Send the proposal" })];
    const { api, user } = renderFollowUps([
      listRoute(() => ({ followUps, total: 1, summary })),
      {
        method: "PATCH",
        path: /\/api\/followups\//,
        answer: () => {
          followUps = [{ ...followUps[0]!, status: "done" }];
          return followUps[0]!;
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Complete Send the proposal" }));
    expect(
      await screen.findByRole("button", { name: "View Send the proposal" }),
    ).toBeInTheDocument();
    expect(api.callsTo("PATCH", /\/api\/followups\//)[0]!.body).toEqual({ status: "done" });
    expect(screen.getByText("Send the proposal").closest("tr")).toHaveClass("bg-success/5");
  });

  it("tells the user when completing fails", async () => {
    const { user } = renderFollowUps([
      listRoute({ followUps: [makeFollowUp()], total: 1, summary }),
      { method: "PATCH", path: /\/api\/followups\//, answer: new Response("", { status: 500 }) },
    ]);
    await user.click(await screen.findByRole("button", { name: "Complete Send the proposal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to update follow-up");
  });

  it("opens a done follow-up read-only", async () => {
    const { user } = renderFollowUps([
      listRoute({
        followUps: [
          makeFollowUp({
            title: "Contract signed",
            notes: "Countersigned copy filed",
            status: "done",
          }),
        ],
        total: 1,
        summary,
      }),
    ]);
    await user.click(await screen.findByRole("button", { name: "View Contract signed" }));
    const dialog = screen.getByRole("dialog", { name: "Contract signed" });
    expect(within(dialog).getByText("Countersigned copy filed")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
