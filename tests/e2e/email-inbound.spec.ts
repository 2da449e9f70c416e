// Captured client mail: a client's reply lands in the client's history, a lead's BCC'd mail in
// the rep's Unassigned mail, from where the rep makes the lead a client.
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type Mail from "nodemailer/lib/mailer/index.js";
import { LOCAL_INBOUND_EMAIL_SECRET } from "../../local/stack.ts";
import { apiBase, createClientFor, uniqueSuffix } from "./support/api.ts";
import { expect, seriousA11yViolations, signInAs, test } from "./support/fixtures.ts";

/** Posts the mail as the workspace's mail provider would. */
async function capture(options: Mail.Options) {
  const raw = await new MailComposer(options).compile().build();
  const response = await fetch(`${apiBase()}/email/inbound`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${LOCAL_INBOUND_EMAIL_SECRET}`,
      "content-type": "message/rfc822",
    },
    body: new Uint8Array(raw),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; clientId: string | null };
}

test("captured mail lands in the timeline or in Unassigned", async ({ page, makeUser }) => {
  const rep = await makeUser();
  const suffix = uniqueSuffix();
  const buyer = `buyer.${suffix}@mail-co.test`;
  const client = await createClientFor(rep, { name: "Mail Co", email: buyer });
  const reply = await capture({
    from: `"Bruno Buyer" <${buyer}>`,
    to: rep.email,
    subject: "Re: our offer ✉️ عرض",
    text: "Looks good, send the contract.",
  });
  expect(reply.clientId).toBe(client.id);
  const lead = `lea.${suffix}@lead.test`;
  await capture({
    from: `"Lea Lead" <${lead}>`,
    to: rep.email,
    bcc: "crm@inbound.localhost",
    subject: "Met you at the fair",
    text: "Could you send me the price list?",
  });

  await signInAs(page, rep, `/clients/${client.id}`);
  await page.getByRole("tab", { name: "History" }).click();
  await expect(
    page
      .getByRole("list", { name: "Client history" })
      .getByText("E-mail received: Re: our offer ✉️ عرض"),
  ).toBeVisible();

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Unassigned mail" })
    .click();
  await expect(page.getByRole("heading", { name: "Unassigned mail" })).toBeVisible();
  await expect(page.getByText("crm@inbound.localhost")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Met you at the fair" });
  await expect(row).toContainText("Lea Lead");
  await expect(row).toContainText("Could you send me the price list?");
  expect(await seriousA11yViolations(page), "the page").toEqual([]);
  await row.getByRole("button", { name: /Assign .* to client/ }).click();
  const dialog = page.getByRole("dialog", { name: "Assign to client" });
  await expect(dialog.getByRole("radio", { name: /Mail Co/ })).toBeVisible();
  expect(await seriousA11yViolations(page), "the assign dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: /Create client from/ }).click();
  await expect(page.getByText("Client created and the mail assigned to it")).toBeVisible();
  await expect(page.getByText("No unassigned mail found")).toBeVisible();

  await page.goto("/clients");
  await expect(page.getByRole("row").filter({ hasText: "Lea Lead" })).toContainText(lead);
});
