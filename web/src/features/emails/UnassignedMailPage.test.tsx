import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UnassignedEmailResponse } from "@contract";
import { makeClient } from "../../test/fixtures";
import { jsonError, mockApi } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen } from "../../test/renderWithProviders";
import UnassignedMailPage from "./UnassignedMailPage";

const mail: UnassignedEmailResponse = {
  id: "e1",
  ownerId: "u1",
  ownerName: "Sarah Rep",
  fromAddress: "lea@lead.test",
  fromName: "Lea Lead",
  subject: "عرض الأسعار 📎",
  snippet: "Hi, we met at the fair — could you send the price list?",
  attachmentCount: 2,
  receivedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};
const acme = makeClient({ id: "c1", name: "Acme Buyer", company: "Acme" });

function renderPage(
  emails = [mail],
  inboundAddress: string | null = "crm@inbound.example.com",
  auth = fakeAuth(),
) {
  const api = mockApi([
    { path: "/api/emails/unassigned", answer: { inboundAddress, emails } },
    {
      path: "/api/clients",
      answer: ({ query }) => ({
        clients: query.search && !"acme".includes(query.search.toLowerCase()) ? [] : [acme],
        total: 1,
      }),
    },
    { method: "POST", path: "/api/emails/e1/assign", answer: { id: "e1", clientId: "c1" } },
    {
      method: "POST",
      path: "/api/emails/e1/create-client",
      answer: jsonError(404, { error: "E-mail not found" }),
    },
  ]);
  return { api, ...renderScreen(<UnassignedMailPage />, { path: "/emails/unassigned", auth }) };
}

describe("UnassignedMailPage", () => {
  it("shows the capture address and each mail's sender, subject, time and snippet", async () => {
    renderPage();
    expect(await screen.findByText("crm@inbound.example.com")).toBeInTheDocument();
    expect(screen.getByText(/BCC or forward client mail to/)).toBeInTheDocument();
    const row = (await screen.findByText("عرض الأسعار 📎")).closest("tr")!;
    expect(within(row).getByText("Lea Lead")).toBeInTheDocument();
    expect(within(row).getByText("lea@lead.test")).toBeInTheDocument();
    expect(within(row).getByText(mail.snippet)).toBeInTheDocument();
    expect(within(row).getByText("2h ago")).toBeInTheDocument();
    expect(within(row).getByTitle("2 attachment(s)")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Rep" })).not.toBeInTheDocument();
  });

  it("names each mail's rep for an admin, who sees every rep's", async () => {
    renderPage([mail], "crm@inbound.example.com", fakeAuth({ user: admin }));
    expect(await screen.findByRole("columnheader", { name: "Rep" })).toBeInTheDocument();
    const row = (await screen.findByText("عرض الأسعار 📎")).closest("tr")!;
    expect(within(row).getByText("Sarah Rep")).toBeInTheDocument();
  });

  it("says so when nothing waits, and when capture is not set up", async () => {
    renderPage([], null);
    expect(await screen.findByText("No unassigned mail found")).toBeInTheDocument();
    expect(screen.getByText(/Capturing client mail is not set up/)).toBeInTheDocument();
  });

  it("assigns a mail to a client picked by search", async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole("button", { name: /Assign ".*" to client/ }));
    const dialog = await screen.findByRole("dialog", { name: "Assign to client" });
    const assign = within(dialog).getByRole("button", { name: "Assign" });
    expect(assign).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText("Search clients"), "zzz");
    expect(await within(dialog).findByText("No clients found")).toBeInTheDocument();
    await user.clear(within(dialog).getByPlaceholderText("Search clients"));
    await user.type(within(dialog).getByPlaceholderText("Search clients"), "acme");
    await user.click(await within(dialog).findByRole("radio", { name: /Acme Buyer/ }));
    await user.click(assign);
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "/api/emails/e1/assign",
          body: { clientId: "c1" },
        }),
      ),
    );
    expect(await screen.findByText("Mail assigned")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows why creating a client failed", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: /Create client from/ }));
    expect(await screen.findByText("E-mail not found")).toBeInTheDocument();
  });
});
