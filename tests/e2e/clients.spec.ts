// Journey 3: the client list: add, search, filter, paginate, view, edit, delete.
import type { Page } from "@playwright/test";
import { createClientFor } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

const list = (page: Page) => page.getByRole("region", { name: "Client list" });
const rows = (page: Page) => list(page).locator("tbody tr");
const rowOf = (page: Page, name: string) => list(page).getByRole("row").filter({ hasText: name });

async function addClientWithForm(
  page: Page,
  fields: { name: string; company?: string; email?: string },
) {
  await page.getByRole("button", { name: "Add Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Client" });
  await dialog.getByLabel("Name").fill(fields.name);
  if (fields.email) await dialog.getByLabel("Email").fill(fields.email);
  if (fields.company) await dialog.getByLabel("Company").fill(fields.company);
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("status").filter({ hasText: `${fields.name} was added` }),
  ).toBeVisible();
}

test("add, search, view, edit and delete clients with names in any script", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/clients");
  await expect(rows(page)).toHaveText(["No clients found"]);

  // The add button stays disabled until the name has more than blanks.
  await page.getByRole("button", { name: "Add Client" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add New Client" });
  await addDialog.getByLabel("Name").fill("   ");
  await expect(addDialog.getByRole("button", { name: "Add Client" })).toBeDisabled();
  await addDialog.getByRole("button", { name: "Cancel" }).click();

  const names = ["Zoë Łukasz", "Ελένη", "Дмитрий"];
  await addClientWithForm(page, { name: names[0], company: "Łódź Software" });
  await addClientWithForm(page, { name: names[1], email: "eleni@example.gr" });
  await addClientWithForm(page, { name: names[2] });
  await expect(rows(page)).toHaveCount(3);
  await expect(rowOf(page, "Zoë Łukasz")).toContainText("Łódź Software");
  await expect(rowOf(page, "Ελένη")).toContainText("eleni@example.gr");
  await expect(rowOf(page, "Дмитрий")).toContainText("No company");

  // Search (debounced) narrows the list; each script finds its own.
  const search = page.getByRole("searchbox", { name: "Search clients" });
  for (const name of names) {
    await search.fill(name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
  }
  await search.fill("Łódź");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Zoë Łukasz");
  await search.fill("nobody-has-this-name");
  await expect(rows(page)).toHaveText(["No clients found"]);
  await search.fill("");
  await expect(rows(page)).toHaveCount(3);

  // View details, then edit from the details dialog.
  await rowOf(page, "Ελένη").getByRole("button", { name: "Actions for Ελένη" }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Client Details" });
  await expect(details).toContainText("Ελένη");
  await expect(details).toContainText("eleni@example.gr");
  await details.getByRole("button", { name: "Edit Client" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await expect(edit.getByLabel("Name")).toHaveValue("Ελένη");
  await edit.getByLabel("Name").fill("Ελένη Παπαδοπούλου");
  await edit.getByLabel("Company").fill("Αθήνα Α.Ε.");
  await edit.getByLabel("Priority").selectOption("HIGH");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const edited = rowOf(page, "Ελένη Παπαδοπούλου");
  await expect(edited).toContainText("Αθήνα Α.Ε.");
  await expect(edited).toContainText("High");

  // Edit straight from the row menu.
  await rowOf(page, "Дмитрий").getByRole("button", { name: "Actions for Дмитрий" }).click();
  await page.getByRole("menuitem", { name: "Edit Client" }).click();
  await page
    .getByRole("dialog", { name: "Edit Client" })
    .getByLabel("Phone")
    .fill("+7 495 123-45-67");
  await page
    .getByRole("dialog", { name: "Edit Client" })
    .getByRole("button", { name: "Save Changes" })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit Client" })).toBeHidden();

  // Delete asks first; Cancel keeps the client.
  await rowOf(page, "Zoë Łukasz").getByRole("button", { name: "Actions for Zoë Łukasz" }).click();
  await page.getByRole("menuitem", { name: "Delete Client" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Client" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete Zoë Łukasz? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rows(page)).toHaveCount(3);
  await rowOf(page, "Zoë Łukasz").getByRole("button", { name: "Actions for Zoë Łukasz" }).click();
  await page.getByRole("menuitem", { name: "Delete Client" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, "Zoë Łukasz")).toHaveCount(0);

  // What the UI did is what the API has.
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, "Дмитрий")).toBeVisible();
});

test("set, see and clear a client's deal value", async ({ page, makeUser }) => {
  const rep = await makeUser();
  const client = await createClientFor(rep, { name: "Deal Dorota" });
  await signInAs(page, rep, "/clients");
  await rowOf(page, "Deal Dorota").getByRole("button", { name: "Actions for Deal Dorota" }).click();
  await page.getByRole("menuitem", { name: "Edit Client" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await expect(edit.getByLabel("Deal Value")).toHaveValue("");
  await expect(edit.getByLabel("Currency")).toHaveValue("USD");

  // A negative value is refused under the field, before anything is sent.
  await edit.getByLabel("Deal Value").fill("-5");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Deal value must be a positive number")).toBeVisible();
  await expect(edit.getByLabel("Deal Value")).toHaveAttribute("aria-invalid", "true");

  await edit.getByLabel("Deal Value").fill("48000");
  await edit.getByLabel("Currency").selectOption("EUR");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();

  await page.goto(`/clients/${client.id}`);
  const dealStatus = page.getByRole("region", { name: "Deal Status" });
  await expect(dealStatus).toContainText("€48,000");

  // The details page edits in the same dialog: it shows the value, and emptying it clears it.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const again = page.getByRole("dialog", { name: "Edit Client" });
  await expect(again.getByLabel("Deal Value")).toHaveValue("48000");
  await expect(again.getByLabel("Currency")).toHaveValue("EUR");
  await again.getByLabel("Deal Value").fill("");
  await again.getByRole("button", { name: "Save Changes" }).click();
  await expect(again).toBeHidden();
  await expect(dealStatus).toContainText("Not set");
});

test("filter by status and by priority", async ({ page, makeUser }) => {
  const rep = await makeUser();
  await createClientFor(rep, { name: "Active High", status: "active", priority: "HIGH" });
  await createClientFor(rep, { name: "Active Low", status: "active", priority: "LOW" });
  await createClientFor(rep, { name: "Prospect High", status: "prospect", priority: "HIGH" });
  await createClientFor(rep, { name: "Prospect Medium", status: "prospect", priority: "MEDIUM" });
  await signInAs(page, rep, "/clients");
  await expect(rows(page)).toHaveCount(4);

  const status = page.getByLabel("Filter by status");
  const priority = page.getByLabel("Filter by priority");
  const names = () =>
    expect.poll(async () =>
      (await rows(page).locator("td:first-child .font-medium").allInnerTexts()).sort(),
    );

  await status.selectOption({ label: "Active" });
  await names().toEqual(["Active High", "Active Low"]);
  await priority.selectOption({ label: "High" });
  await names().toEqual(["Active High"]);
  await status.selectOption({ label: "Prospect" });
  await names().toEqual(["Prospect High"]);
  await status.selectOption({ label: "All Status" });
  await names().toHaveLength(2);
  await priority.selectOption({ label: "Medium" });
  await names().toEqual(["Prospect Medium"]);
  await priority.selectOption({ label: "Low" });
  await names().toEqual(["Active Low"]);
  await priority.selectOption({ label: "All Priority" });
  await names().toHaveLength(4);
});

test("paginate through more than one page of clients", async ({ page, makeUser }) => {
  const rep = await makeUser();
  for (let i = 1; i <= 13; i++)
    await createClientFor(rep, { name: `Paged client ${String(i).padStart(2, "0")}` });
  await signInAs(page, rep, "/clients");

  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(rows(page)).toHaveCount(10);
  await expect(pagination).toContainText("Showing 1 to 10 of 13 results");
  await expect(pagination.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pagination.getByRole("button", { name: "Page 2" }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(pagination).toContainText("Showing 11 to 13 of 13 results");
  await expect(pagination.getByRole("button", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();
  await pagination.getByRole("button", { name: "Previous" }).click();
  await expect(rows(page)).toHaveCount(10);

  // Every client shows up exactly once over the two pages.
  const seen = new Set(await rows(page).locator("td:first-child .font-medium").allInnerTexts());
  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(rows(page)).toHaveCount(3);
  for (const name of await rows(page).locator("td:first-child .font-medium").allInnerTexts())
    seen.add(name);
  expect(seen.size).toBe(13);

  // A filter change goes back to the first page.
  await page.getByRole("searchbox", { name: "Search clients" }).fill("Paged client 1");
  await expect(rows(page)).toHaveCount(4);
  await expect(pagination).toContainText("Showing 1 to 4 of 4 results");
});

test("add, view and edit a client using only the keyboard", async ({ page, makeUser }) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/clients");
  await expect(rows(page)).toHaveText(["No clients found"]);

  const addButton = page.getByRole("button", { name: "Add Client" });
  await addButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add New Client" });
  // The dialog puts the focus in its first field.
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Keyboard Kasia");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("kasia@example.pl");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+48 22 000 00 00");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await page.keyboard.type("Klawiatura sp. z o.o.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Status")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Priority")).toBeFocused();
  // Type-ahead picks an option of a focused select.
  await page.keyboard.type("High");
  await expect(dialog.getByLabel("Priority")).toHaveValue("HIGH");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Deal Stage")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Deal Value")).toBeFocused();
  await page.keyboard.type("1200");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Currency")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Notes")).toBeFocused();
  await page.keyboard.type("Prefers e-mail.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Add Client" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, "Keyboard Kasia")).toContainText("Klawiatura sp. z o.o.");
  await expect(rowOf(page, "Keyboard Kasia")).toContainText("High");
  // Closing the dialog hands the focus back to the button that opened it.
  await expect(addButton).toBeFocused();

  // The row menu: open with Enter, move with the arrows, choose with Enter, leave with Escape.
  const actions = page.getByRole("button", { name: "Actions for Keyboard Kasia" });
  await actions.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "View Details" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Edit Client" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(actions).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await expect(edit.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" K.");
  await page.keyboard.press("Enter");
  await expect(edit).toBeHidden();
  await expect(rowOf(page, "Keyboard Kasia K.")).toBeVisible();

  // Escape closes a dialog without saving.
  await page.getByRole("button", { name: "Add Client" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
});
