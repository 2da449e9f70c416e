// Sending an approved follow-up: the rep edits the draft in Send e-mail, it lands in the stand-in's
// catcher and in the client's history; the Follow-ups page sends another the same way.
import { caughtMails, waitForMails } from "../local/catcherInbox.ts";
import { createClientFor, createFollowUpFor, daysFromNow, uniqueSuffix } from "./support/api.ts";
import { expect, seriousA11yViolations, signInAs, test } from "./support/fixtures.ts";

test("a rep sends an approved follow-up and it lands in the catcher and the timeline, from the client and from the Follow-ups page", async ({
  page,
  makeUser,
}) => {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error("MAIL_CATCHER_URL is not set (globalSetup starts the catcher)");
  const rep = await makeUser();
  const address = `dana.${uniqueSuffix()}@send-co.test`;
  const client = await createClientFor(rep, { name: "Send Co", email: address });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Send the revised offer",
    notes: "Hi Dana,\n\nthe revised offer is 40 seats at €90.",
    dueAt: daysFromNow(1),
  });
  await createFollowUpFor(rep, {
    clientId: client.id,
    title: "Confirm the kick-off date",
    notes: "Hi Dana,\n\ndoes Monday the 4th still suit you?",
    dueAt: daysFromNow(2),
  });

  await signInAs(page, rep, `/clients/${client.id}`);
  await page.getByRole("tab", { name: "Follow-ups" }).click();
  await page.getByRole("button", { name: "Send e-mail: Send the revised offer" }).click();
  const dialog = page.getByRole("dialog", { name: "Send e-mail" });
  await expect(dialog.getByLabel("To")).toHaveValue(address);
  await expect(dialog.getByLabel("Subject")).toHaveValue("Send the revised offer");
  expect(await seriousA11yViolations(page), "the Send e-mail dialog").toEqual([]);
  await dialog.getByLabel("Subject").fill("Your revised offer");
  await dialog.getByLabel("Message").fill("Hi Dana,\n\nthe revised offer is 40 seats at €85.");
  await dialog.getByRole("button", { name: "Send" }).click();

  await expect(page.getByText(`E-mail sent to ${address}`)).toBeVisible();
  await expect(page.getByText("E-mailed")).toBeVisible();
  const [mail] = await waitForMails(catcher, 1, address);
  expect(mail.subject).toBe("Your revised offer");
  expect((mail as typeof mail & { text: string }).text.trim()).toBe(
    "Hi Dana,\n\nthe revised offer is 40 seats at €85.",
  );

  await page.getByRole("tab", { name: "History" }).click();
  const emails = page.getByRole("list", { name: "E-mails" });
  await expect(emails.getByRole("listitem")).toHaveCount(1);
  await expect(emails.getByRole("listitem").first()).toContainText("Your revised offer");
  await expect(emails.getByRole("listitem").first()).toContainText("Sent");
  await expect(page.getByText("E-mail sent: Your revised offer")).toBeVisible();
  expect(await seriousA11yViolations(page), "the History tab with its e-mails").toEqual([]);
  expect(await caughtMails(catcher, address)).toHaveLength(1);

  await page.getByRole("link", { name: "Follow-ups" }).first().click();
  const rowOf = (title: string) => page.getByRole("row").filter({ hasText: title });
  await expect(rowOf("Send the revised offer")).toContainText("E-mailed");
  await expect(
    page.getByRole("button", { name: "Send e-mail: Send the revised offer" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Send e-mail: Confirm the kick-off date" }).click();
  const again = page.getByRole("dialog", { name: "Send e-mail" });
  await expect(again.getByLabel("To")).toHaveValue(address);
  await expect(again.getByLabel("Message")).toHaveValue(
    "Hi Dana,\n\ndoes Monday the 4th still suit you?",
  );
  await again.getByRole("button", { name: "Send" }).click();
  await expect(rowOf("Confirm the kick-off date")).toContainText("E-mailed");
  await expect(
    page.getByRole("button", { name: "Send e-mail: Confirm the kick-off date" }),
  ).toHaveCount(0);
  const mails = await waitForMails(catcher, 2, address);
  expect(mails.map((m) => m.subject).sort()).toEqual([
    "Confirm the kick-off date",
    "Your revised offer",
  ]);
  expect(await seriousA11yViolations(page), "the Follow-ups page after a send").toEqual([]);
});
