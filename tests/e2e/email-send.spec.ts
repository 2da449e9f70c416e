// Sending an approved follow-up: the rep edits the draft in Send e-mail, it lands in the stand-in's
// catcher and in the client's history.
import { caughtMails, waitForMails } from "../local/catcherInbox.ts";
import { createClientFor, createFollowUpFor, daysFromNow, uniqueSuffix } from "./support/api.ts";
import { expect, seriousA11yViolations, signInAs, test } from "./support/fixtures.ts";

test("a rep sends an approved follow-up and it lands in the catcher and the timeline", async ({
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
});
