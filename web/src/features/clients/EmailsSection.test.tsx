import { screen, within } from "@testing-library/react";
import type { EmailResponse } from "@contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeClient } from "../../test/fixtures";
import { mockApi } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import ClientDetailPage from "./ClientDetailPage";

// The client's mail in its History tab: both ways, with its status; a failed send says why and
// can be retried.

const CLIENT_ID = "55555555-5555-4555-8555-555555555555";
const at = new Date(Date.now() - 3_600_000).toISOString();

const mail = (overrides: Partial<EmailResponse>): EmailResponse => ({
  id: "66666666-6666-4666-8666-666666666666",
  clientId: CLIENT_ID,
  followUpId: null,
  direction: "outbound",
  status: "sent",
  messageId: "<m@crm.test>",
  fromAddress: "crm@crm.test",
  fromName: "Sarah Chen",
  toAddresses: ["joan@umbrella.test"],
  ccAddresses: [],
  subject: "Pricing",
  textBody: "Here is our pricing.",
  error: null,
  sentAt: at,
  receivedAt: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

const failed = mail({
  id: "77777777-7777-4777-8777-777777777777",
  status: "failed",
  subject: "Contract draft",
  sentAt: null,
  error: "The mail server did not take the e-mail: Connection refused",
});
const reply = mail({
  id: "88888888-8888-4888-8888-888888888888",
  direction: "inbound",
  status: "received",
  fromAddress: "joan@umbrella.test",
  fromName: "Joan",
  toAddresses: ["sarah@crm.test"],
  subject: "Re: Pricing",
  textBody: "Looks good, send the contract.",
  sentAt: null,
  receivedAt: at,
});

const overview = {
  path: `/api/clients/${CLIENT_ID}/overview`,
  answer: {
    client: makeClient({ id: CLIENT_ID, name: "Umbrella" }),
    latestAnalysis: null,
    followUps: [],
    documents: [],
    messageCount: 0,
    history: [],
  },
};

afterEach(() => vi.restoreAllMocks());

describe("EmailsSection", () => {
  it("lists the client's mail with its status, and sends a failed one again on Retry", async () => {
    const api = mockApi([
      overview,
      { path: `/api/clients/${CLIENT_ID}/emails`, answer: { emails: [failed, reply, mail({})] } },
      {
        method: "POST",
        path: `/api/emails/${failed.id}/retry`,
        answer: { ...failed, status: "sent", error: null, sentAt: at },
      },
    ]);
    const { user } = renderScreen(<ClientDetailPage />, {
      path: "/clients/:id",
      initialEntry: `/clients/${CLIENT_ID}`,
    });
    await user.click(await screen.findByRole("tab", { name: "History" }));
    const list = await screen.findByRole("list", { name: "E-mails" });
    const [first, second, third] = within(list).getAllByRole("listitem");
    expect(within(first!).getByText("Failed")).toBeInTheDocument();
    expect(within(first!).getByRole("alert")).toHaveTextContent(
      "The mail server did not take the e-mail: Connection refused",
    );
    expect(within(second!).getByText("Received")).toBeInTheDocument();
    expect(within(second!).getByText(/From Joan <joan@umbrella.test>/)).toBeInTheDocument();
    expect(within(second!).getByText("Looks good, send the contract.")).toBeInTheDocument();
    expect(within(third!).getByText("Sent")).toBeInTheDocument();
    expect(within(third!).getByText(/To joan@umbrella.test/)).toBeInTheDocument();
    expect(within(third!).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole("button", { name: "Retry Contract draft" }));
    expect(await screen.findByText("E-mail sent to joan@umbrella.test")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/emails/${failed.id}/retry`)).toHaveLength(1);
  });
});

describe("EmailsSection: a send that never finished", () => {
  it("offers Retry once it has been sending for longer than the contract's limit", async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const stuck = mail({
      status: "sending",
      sentAt: null,
      subject: "Stuck",
      updatedAt: minutesAgo(11),
    });
    const fresh = mail({
      id: "99999999-9999-4999-8999-999999999999",
      status: "sending",
      sentAt: null,
      subject: "Fresh",
      updatedAt: minutesAgo(1),
    });
    mockApi([
      overview,
      { path: `/api/clients/${CLIENT_ID}/emails`, answer: { emails: [stuck, fresh] } },
    ]);
    const { user } = renderScreen(<ClientDetailPage />, {
      path: "/clients/:id",
      initialEntry: `/clients/${CLIENT_ID}`,
    });
    await user.click(await screen.findByRole("tab", { name: "History" }));
    const [first, second] = within(
      await screen.findByRole("list", { name: "E-mails" }),
    ).getAllByRole("listitem");
    expect(within(first!).getByRole("alert")).toHaveTextContent("Sending did not finish");
    expect(within(first!).getByRole("button", { name: "Retry Stuck" })).toBeInTheDocument();
    expect(within(second!).getByText("Sending")).toBeInTheDocument();
    expect(within(second!).queryByRole("button")).not.toBeInTheDocument();
  });
});
