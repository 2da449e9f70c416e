import { screen, waitFor, within } from "@testing-library/react";
import type { EmailResponse } from "@contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FollowUp } from "../../lib/types";
import { makeClient, makeFollowUp } from "../../test/fixtures";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import ClientDetailPage from "../clients/ClientDetailPage";
import type { ClientOverview } from "../clients/clientDetailQueries";

// Send e-mail on a client's follow-up: the dialog prefilled from the follow-up, edited and
// approved by the rep, checked by the contract's schema before it is sent.

const CLIENT_ID = "22222222-2222-4222-8222-222222222222";
const FOLLOW_UP_ID = "33333333-3333-4333-8333-333333333333";

function overview(email: string | null): ClientOverview {
  return {
    client: makeClient({ id: CLIENT_ID, name: "Initech", email }),
    latestAnalysis: null,
    followUps: [],
    documents: [],
    messageCount: 0,
    history: [],
  };
}

function sentEmail(overrides: Partial<EmailResponse> = {}): EmailResponse {
  return {
    id: "44444444-4444-4444-8444-444444444444",
    clientId: CLIENT_ID,
    followUpId: FOLLOW_UP_ID,
    direction: "outbound",
    status: "sent",
    messageId: "<m1@crm.test>",
    fromAddress: "crm@crm.test",
    fromName: "Sarah Chen",
    toAddresses: ["peter@initech.test"],
    ccAddresses: [],
    subject: "Send the TPS report",
    textBody: "Hi Peter",
    error: null,
    sentAt: new Date().toISOString(),
    receivedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function renderFollowUps(
  email: string | null,
  routes: ApiRoute[] = [],
  emailStatus: FollowUp["emailStatus"] = null,
) {
  const api = mockApi([
    { path: `/api/clients/${CLIENT_ID}/overview`, answer: overview(email) },
    {
      path: "/api/followups",
      answer: {
        followUps: [
          makeFollowUp({
            id: FOLLOW_UP_ID,
            title: "Send the TPS report",
            notes: "Hi Peter,\nthe report is attached.",
            clientId: CLIENT_ID,
            emailStatus,
          }),
        ],
        total: 1,
        summary: { total: 1, overdue: 0, dueToday: 0, completed: 0 },
      },
    },
    ...routes,
  ]);
  return {
    api,
    ...renderScreen(<ClientDetailPage />, {
      path: "/clients/:id",
      initialEntry: `/clients/${CLIENT_ID}`,
    }),
  };
}

async function openDialog(user: ReturnType<typeof renderScreen>["user"]) {
  await user.click(await screen.findByRole("tab", { name: "Follow-ups" }));
  await user.click(await screen.findByRole("button", { name: "Send e-mail: Send the TPS report" }));
  return screen.getByRole("dialog", { name: "Send e-mail" });
}

afterEach(() => vi.restoreAllMocks());

describe("SendEmailDialog", () => {
  it("is prefilled with the client's address, the follow-up's title and notes; the rep's edits are sent", async () => {
    const { user, api } = renderFollowUps("peter@initech.test", [
      {
        method: "POST",
        path: `/api/followups/${FOLLOW_UP_ID}/email`,
        answer: () => Response.json(sentEmail(), { status: 201 }),
      },
    ]);
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText("To")).toHaveValue("peter@initech.test");
    expect(within(dialog).getByLabelText("Subject")).toHaveValue("Send the TPS report");
    expect(within(dialog).getByLabelText("Message")).toHaveValue(
      "Hi Peter,\nthe report is attached.",
    );

    await user.clear(within(dialog).getByLabelText("Subject"));
    await user.type(within(dialog).getByLabelText("Subject"), "  TPS report, as promised ");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("E-mail sent to peter@initech.test")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST", `/api/followups/${FOLLOW_UP_ID}/email`).map((c) => c.body)).toEqual([
      {
        to: "peter@initech.test",
        subject: "TPS report, as promised",
        body: "Hi Peter,\nthe report is attached.",
      },
    ]);
  });

  it("checks the draft with the contract's rules before sending anything", async () => {
    const { user, api } = renderFollowUps("peter@initech.test");
    const dialog = await openDialog(user);
    await user.clear(within(dialog).getByLabelText("Message"));
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Body is required")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("To"));
    await user.type(within(dialog).getByLabelText("To"), "peter@");
    await user.type(within(dialog).getByLabelText("Message"), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText("Please enter a valid email address"),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/followups/${FOLLOW_UP_ID}/email`)).toEqual([]);
  });

  it("a failed send closes the dialog and says why; a refused one stays open with the server's words", async () => {
    let answer = (): Response =>
      Response.json(sentEmail({ status: "failed", sentAt: null, error: "Connection refused" }), {
        status: 201,
      });
    const { user } = renderFollowUps("peter@initech.test", [
      { method: "POST", path: `/api/followups/${FOLLOW_UP_ID}/email`, answer: () => answer() },
    ]);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("The e-mail could not be sent: Connection refused"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    answer = () => jsonError(409, { error: "This follow-up has already been e-mailed" });
    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText(/This follow-up has already been e-mailed/),
    ).toBeInTheDocument();
  });

  it("is disabled for a client without an address, saying why", async () => {
    const { user } = renderFollowUps(null);
    await user.click(await screen.findByRole("tab", { name: "Follow-ups" }));
    const button = await screen.findByRole("button", { name: "Send e-mail: Send the TPS report" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", "This client has no e-mail address");
  });

  it.each([
    ["sent", "E-mailed"],
    ["failed", "E-mail failed"],
  ] as const)(
    "marks a follow-up whose mail is %s instead of offering to send it again",
    async (status, badge) => {
      const { user } = renderFollowUps("peter@initech.test", [], status);
      await user.click(await screen.findByRole("tab", { name: "Follow-ups" }));
      const list = await screen.findByRole("list", { name: "Follow-ups" });
      expect(await within(list).findByText(badge)).toBeInTheDocument();
      expect(
        within(list).queryByRole("button", { name: "Send e-mail: Send the TPS report" }),
      ).not.toBeInTheDocument();
    },
  );
});
