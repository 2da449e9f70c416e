import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Client } from "../../lib/types";
import { makeClient } from "../../test/fixtures";
import { mockApi } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import ClientsPage from "./ClientsPage";

// The deal value and its currency in the Add New Client and Edit Client dialogs.

function renderWith(client: Client | null) {
  const api = mockApi([
    { path: "/api/clients", answer: { clients: client ? [client] : [], total: client ? 1 : 0 } },
    {
      method: "POST",
      path: "/api/clients",
      answer: (call) => Response.json(makeClient(call.body as Partial<Client>), { status: 201 }),
    },
    ...(client
      ? [
          {
            method: "PUT",
            path: `/api/clients/${client.id}`,
            answer: (call: { body: unknown }) => ({ ...client, ...(call.body as object) }),
          },
        ]
      : []),
  ]);
  return { api, ...renderScreen(<ClientsPage />, { path: "/clients" }) };
}

async function openEdit(user: ReturnType<typeof renderScreen>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  await user.click(screen.getByRole("menuitem", { name: "Edit Client" }));
  return screen.getByRole("dialog", { name: "Edit Client" });
}

const putBody = (api: ReturnType<typeof mockApi>, client: Client) =>
  api.callsTo("PUT", `/api/clients/${client.id}`)[0]!.body as Record<string, unknown>;

describe("ClientFormDialog: deal value and currency", () => {
  it("shows the client's deal value and currency, keeping a currency outside the short list", async () => {
    const client = makeClient({ name: "Globex", dealValue: 48000.5, currency: "SEK" });
    const { user } = renderWith(client);
    const dialog = await openEdit(user, "Globex");

    const dealValue = within(dialog).getByLabelText("Deal Value");
    expect(dealValue).toHaveValue(48000.5);
    expect(dealValue).toHaveAttribute("type", "number");
    expect(dealValue).toHaveAttribute("min", "0");
    expect(dealValue).toHaveAttribute("step", "0.01");
    expect(dealValue).toHaveAttribute("inputmode", "decimal");
    expect(dealValue).not.toBeRequired();

    const currency = within(dialog).getByLabelText("Currency");
    expect(currency).toHaveValue("SEK");
    expect(
      within(currency)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["USD", "EUR", "GBP", "PLN", "JPY", "CHF", "CAD", "AUD", "SEK"]);
  });

  it("sends the changed deal value and currency with the update", async () => {
    const client = makeClient({ name: "Globex", dealValue: 1000, currency: "USD" });
    const { api, user } = renderWith(client);
    const dialog = await openEdit(user, "Globex");
    expect(within(dialog).getByLabelText("Deal Value")).toHaveValue(1000);

    await user.clear(within(dialog).getByLabelText("Deal Value"));
    await user.type(within(dialog).getByLabelText("Deal Value"), "48000.50");
    await user.selectOptions(within(dialog).getByLabelText("Currency"), "EUR");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(putBody(api, client)).toMatchObject({
      name: "Globex",
      dealValue: 48000.5,
      currency: "EUR",
    });
  });

  it("clears the deal value with null when the field is emptied", async () => {
    const client = makeClient({ name: "Globex", dealValue: 250000, currency: "PLN" });
    const { api, user } = renderWith(client);
    const dialog = await openEdit(user, "Globex");

    await user.clear(within(dialog).getByLabelText("Deal Value"));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const body = putBody(api, client);
    expect(body).toHaveProperty("dealValue", null);
    expect(body).toHaveProperty("currency", "PLN");
  });

  it("refuses a negative deal value under the field and sends nothing until it is fixed", async () => {
    const client = makeClient({ name: "Globex" });
    const { api, user } = renderWith(client);
    const dialog = await openEdit(user, "Globex");
    const dealValue = within(dialog).getByLabelText("Deal Value");

    await user.type(dealValue, "-5");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const error = within(dialog).getByText("Deal value must be a positive number");
    expect(dealValue).toHaveAttribute("aria-invalid", "true");
    expect(dealValue).toHaveAttribute("aria-describedby", error.id);
    expect(dealValue).toHaveAccessibleDescription("Deal value must be a positive number");
    expect(api.callsTo("PUT", /\/api\/clients\//)).toHaveLength(0);

    // Typing again takes the message away.
    await user.clear(dealValue);
    expect(
      within(dialog).queryByText("Deal value must be a positive number"),
    ).not.toBeInTheDocument();
    expect(dealValue).not.toHaveAttribute("aria-invalid");

    await user.type(dealValue, "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(
      within(dialog).getByText("Deal value can have at most 2 decimal places"),
    ).toBeInTheDocument();
    expect(api.callsTo("PUT", /\/api\/clients\//)).toHaveLength(0);

    await user.clear(dealValue);
    await user.type(dealValue, "12.34");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(putBody(api, client)).toMatchObject({ dealValue: 12.34, currency: "USD" });
  });

  it("a new client starts in USD with no deal value; one typed is sent with it", async () => {
    const { api, user } = renderWith(null);
    await screen.findByText("No clients found");
    await user.click(screen.getByRole("button", { name: "Add Client" }));
    let dialog = screen.getByRole("dialog", { name: "Add New Client" });
    expect(within(dialog).getByLabelText("Deal Value")).toHaveValue(null);
    expect(within(dialog).getByLabelText("Currency")).toHaveValue("USD");

    await user.type(within(dialog).getByLabelText(/Name/), "No Deal Yet");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const first = api.callsTo("POST", "/api/clients")[0]!.body as Record<string, unknown>;
    expect(first).not.toHaveProperty("dealValue");
    expect(first).toHaveProperty("currency", "USD");

    await user.click(screen.getByRole("button", { name: "Add Client" }));
    dialog = screen.getByRole("dialog", { name: "Add New Client" });
    await user.type(within(dialog).getByLabelText(/Name/), "Big Deal");
    await user.type(within(dialog).getByLabelText("Deal Value"), "1500");
    await user.selectOptions(within(dialog).getByLabelText("Currency"), "GBP");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/clients")[1]!.body).toMatchObject({
      name: "Big Deal",
      dealValue: 1500,
      currency: "GBP",
    });
  });
});
