// Reading the stand-in's mail catcher (maildev's REST API), as a developer's script would.
import assert from "node:assert/strict";

export interface CaughtMail {
  subject: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/** Every mail the catcher at `catcherUrl` holds, or only those to `address`. */
export async function caughtMails(catcherUrl: string, address?: string): Promise<CaughtMail[]> {
  const response = await fetch(`${catcherUrl}/email`);
  assert.equal(response.status, 200);
  const all = (await response.json()) as CaughtMail[];
  return address ? all.filter((mail) => mail.to.some((to) => to.address === address)) : all;
}

/** Waits (SMTP delivery is asynchronous) until at least `count` mails are there, and answers them. */
export async function waitForMails(
  catcherUrl: string,
  count: number,
  address?: string,
): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await caughtMails(catcherUrl, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The catcher did not receive ${count} mail(s)${address ? ` to ${address}` : ""}`);
}

/** The first link of a mail's HTML, its entities decoded. */
export function firstLink(mail: CaughtMail): string {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1];
  assert.ok(href, "the mail carries a link");
  return href.replace(/&amp;/g, "&");
}
