import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthContext } from "../features/auth/AuthContext";
import { fakeAuth } from "../test/renderWithProviders";
import { AppShell } from "./AppShell";
import { SIDEBAR_COLLAPSED_KEY } from "./useSidebarCollapsed";

function renderShell(path = "/clients", auth = fakeAuth()) {
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: "/dashboard", element: <h1>Dashboard page</h1> },
          { path: "/clients", element: <h1>Clients page</h1> },
          { path: "/followups", element: <h1>Follow-ups page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return {
    user,
    router,
    auth,
    sidebar: () => screen.getByRole("complementary", { name: "Sidebar" }),
  };
}

describe("AppShell", () => {
  it("lists the sidebar entries in order and highlights the active one", () => {
    renderShell("/clients");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "AI Chat",
      "Clients",
      "Pipeline",
      "Follow-ups",
      "Unassigned mail",
      "Users",
      "AI Knowledge",
      "Settings",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard",
      "/ai-chat",
      "/clients",
      "/pipeline",
      "/followups",
      "/emails/unassigned",
      "/users",
      "/ai-knowledge",
      "/admin-dashboard",
    ]);
    const active = within(nav).getByRole("link", { name: "Clients" });
    expect(active).toHaveAttribute("aria-current", "page");
    expect(active).toHaveClass("text-primary");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveClass("text-primary");
  });

  it("shows the product title and the 'Online' indicator in the top bar", () => {
    renderShell();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("AI Sales CRM")).toBeInTheDocument();
    expect(within(banner).getByText("Online")).toBeInTheDocument();
  });

  it("collapses to icons on wide screens and remembers it", async () => {
    const { user, sidebar } = renderShell();
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    expect(sidebar()).toHaveClass("lg:w-64");

    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(sidebar()).toHaveClass("lg:w-16");
    expect(screen.getByText("Clients", { selector: "span" })).toHaveClass("lg:sr-only");
    expect(screen.getByRole("link", { name: "Clients" })).toHaveAttribute("title", "Clients");
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("true");

    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("false");
  });

  it("starts collapsed when it was collapsed last time", () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, "true");
    const { sidebar } = renderShell();
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
  });

  it("opens as a drawer on narrow screens and closes on the overlay, Escape and navigation", async () => {
    const { user, sidebar, router } = renderShell("/clients");
    const menu = screen.getByRole("button", { name: "Open menu" });
    expect(sidebar()).toHaveAttribute("data-drawer-open", "false");
    expect(screen.queryByTestId("sidebar-overlay")).not.toBeInTheDocument();

    await user.click(menu);
    expect(sidebar()).toHaveAttribute("data-drawer-open", "true");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByTestId("sidebar-overlay"));
    expect(sidebar()).toHaveAttribute("data-drawer-open", "false");

    await user.click(menu);
    await user.keyboard("{Escape}");
    expect(sidebar()).toHaveAttribute("data-drawer-open", "false");

    await user.click(menu);
    await user.click(screen.getByRole("link", { name: "Follow-ups" }));
    expect(router.state.location.pathname).toBe("/followups");
    expect(sidebar()).toHaveAttribute("data-drawer-open", "false");

    await user.click(menu);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(sidebar()).toHaveAttribute("data-drawer-open", "false");
  });

  it("shows the signed-in user in the footer card and signs out from it", async () => {
    const { user, auth } = renderShell();
    const card = screen.getByRole("group", { name: "Signed-in user" });
    expect(within(card).getByText("Sarah Chen")).toBeInTheDocument();
    expect(within(card).getByText("Sales Representative")).toBeInTheDocument();
    expect(within(card).getByText("SC")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Sign out" }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("renders the page inside the shell", () => {
    renderShell("/dashboard");
    expect(screen.getByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
  });
});
