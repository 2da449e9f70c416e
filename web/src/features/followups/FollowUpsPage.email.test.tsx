import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FollowUp } from "../../lib/types";
import { makeFollowUp } from "../../test/fixtures";
import { listRoute, renderFollowUps, summary } from "../../test/followUpsScreen";

describe("FollowUpsPage: sending a follow-up by e-mail", () => {
  it("offers Send e-mail on an open follow-up not yet sent; not for a done or sent one, disabled without an address", async () => {
    renderFollowUps([
      listRoute({
        followUps: [
          makeFollowUp({ title: "Send the quote" }),
          makeFollowUp({
            title: "Call Initech",
            client: { id: "c2", name: "Initech", company: null, status: "active", email: null },
          }),
          makeFollowUp({ title: "Contract signed", status: "done" }),
          makeFollowUp({ title: "Pricing sent", emailStatus: "sent" }),
          makeFollowUp({ title: "Offer bounced", emailStatus: "failed" }),
        ],
        total: 5,
        summary,
      }),
    ]);
    expect(
      await screen.findByRole("button", { name: "Send e-mail: Send the quote" }),
    ).toBeEnabled();
    const noAddress = screen.getByRole("button", { name: "Send e-mail: Call Initech" });
    expect(noAddress).toBeDisabled();
    expect(noAddress).toHaveAttribute("title", "This client has no e-mail address");
    for (const title of ["Contract signed", "Pricing sent", "Offer bounced"]) {
      expect(screen.queryByRole("button", { name: `Send e-mail: ${title}` })).toBeNull();
    }
    const row = (title: string) => screen.getByText(title).closest("tr")!;
    expect(within(row("Pricing sent")).getByText("E-mailed")).toBeInTheDocument();
    expect(within(row("Offer bounced")).getByText("E-mail failed")).toBeInTheDocument();
    expect(within(row("Send the quote")).queryByText(/E-mail/)).toBeNull();
  });

  it("sends the approved draft to the client's address, then shows the row as e-mailed", async () => {
    let followUps: FollowUp[] = [
      makeFollowUp({
        id: "f1",
        title: "Send the quote",
        notes: "Hi Dana,\nhere is the quote.",
        client: {
          id: "c1",
          name: "Globex Corp",
          company: "Globex",
          status: "active",
          email: "dana@globex.test",
        },
      }),
    ];
    const { api, user } = renderFollowUps([
      listRoute(() => ({ followUps, total: 1, summary })),
      {
        method: "POST",
        path: "/api/followups/f1/email",
        answer: () => {
          followUps = [{ ...followUps[0]!, emailStatus: "sent" }];
          return Response.json(
            { status: "sent", toAddresses: ["dana@globex.test"], error: null },
            { status: 201 },
          );
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Send e-mail: Send the quote" }));
    const dialog = screen.getByRole("dialog", { name: "Send e-mail" });
    expect(within(dialog).getByText("Globex Corp")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("To")).toHaveValue("dana@globex.test");
    expect(within(dialog).getByLabelText("Subject")).toHaveValue("Send the quote");
    await user.type(within(dialog).getByLabelText("Message"), "\nBest, Sarah");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("E-mail sent to dana@globex.test")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST", "/api/followups/f1/email").map((call) => call.body)).toEqual([
      {
        to: "dana@globex.test",
        subject: "Send the quote",
        body: "Hi Dana,\nhere is the quote.\nBest, Sarah",
      },
    ]);
    const row = screen.getByText("Send the quote").closest("tr")!;
    expect(await within(row).findByText("E-mailed")).toBeInTheDocument();
    expect(
      within(row).queryByRole("button", { name: "Send e-mail: Send the quote" }),
    ).not.toBeInTheDocument();
  });
});
