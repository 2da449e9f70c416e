// Journey 8: one rep never sees another rep's clients, anywhere in the UI.
import type { Page } from "@playwright/test";
import {
  createClientFor,
  createFollowUpFor,
  createThreadFor,
  daysFromNow,
  postMessageFor,
  type Role,
  type TestUser,
} from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

async function repWithPrivateClient(makeUser: (role?: Role) => Promise<TestUser>) {
  const repA = await makeUser();
  const secret = await createClientFor(repA, {
    name: `Secret Client ${Date.now()}`,
    company: "Hidden Holdings",
  });
  const thread = await createThreadFor(repA, secret.id);
  await postMessageFor(repA, thread.id, "Their budget is about $40k for the pilot.");
  await createFollowUpFor(repA, {
    clientId: secret.id,
    title: "Secret follow-up for A only",
    dueAt: daysFromNow(1),
  });
  return { repA, secret };
}

/** Everything rep B can see in the lists, checked only after each list has loaded. */
async function expectNowhereInLists(page: Page, secretName: string, ownName: string) {
  await page.goto("/clients");
  await expect(
    page.getByRole("region", { name: "Client list" }).getByText(ownName, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(secretName)).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search clients" }).fill("Secret");
  await expect(page.getByRole("region", { name: "Client list" }).locator("tbody tr")).toHaveText([
    "No clients found",
  ]);

  await page.goto("/followups");
  await expect(
    page.getByRole("region", { name: "Follow-up list" }).getByText(`${ownName} follow-up`),
  ).toBeVisible();
  await expect(page.getByText("Secret follow-up for A only")).toHaveCount(0);
  await expect(page.getByText(secretName)).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Recent Activity" }).getByText(ownName).first(),
  ).toBeVisible();
  await expect(page.getByText(secretName)).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Upcoming Follow-ups" }).getByText(secretName),
  ).toHaveCount(0);

  await page.goto("/activity");
  await expect(page.getByText(ownName).first()).toBeVisible();
  await expect(page.getByText(secretName)).toHaveCount(0);
}

test("rep B never sees rep A's client in the clients, follow-ups, dashboard and activity lists", async ({
  page,
  makeUser,
  guard,
}) => {
  const { repA, secret } = await repWithPrivateClient(makeUser);
  const repB = await makeUser();
  const own = await createClientFor(repB, { name: `B Own Client ${Date.now()}` });
  await createFollowUpFor(repB, {
    clientId: own.id,
    title: `${own.name} follow-up`,
    dueAt: daysFromNow(1),
  });

  // Rep A does see it (the check below would otherwise prove nothing).
  await signInAs(page, repA, "/clients");
  await expect(
    page.getByRole("region", { name: "Client list" }).getByText(secret.name),
  ).toBeVisible();

  const pageB = await (await guard.newContext()).newPage();
  await signInAs(pageB, repB, "/dashboard");
  await expectNowhereInLists(pageB, secret.name, own.name);
});

test("rep B never sees rep A's client in the AI chat list", async ({ page, makeUser, guard }) => {
  const { repA, secret } = await repWithPrivateClient(makeUser);
  const repB = await makeUser();
  const own = await createClientFor(repB, { name: `B Chat Client ${Date.now()}` });
  const thread = await createThreadFor(repB, own.id);
  await postMessageFor(repB, thread.id, "Hello from B");

  await signInAs(page, repA, "/ai-chat");
  await expect(page.getByText(secret.name).first()).toBeVisible();

  const pageB = await (await guard.newContext()).newPage();
  await signInAs(pageB, repB, "/ai-chat");
  await expect(pageB.getByText(own.name).first()).toBeVisible();
  await expect(pageB.getByText(secret.name)).toHaveCount(0);
});

test("rep A's client page is a not-found state for rep B", async ({ page, makeUser, guard }) => {
  const { repA, secret } = await repWithPrivateClient(makeUser);
  const repB = await makeUser();
  // The client page asks the API for the client, which answers 404 to someone else's.
  guard.allow({ url: new RegExp(`/functions/v1/api/.*${secret.id}`), status: 404 });

  await signInAs(page, repA, `/clients/${secret.id}`);
  await expect(page.getByRole("heading", { level: 1, name: secret.name })).toBeVisible();

  const pageB = await (await guard.newContext()).newPage();
  await signInAs(pageB, repB, `/clients/${secret.id}`);
  await expect(pageB.getByRole("heading", { name: "Client not found" })).toBeVisible();
  await expect(pageB.getByText(secret.name)).toHaveCount(0);
  await expect(pageB.getByText("Hidden Holdings")).toHaveCount(0);
});
