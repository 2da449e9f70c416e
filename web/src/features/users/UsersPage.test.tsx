import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "../../lib/types";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen, sarah } from "../../test/renderWithProviders";
import UsersPage from "./UsersPage";
import type { ListedUser } from "./userQueries";

const marco: User = {
  id: "00000000-0000-4000-8000-000000000003",
  name: "Marco Rossi",
  email: "marco@example.com",
  username: "marco",
  role: "SALES",
  avatarUrl: "https://example.test/marco.png",
};

function renderUsers(routes: ApiRoute[], currentUser: User = admin) {
  const api = mockApi(routes);
  const auth = fakeAuth({ user: currentUser });
  return { api, ...renderScreen(<UsersPage />, { path: "/users", auth }) };
}

const listRoute = (answer: ApiRoute["answer"]): ApiRoute => ({ path: "/api/users", answer });

describe("UsersPage", () => {
  it("shows the title, subtitle and 'Loading users...'", () => {
    renderUsers([listRoute(() => new Promise<Response>(() => {}))]);
    expect(screen.getByRole("heading", { name: "Users Management" })).toBeInTheDocument();
    expect(screen.getByText("Manage user accounts and permissions")).toBeInTheDocument();
    expect(screen.getByText("Loading users...")).toBeInTheDocument();
  });

  it("lists users with avatar or initials, sub-label, role badge and status", async () => {
    renderUsers([listRoute({ users: [admin, sarah, marco] })]);
    const adminRow = (await screen.findByText("Alex Morgan")).closest("tr")!;
    expect(within(adminRow).getByText("Admin User")).toBeInTheDocument();
    expect(within(adminRow).getByText("AM")).toBeInTheDocument();
    expect(within(adminRow).getByText("admin@example.com")).toBeInTheDocument();
    expect(within(adminRow).getByText("ADMIN")).toHaveClass("text-purple-700");
    expect(within(adminRow).getByText("Active")).toBeInTheDocument();

    const sarahRow = screen.getByText("Sarah Chen").closest("tr")!;
    expect(within(sarahRow).getByText("Sales Representative")).toBeInTheDocument();
    expect(within(sarahRow).getByText("SALES")).toHaveClass("text-blue-700");

    const marcoRow = screen.getByText("Marco Rossi").closest("tr")!;
    expect(marcoRow.querySelector("img")).toHaveAttribute("src", "https://example.test/marco.png");
    expect(within(marcoRow).queryByText("MR")).not.toBeInTheDocument();

    const userList = within(screen.getByRole("region", { name: "User list" }));
    const headers = userList.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Name", "Email", "Role", "Status", "Actions"]);
    expect(userList.getByRole("columnheader", { name: "Email" })).toHaveClass(
      "hidden",
      "md:table-cell",
    );
  });

  it("shows 'No users found'", async () => {
    renderUsers([listRoute({ users: [] })]);
    expect(await screen.findByText("No users found")).toBeInTheDocument();
  });

  it("shows the error, falling back to 'Failed to fetch users'", async () => {
    renderUsers([listRoute(new Response("", { status: 500 }))]);
    expect(await screen.findByText("Error: Failed to fetch users")).toBeInTheDocument();
  });

  it("disables managing users for SALES with the reason", async () => {
    renderUsers([listRoute({ users: [admin, sarah] })], sarah);
    await screen.findByText("Alex Morgan");
    const addUser = screen.getByRole("button", { name: "Add User" });
    expect(addUser).toBeDisabled();
    expect(addUser).toHaveAccessibleDescription("Only admins can manage users");
    expect(screen.getByRole("button", { name: "Edit Alex Morgan" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Alex Morgan" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Alex Morgan" })).toHaveAccessibleDescription(
      "Only admins can manage users",
    );
  });

  it("lets an admin add a user", async () => {
    let users = [admin];
    const { api, user } = renderUsers([
      listRoute(() => ({ users })),
      {
        method: "POST",
        path: "/api/users",
        answer: (call) => {
          const created = { ...marco, ...(call.body as object), avatarUrl: null };
          users = [...users, created];
          return Response.json(created, { status: 201 });
        },
      },
    ]);
    await screen.findByText("Alex Morgan");
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), "Priya Patel");
    await user.type(within(dialog).getByLabelText(/Email/), "priya@example.com");
    await user.type(within(dialog).getByLabelText(/Username/), "priya");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "ADMIN");
    await user.type(within(dialog).getByLabelText(/Password/), "short");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(within(dialog).getByText("Password must be at least 8 characters")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Password/), "-enough");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/users")[0]!.body).toEqual({
      name: "Priya Patel",
      email: "priya@example.com",
      username: "priya",
      role: "ADMIN",
      password: "short-enough",
    });
    expect(await screen.findByText("Priya Patel")).toBeInTheDocument();
  });

  it("checks the email and username with the contract's rules before sending", async () => {
    const { user, api } = renderUsers([listRoute({ users: [admin] })]);
    await screen.findByText("Alex Morgan");
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText(/Name/), "Priya Patel");
    await user.type(within(dialog).getByLabelText(/Email/), "priya@");
    await user.type(within(dialog).getByLabelText(/Username/), "Priya Patel");
    await user.type(within(dialog).getByLabelText(/Password/), "long-enough");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please enter a valid email address",
    );

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), "priya@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Username must be 3 to 32 characters: lowercase letters, digits, dots, underscores or hyphens",
    );
    expect(api.callsTo("POST", "/api/users")).toHaveLength(0);
  });

  it("shows why the server refused a new user", async () => {
    const { user } = renderUsers([
      listRoute({ users: [admin] }),
      {
        method: "POST",
        path: "/api/users",
        answer: jsonError(409, { error: "Username is already taken" }),
      },
    ]);
    await screen.findByText("Alex Morgan");
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText(/Name/), "Sarah Two");
    await user.type(within(dialog).getByLabelText(/Email/), "sarah2@example.com");
    await user.type(within(dialog).getByLabelText(/Username/), "sarah");
    await user.type(within(dialog).getByLabelText(/Password/), "password123");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await within(dialog).findByText("Error: Username is already taken")).toBeInTheDocument();
  });

  it("lets an admin edit a user's name and role", async () => {
    const { api, user } = renderUsers([
      listRoute({ users: [admin, sarah] }),
      {
        method: "PATCH",
        path: `/api/users/${sarah.id}`,
        answer: (call) => ({ ...sarah, ...(call.body as object) }),
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Edit Sarah Chen" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), "Sarah Chen-Lee");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "ADMIN");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("PATCH", `/api/users/${sarah.id}`)[0]!.body).toEqual({
      name: "Sarah Chen-Lee",
      role: "ADMIN",
    });
  });

  it("lets an admin delete another user after confirmation, but not themselves", async () => {
    let users = [admin, sarah];
    const { api, user } = renderUsers([
      listRoute(() => ({ users })),
      {
        method: "DELETE",
        path: `/api/users/${sarah.id}`,
        answer: () => {
          users = [admin];
          return { success: true };
        },
      },
    ]);
    await screen.findByText("Sarah Chen");
    expect(screen.getByRole("button", { name: "Delete Alex Morgan" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Delete Sarah Chen" }));
    const dialog = screen.getByRole("dialog", { name: "Delete User" });
    expect(
      within(dialog).getByText(
        "Are you sure you want to delete Sarah Chen? This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Sarah Chen")).not.toBeInTheDocument());
    expect(api.callsTo("DELETE", `/api/users/${sarah.id}`)).toHaveLength(1);
  });

  describe("clearing a sign-in block", () => {
    const blockedSarah = {
      ...sarah,
      signInBlockedUntil: new Date(Date.now() + 60_000).toISOString(),
    };
    const clearPath = `/api/users/${sarah.id}/sign-in-backoff`;

    it("lets an admin clear it after confirmation and says so", async () => {
      let users: ListedUser[] = [admin, blockedSarah];
      const { api, user } = renderUsers([
        listRoute(() => ({ users })),
        {
          method: "DELETE",
          path: clearPath,
          answer: () => {
            users = [admin, { ...sarah, signInBlockedUntil: null }];
            return { cleared: true };
          },
        },
      ]);
      const row = (await screen.findByText("Sarah Chen")).closest("tr")!;
      expect(within(row).getByText(/^Sign-in blocked until /)).toBeInTheDocument();
      expect(
        screen.queryByRole("button", { name: "Clear sign-in block for Alex Morgan" }),
      ).not.toBeInTheDocument();

      await user.click(
        within(row).getByRole("button", { name: "Clear sign-in block for Sarah Chen" }),
      );
      const dialog = screen.getByRole("dialog", { name: "Clear sign-in block" });
      expect(
        within(dialog).getByText(
          "Sarah Chen is held back after wrong passwords. Let them sign in again now?",
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(api.callsTo("DELETE", clearPath)).toHaveLength(0);

      await user.click(
        within(row).getByRole("button", { name: "Clear sign-in block for Sarah Chen" }),
      );
      await user.click(
        within(screen.getByRole("dialog", { name: "Clear sign-in block" })).getByRole("button", {
          name: "Clear block",
        }),
      );
      expect(await screen.findByText("Sarah Chen can sign in again")).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(api.callsTo("DELETE", clearPath)).toHaveLength(1);
      await waitFor(() =>
        expect(screen.queryByText(/^Sign-in blocked until /)).not.toBeInTheDocument(),
      );
      expect(
        screen.queryByRole("button", { name: "Clear sign-in block for Sarah Chen" }),
      ).not.toBeInTheDocument();
    });

    it("shows why the server refused, inside the dialog", async () => {
      const { user } = renderUsers([
        listRoute({ users: [admin, blockedSarah] }),
        {
          method: "DELETE",
          path: clearPath,
          answer: jsonError(403, { error: "Only an admin can clear a sign-in back-off" }),
        },
      ]);
      await user.click(
        await screen.findByRole("button", { name: "Clear sign-in block for Sarah Chen" }),
      );
      const dialog = screen.getByRole("dialog", { name: "Clear sign-in block" });
      await user.click(within(dialog).getByRole("button", { name: "Clear block" }));
      expect(
        await within(dialog).findByText("Error: Only an admin can clear a sign-in back-off"),
      ).toBeInTheDocument();
    });

    it("offers no clearing to a rep", async () => {
      renderUsers([listRoute({ users: [admin, blockedSarah] })], sarah);
      await screen.findByText("Alex Morgan");
      expect(
        screen.queryByRole("button", { name: /^Clear sign-in block/ }),
      ).not.toBeInTheDocument();
    });
  });
});
