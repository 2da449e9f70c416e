// Every screen of the app, filled with one rep's data, for the accessibility scan
// and the screenshots.
import type { Page } from "@playwright/test";
import {
  callApi,
  createClientFor,
  createFollowUpFor,
  createThreadFor,
  daysFromNow,
  postMessageFor,
  type ClientRow,
  type Role,
  type TestUser,
} from "./api.ts";
import { expect } from "./fixtures.ts";

export interface Showcase {
  rep: TestUser;
  admin: TestUser;
  client: ClientRow;
}

/** A rep with clients in several states, follow-ups, and a conversation with the assistant. */
export async function seedShowcase(
  makeUser: (role?: Role, name?: string) => Promise<TestUser>,
): Promise<Showcase> {
  const rep = await makeUser("SALES", "Zoë Łukasz");
  const admin = await makeUser("ADMIN", "Ελένη Admin");
  const client = await createClientFor(rep, {
    name: "Дмитрий Иванов",
    company: "Северный Ветер",
    email: "dmitry@example.ru",
    status: "active",
    priority: "HIGH",
    stage: "PROPOSAL",
    dealValue: 48000,
  });
  const second = await createClientFor(rep, {
    name: "Acme Corporation",
    company: "Acme",
    status: "prospect",
    priority: "MEDIUM",
  });
  await createClientFor(rep, {
    name: "Globex Ltd",
    status: "active",
    priority: "LOW",
    stage: "CLOSED_WON",
  });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Send the revised proposal",
    dueAt: daysFromNow(1),
    isAiGenerated: true,
  });
  await createFollowUpFor(rep, {
    clientId: second.id,
    title: "Chase the signed NDA",
    dueAt: daysFromNow(-2),
    notes: "Legal has it",
  });
  const done = await createFollowUpFor(rep, {
    clientId: second.id,
    title: "Intro call",
    dueAt: daysFromNow(-5),
  });
  await callApi(`/followups/${done.id}`, {
    token: rep.token,
    method: "PATCH",
    body: { status: "done" },
  });
  const thread = await createThreadFor(rep, client.id, "Pilot scoping");
  await postMessageFor(
    rep,
    thread.id,
    "They have a budget of about $45k, want a pilot by March, and the CFO signs off.",
  );
  await callApi(`/chat-threads/threads/${thread.id}/messages/ai-response`, {
    token: rep.token,
    body: {
      content:
        "Great progress: a budget, a timeline and a decision maker. Suggest scheduling a call with the CFO.",
    },
  });
  return { rep, admin, client };
}

export interface Screen {
  name: string;
  path: (showcase: Showcase) => string;
  /** Who looks at it: nobody (signed out), the rep or the admin. */
  as: "nobody" | "rep" | "admin";
  /** Resolves when the screen has its data on it. */
  ready(page: Page, showcase: Showcase): Promise<void>;
}

/** Screens filled by several requests (and lazy chunks): wait for the network to settle and every loading placeholder to go. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator(".skeleton")).toHaveCount(0);
}

export const SCREENS: Screen[] = [
  {
    name: "login",
    path: () => "/login",
    as: "nobody",
    ready: async (page) =>
      void (await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible()),
  },
  {
    name: "dashboard",
    path: () => "/dashboard",
    as: "rep",
    ready: async (page) => {
      await expect(page.getByRole("article", { name: "Total Clients" })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem").first(),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Upcoming Follow-ups" }).getByRole("listitem").first(),
      ).toBeVisible();
    },
  },
  {
    name: "clients",
    path: () => "/clients",
    as: "rep",
    ready: async (page) =>
      void (await expect(page.getByRole("row").filter({ hasText: "Globex Ltd" })).toBeVisible()),
  },
  {
    name: "client-import",
    path: () => "/clients/import",
    as: "rep",
    ready: async (page) => {
      await expect(page.getByRole("heading", { name: "Import Clients" })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "client-duplicates",
    path: () => "/clients/duplicates",
    as: "rep",
    ready: async (page) => {
      await expect(page.getByRole("heading", { name: "Duplicates" })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "followups",
    path: () => "/followups",
    as: "rep",
    ready: async (page) =>
      void (await expect(
        page.getByRole("row").filter({ hasText: "Chase the signed NDA" }),
      ).toBeVisible()),
  },
  {
    name: "users",
    path: () => "/users",
    as: "admin",
    ready: async (page, { rep }) =>
      void (await expect(page.getByRole("row").filter({ hasText: rep.email })).toBeVisible()),
  },
  {
    name: "ai-chat",
    // With the seeded client open: its conversation and analysis.
    path: ({ client }) => `/ai-chat?client=${client.id}`,
    as: "rep",
    ready: async (page) => {
      await expect(page.getByTestId("chat-message").first()).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "ai-knowledge",
    path: () => "/ai-knowledge",
    as: "rep",
    ready: async (page) => {
      await expect(page.getByRole("tablist", { name: "AI assistants" })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "pipeline",
    path: () => "/pipeline",
    as: "rep",
    ready: async (page) => {
      await expect(
        page.locator('[data-stage-column="PROPOSAL"]').getByText("Дмитрий Иванов"),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    // Every rep's deals, with their owners and the owner filter.
    name: "pipeline-admin",
    path: () => "/pipeline",
    as: "admin",
    ready: async (page, { rep }) => {
      // Each test worker seeds its own showcase, with the same names: find this one's by id.
      await expect(
        page
          .getByRole("combobox", { name: "Filter by owner" })
          .locator(`option[value="${rep.id}"]`),
      ).toBeAttached();
      await expect(
        page.locator('[data-stage-column="PROPOSAL"]').getByText("Дмитрий Иванов").first(),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "admin-dashboard",
    path: () => "/admin-dashboard",
    as: "admin",
    ready: async (page) => {
      await expect(page.getByRole("region", { name: "Global figures" })).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "client-details",
    path: ({ client }) => `/clients/${client.id}`,
    as: "rep",
    ready: async (page) => {
      await expect(page.getByRole("region", { name: "Client Information" })).toBeVisible();
      await settled(page);
    },
  },
];
