import { screen, waitFor, within } from "@testing-library/react";
import type { InvitationResponse } from "@contract";
import { describe, expect, it } from "vitest";
import type { User } from "../../lib/types";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen, sarah } from "../../test/renderWithProviders";
import UsersPage from "./UsersPage";

const nora: InvitationResponse = {
  id: "00000000-0000-4000-8000-000000000007",
  name: "Nora Invited",
  email: "nora@example.com",
  username: "nora",
  role: "ADMIN",
  invitedAt: "2026-11-20T09:30:00.000Z",
};
const noraAccount: User = { ...nora, avatarUrl: null };

function renderUsers(routes: ApiRoute[], currentUser: User = admin) {
  const api = mockApi(routes);
  return {
    api,
    ...renderScreen(<UsersPage />, { path: "/users", auth: fakeAuth({ user: currentUser }) }),
  };
}

const pendingSection = () => screen.getByRole("region", { name: "Pending invitations" });

describe("UsersPage invitations", () => {
  it("lists pending invitations with email, name, role and invited date; their accounts read 'Invited'", async () => {
    renderUsers([
      { path: "/api/users", answer: { users: [admin, noraAccount] } },
      { path: "/api/users/invitations", answer: { invitations: [nora] } },
    ]);
    const row = (await within(pendingSection()).findByText("nora@example.com")).closest("tr")!;
    expect(within(row).getByText("Nora Invited")).toBeInTheDocument();
    expect(within(row).getByText("ADMIN")).toHaveClass("text-purple-700");
    expect(within(row).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Resend the invitation to nora@example.com" }),
    ).toBeEnabled();

    const userList = screen.getByRole("region", { name: "User list" });
    const noraRow = (await within(userList).findByText("Nora Invited")).closest("tr")!;
    expect(within(noraRow).getByText("Invited")).toBeInTheDocument();
    expect(within(noraRow).queryByText("Active")).not.toBeInTheDocument();
    const adminRow = within(userList).getByText("Alex Morgan").closest("tr")!;
    expect(within(adminRow).getByText("Active")).toBeInTheDocument();
  });

  it("says when no invitation is pending", async () => {
    renderUsers([
      { path: "/api/users", answer: { users: [admin] } },
      { path: "/api/users/invitations", answer: { invitations: [] } },
    ]);
    expect(
      await within(pendingSection()).findByText("No pending invitations found"),
    ).toBeInTheDocument();
  });

  it("shows the list's error", async () => {
    renderUsers([
      { path: "/api/users", answer: { users: [admin] } },
      { path: "/api/users/invitations", answer: new Response("", { status: 500 }) },
    ]);
    expect(
      await within(pendingSection()).findByText("Error: Failed to fetch invitations"),
    ).toBeInTheDocument();
  });

  it("a rep sees neither the invitations nor an enabled Invite user, and nothing is fetched", async () => {
    const { api } = renderUsers([{ path: "/api/users", answer: { users: [admin, sarah] } }], sarah);
    await screen.findByText("Alex Morgan");
    const inviteButton = screen.getByRole("button", { name: "Invite user" });
    expect(inviteButton).toBeDisabled();
    expect(inviteButton).toHaveAccessibleDescription("Only admins can manage users");
    expect(screen.queryByRole("region", { name: "Pending invitations" })).not.toBeInTheDocument();
    expect(api.callsTo("GET", "/api/users/invitations")).toHaveLength(0);
  });

  it("invites with the contract's rules, then lists the invitation and says it was sent", async () => {
    let invitations: InvitationResponse[] = [];
    const { api, user } = renderUsers([
      { path: "/api/users", answer: { users: [admin] } },
      { path: "/api/users/invitations", answer: () => ({ invitations }) },
      {
        method: "POST",
        path: "/api/users/invite",
        answer: (call) => {
          const invited = { ...nora, ...(call.body as object) };
          invitations = [invited];
          return Response.json(invited, { status: 201 });
        },
      },
    ]);
    await within(pendingSection()).findByText("No pending invitations found");
    await user.click(screen.getByRole("button", { name: "Invite user" }));
    const dialog = screen.getByRole("dialog", { name: "Invite user" });
    expect(dialog).toHaveAccessibleDescription(
      "We'll e-mail them a link to choose their password and sign in.",
    );
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), "Nora Invited");
    await user.type(within(dialog).getByLabelText(/Email/), "nora@");
    await user.type(within(dialog).getByLabelText(/Username/), "nora");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please enter a valid email address",
    );
    expect(api.callsTo("POST", "/api/users/invite")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Email/), "example.com");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "ADMIN");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/users/invite")[0]!.body).toEqual({
      name: "Nora Invited",
      email: "nora@example.com",
      username: "nora",
      role: "ADMIN",
    });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "An invitation was sent to nora@example.com",
    );
    expect(await within(pendingSection()).findByText("nora@example.com")).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the invite is refused", async () => {
    const { user } = renderUsers([
      { path: "/api/users", answer: { users: [admin] } },
      { path: "/api/users/invitations", answer: { invitations: [] } },
      {
        method: "POST",
        path: "/api/users/invite",
        answer: jsonError(409, { error: "A user with this email already exists" }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Invite user" }));
    const dialog = screen.getByRole("dialog", { name: "Invite user" });
    await user.type(within(dialog).getByLabelText(/Name/), "Sarah Again");
    await user.type(within(dialog).getByLabelText(/Email/), "sarah@example.com");
    await user.type(within(dialog).getByLabelText(/Username/), "sarah2");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText("Error: A user with this email already exists"),
    ).toBeInTheDocument();
  });

  it("resends an invitation and says so; a refused resend shows why", async () => {
    let resends = 0;
    const { api, user } = renderUsers([
      { path: "/api/users", answer: { users: [admin, noraAccount] } },
      { path: "/api/users/invitations", answer: { invitations: [nora] } },
      {
        method: "POST",
        path: `/api/users/${nora.id}/invitation/resend`,
        answer: () =>
          ++resends === 1
            ? nora
            : jsonError(429, {
                error:
                  "Too many e-mails have been sent for now. Please wait a few minutes and try again.",
              }),
      },
    ]);
    const resend = await within(pendingSection()).findByRole("button", {
      name: "Resend the invitation to nora@example.com",
    });
    await user.click(resend);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The invitation to nora@example.com was sent again",
    );
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many e-mails have been sent for now. Please wait a few minutes and try again.",
    );
    expect(api.callsTo("POST", `/api/users/${nora.id}/invitation/resend`)).toHaveLength(2);
  });

  it("revokes an invitation only after confirmation", async () => {
    let invitations = [nora];
    const { api, user } = renderUsers([
      { path: "/api/users", answer: { users: [admin] } },
      { path: "/api/users/invitations", answer: () => ({ invitations }) },
      {
        method: "DELETE",
        path: `/api/users/${nora.id}/invitation`,
        answer: () => {
          invitations = [];
          return { success: true };
        },
      },
    ]);
    await user.click(
      await within(pendingSection()).findByRole("button", {
        name: "Revoke the invitation to nora@example.com",
      }),
    );
    let confirm = screen.getByRole("dialog", { name: "Revoke invitation" });
    expect(confirm).toHaveTextContent(
      "The link sent to nora@example.com will stop working and their account will be deleted.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", `/api/users/${nora.id}/invitation`)).toHaveLength(0);

    await user.click(
      within(pendingSection()).getByRole("button", {
        name: "Revoke the invitation to nora@example.com",
      }),
    );
    confirm = screen.getByRole("dialog", { name: "Revoke invitation" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The invitation to nora@example.com was revoked",
    );
    expect(
      await within(pendingSection()).findByText("No pending invitations found"),
    ).toBeInTheDocument();
    expect(api.callsTo("DELETE", `/api/users/${nora.id}/invitation`)).toHaveLength(1);
  });
});
