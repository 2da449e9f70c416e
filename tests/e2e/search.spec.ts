// Search across everything: Ctrl+K finds a client by a phrase said only in one of its chats, in an
// older thread, and Enter opens that very thread; the list screens keep their search in the URL.
import { createClientFor, createThreadFor, postMessageFor, uniqueSuffix } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

test("Ctrl+K finds a client by a phrase from one of its chats and Enter opens that chat", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser("SALES");
  const tag = uniqueSuffix();
  const client = await createClientFor(rep, { name: `Harbor ${tag}` });
  const older = await createThreadFor(rep, client.id, "Kick-off");
  await postMessageFor(rep, older.id, `They asked whether we are SOC 2 compliant ${tag}.`);
  const latest = await createThreadFor(rep, client.id, "Pricing");
  await postMessageFor(rep, latest.id, "Pricing went out on Monday.");

  await signInAs(page, rep, "/dashboard");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.getByRole("combobox", { name: "Search everything" }).fill(`SOC 2 compliant ${tag}`);
  const hit = dialog.getByRole("option", { name: new RegExp(`Kick-off · Harbor ${tag}`) });
  await expect(hit).toBeVisible();
  await expect(hit.locator("mark").first()).toHaveText("SOC");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/ai-chat\\?client=${client.id}&thread=${older.id}`));
  await expect(page.getByRole("heading", { name: `Chat with Harbor ${tag}` })).toBeVisible();
  await expect(
    page.getByRole("log", { name: "Messages" }).getByText(`SOC 2 compliant ${tag}`),
  ).toBeVisible();
});

test("the Clients screen keeps its search in the URL, so Back brings it back", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser("SALES");
  const tag = uniqueSuffix();
  await createClientFor(rep, { name: `Findable ${tag}` });
  await signInAs(page, rep, "/clients");
  await page.getByRole("searchbox").first().fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByText(`Findable ${tag}`).first()).toBeVisible();
  await page.goto("/dashboard");
  await page.goBack();
  await expect(page.getByRole("searchbox").first()).toHaveValue(tag);
  await expect(page.getByText(`Findable ${tag}`).first()).toBeVisible();
});
