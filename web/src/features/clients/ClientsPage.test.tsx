import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Client } from "../../lib/types";
import { makeClient } from "../../test/fixtures";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import ClientsPage from "./ClientsPage";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();

function listRoute(answer: ApiRoute["answer"]): ApiRoute {
  return { path: "/api/clients", answer };
}

function renderClients(routes: ApiRoute[]) {
  const api = mockApi(routes);
  return { api, ...renderScreen(<ClientsPage />, { path: "/clients" }) };
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo("GET", "/api/clients");

async function openRowAction(
  user: ReturnType<typeof renderScreen>["user"],
  name: string,
  action: string,
) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await user.click(screen.getByRole("menuitem", { name: action }));
}

describe("ClientsPage", () => {
  it("shows 'Loading clients...' while the list loads", () => {
    renderClients([listRoute(() => new Promise<Response>(() => {}))]);
    expect(screen.getByText("Loading clients...")).toBeInTheDocument();
  });

  it("shows each client's name, badges, real stage, last interaction and next follow-up", async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 30, 0, 0);
    renderClients([
      listRoute({
        clients: [
          makeClient({
            name: "Globex",
            company: "Globex Corporation",
            status: "active",
            stage: "CLOSED_WON",
            priority: "HIGH",
            updatedAt: hoursAgo(2),
            nextFollowUp: {
              id: "f1",
              title: "Kick-off call",
              dueAt: tomorrow.toISOString(),
              isAiGenerated: true,
            },
          }),
          makeClient({
            name: "Initech",
            company: null,
            email: "bill@initech.test",
            status: "churned",
            stage: "CLOSED_LOST",
            priority: "LOW",
          }),
          makeClient({
            name: "Hooli",
            company: null,
            email: null,
            status: "inactive",
            stage: "NEGOTIATION",
          }),
        ],
        total: 3,
      }),
    ]);
    const globex = (await screen.findByText("Globex")).closest("tr")!;
    expect(within(globex).getByText("Globex Corporation")).toBeInTheDocument();
    expect(within(globex).getByText("Active")).toBeInTheDocument();
    expect(within(globex).getByText("Won")).toBeInTheDocument();
    expect(within(globex).getByText("High")).toBeInTheDocument();
    expect(within(globex).getByText("2h ago")).toBeInTheDocument();
    expect(within(globex).getByText("Tomorrow, 9:30 AM")).toBeInTheDocument();
    expect(within(globex).getByText("Kick-off call")).toBeInTheDocument();

    const initech = screen.getByText("Initech").closest("tr")!;
    expect(within(initech).getByText("bill@initech.test")).toBeInTheDocument();
    expect(within(initech).getByText("Churned")).toBeInTheDocument();
    expect(within(initech).getByText("Lost")).toBeInTheDocument();
    expect(within(initech).getByText("No follow-up")).toBeInTheDocument();

    const hooli = screen.getByText("Hooli").closest("tr")!;
    expect(within(hooli).getByText("No company")).toBeInTheDocument();
    expect(within(hooli).getByText("Negotiation")).toBeInTheDocument();
    expect(within(hooli).getByText("Medium")).toBeInTheDocument();
  });

  it("shows 'No clients found' for an empty list", async () => {
    renderClients([listRoute({ clients: [], total: 0 })]);
    expect(await screen.findByText("No clients found")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("shows the server's error, or 'Failed to fetch clients'", async () => {
    renderClients([listRoute(jsonError(400, { error: "search: is too long or too large" }))]);
    expect(await screen.findByText("Error: search: is too long or too large")).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch clients' when the answer has no message", async () => {
    renderClients([listRoute(new Response("", { status: 400 }))]);
    expect(await screen.findByText("Error: Failed to fetch clients")).toBeInTheDocument();
  });

  it("asks for 10 per page with no filters, then searches on the server after typing stops", async () => {
    const { api, user } = renderClients([listRoute({ clients: [makeClient()], total: 1 })]);
    await screen.findByText("Acme Corp");
    expect(listCalls(api)[0]!.query).toEqual({ limit: "10", offset: "0" });

    await user.type(screen.getByPlaceholderText("Search clients..."), "glob");
    await waitFor(() => expect(listCalls(api).at(-1)!.query.search).toBe("glob"));
    expect(listCalls(api).filter((call) => call.query.search !== undefined)).toHaveLength(1);
  });

  it("sends the status and priority filters and leaves out 'all'", async () => {
    const { api, user } = renderClients([listRoute({ clients: [makeClient()], total: 1 })]);
    await screen.findByText("Acme Corp");
    const status = screen.getByRole("combobox", { name: "Filter by status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Status", "Active", "Prospect", "Inactive", "Churned"]);
    await user.selectOptions(status, "active");
    await waitFor(() => expect(listCalls(api).at(-1)!.query.status).toBe("active"));

    const priority = screen.getByRole("combobox", { name: "Filter by priority" });
    expect(
      within(priority)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Priority", "High", "Medium", "Low"]);
    await user.selectOptions(priority, "HIGH");
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.query).toMatchObject({ status: "active", priority: "HIGH" }),
    );

    await user.selectOptions(status, "all");
    await waitFor(() => expect(listCalls(api).at(-1)!.query.status).toBeUndefined());
  });

  it("pages through the results and starts over when a filter changes", async () => {
    const page = (offset: number) =>
      Array.from({ length: offset === 20 ? 3 : 10 }, (_, i) =>
        makeClient({ name: `Client ${offset + i + 1}` }),
      );
    const { api, user } = renderClients([
      listRoute((call) => ({ clients: page(Number(call.query.offset)), total: 23 })),
    ]);
    expect(await screen.findByText("Showing 1 to 10 of 23 results")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 11 to 20 of 23 results")).toBeInTheDocument();
    expect(listCalls(api).at(-1)!.query.offset).toBe("10");
    expect(await screen.findByText("Client 11")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Showing 21 to 23 of 23 results")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");

    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by priority" }), "LOW");
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.query).toMatchObject({ priority: "LOW", offset: "0" }),
    );
    expect(await screen.findByText("Showing 1 to 10 of 23 results")).toBeInTheDocument();
  });

  it("adds a client: the button waits for a name, then posts and refreshes the list", async () => {
    let clients: Client[] = [];
    const { api, user } = renderClients([
      listRoute(() => ({ clients, total: clients.length })),
      {
        method: "POST",
        path: "/api/clients",
        answer: (call) => {
          const created = makeClient(call.body as Partial<Client>);
          clients = [created];
          return Response.json(created, { status: 201 });
        },
      },
    ]);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Client" });
    const submit = within(dialog).getByRole("button", { name: "Add Client" });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), "   ");
    expect(submit).toBeDisabled();

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), "Wayne Enterprises");
    await user.type(within(dialog).getByLabelText("Email"), "bruce@wayne.test");
    await user.type(within(dialog).getByLabelText("Company"), "Wayne");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "HIGH");
    await user.selectOptions(within(dialog).getByLabelText("Deal Stage"), "QUALIFIED");
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/clients")[0]!.body).toEqual({
      name: "Wayne Enterprises",
      email: "bruce@wayne.test",
      phone: null,
      company: "Wayne",
      status: "prospect",
      stage: "QUALIFIED",
      priority: "HIGH",
      notes: null,
      currency: "USD",
    });
    expect(await screen.findByText("Wayne Enterprises")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Wayne Enterprises was added");
  });

  it("keeps the add dialog open with the error when the server refuses", async () => {
    const { user } = renderClients([
      listRoute({ clients: [], total: 0 }),
      {
        method: "POST",
        path: "/api/clients",
        answer: jsonError(400, { error: "Please enter a valid email address" }),
      },
    ]);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Client" });
    await user.type(within(dialog).getByLabelText(/Name/), "Bad Email Inc");
    await user.type(within(dialog).getByLabelText("Email"), "bad@email.test");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    expect(
      await within(dialog).findByText("Error: Please enter a valid email address"),
    ).toBeInTheDocument();
  });

  it("checks the email with the contract's rule under the field before sending", async () => {
    const { api, user } = renderClients([listRoute({ clients: [], total: 0 })]);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Client" });
    await user.type(within(dialog).getByLabelText(/Name/), "Bad Email Inc");
    const email = within(dialog).getByLabelText("Email");
    await user.type(email, "nope");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", "/api/clients")).toHaveLength(0);
  });

  it("says 'Failed to create client' when the refusal carries no message", async () => {
    const { user } = renderClients([
      listRoute({ clients: [], total: 0 }),
      { method: "POST", path: "/api/clients", answer: new Response("", { status: 500 }) },
    ]);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Client" });
    await user.type(within(dialog).getByLabelText(/Name/), "Acme");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    expect(await within(dialog).findByText("Error: Failed to create client")).toBeInTheDocument();
  });

  it("edits a client: the name is required and the update is sent with PUT", async () => {
    const client = makeClient({
      name: "Globex",
      company: "Globex Corp",
      email: "hank@globex.test",
      status: "active",
      stage: "PROPOSAL",
    });
    const { api, user } = renderClients([
      listRoute({ clients: [client], total: 1 }),
      {
        method: "PUT",
        path: `/api/clients/${client.id}`,
        answer: (call) => ({ ...client, ...(call.body as object) }),
      },
    ]);
    await openRowAction(user, "Globex", "Edit Client");
    const dialog = screen.getByRole("dialog", { name: "Edit Client" });
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(dialog).getByLabelText("Deal Stage")).toHaveValue("PROPOSAL");

    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(within(dialog).getByText("Client name is required")).toBeInTheDocument();
    expect(api.callsTo("PUT", /\/api\/clients\//)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), "Globex International");
    await user.selectOptions(within(dialog).getByLabelText("Status"), "inactive");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("PUT", `/api/clients/${client.id}`)[0]!.body).toEqual({
      name: "Globex International",
      clientId: "Globex Corp",
      email: "hank@globex.test",
      phone: null,
      company: "Globex Corp",
      priority: "MEDIUM",
      notes: null,
      status: "inactive",
      stage: "PROPOSAL",
      dealValue: null,
      currency: "USD",
    });
  });

  it("shows 'Failed to update client' in the edit dialog when saving fails", async () => {
    const client = makeClient({ name: "Globex" });
    const { user } = renderClients([
      listRoute({ clients: [client], total: 1 }),
      {
        method: "PUT",
        path: `/api/clients/${client.id}`,
        answer: new Response("", { status: 500 }),
      },
    ]);
    await openRowAction(user, "Globex", "Edit Client");
    const dialog = screen.getByRole("dialog", { name: "Edit Client" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Error: Failed to update client")).toBeInTheDocument();
  });

  it("shows a client's details with Close, Edit Client and a link to the full page", async () => {
    const client = makeClient({ name: "Globex", phone: "+1 555 0100", notes: "Met at the expo" });
    const { user } = renderClients([listRoute({ clients: [client], total: 1 })]);
    await openRowAction(user, "Globex", "View Details");
    const dialog = screen.getByRole("dialog", { name: "Client Details" });
    expect(within(dialog).getByText("+1 555 0100")).toBeInTheDocument();
    expect(within(dialog).getByText("Met at the expo")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "View full page" })).toHaveAttribute(
      "href",
      `/clients/${client.id}`,
    );

    await user.click(within(dialog).getByRole("button", { name: "Edit Client" }));
    expect(screen.getByRole("dialog", { name: "Edit Client" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: /^Globex/ }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Client Details" })).getByRole("button", {
        name: "Close",
      }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes a dialog with Escape", async () => {
    const { user } = renderClients([listRoute({ clients: [], total: 0 })]);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("deletes a client after confirmation", async () => {
    let clients = [makeClient({ name: "Globex" })];
    const { api, user } = renderClients([
      listRoute(() => ({ clients, total: clients.length })),
      {
        method: "DELETE",
        path: /\/api\/clients\//,
        answer: () => {
          clients = [];
          return { success: true };
        },
      },
    ]);
    await openRowAction(user, "Globex", "Delete Client");
    const dialog = screen.getByRole("dialog", { name: "Delete Client" });
    expect(
      within(dialog).getByText(
        "Are you sure you want to delete Globex? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No clients found")).toBeInTheDocument();
    expect(api.callsTo("DELETE", /\/api\/clients\//)).toHaveLength(1);
  });

  it("shows 'Failed to delete client' when the delete fails", async () => {
    const { user } = renderClients([
      listRoute({ clients: [makeClient({ name: "Globex" })], total: 1 }),
      { method: "DELETE", path: /\/api\/clients\//, answer: new Response("", { status: 500 }) },
    ]);
    await openRowAction(user, "Globex", "Delete Client");
    const dialog = screen.getByRole("dialog", { name: "Delete Client" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText("Error: Failed to delete client")).toBeInTheDocument();
  });
});
