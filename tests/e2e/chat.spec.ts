// Journey 4: the AI chat: a new client, messages streamed in, the analysis, files,
// copying, follow-ups and the SRS document.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { callApi, type TestUser } from "./support/api.ts";
import { expect, signInAs, test } from "./support/fixtures.ts";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The local assistant sends its whole reply at once; this re-streams the answer of
 * POST /api/chat/stream in the page one event line at a time, the first six 250 ms
 * apart, and records every length the streaming bubble's text goes through.
 */
async function slowDownTheStream(page: Page) {
  await page.addInitScript(() => {
    const lengths: number[] = [];
    (window as unknown as { streamedLengths: number[] }).streamedLengths = lengths;
    new MutationObserver(() => {
      const text = document.querySelector(
        '[data-testid="streaming-reply"] [data-testid="message-text"]',
      )?.textContent;
      if (text && lengths.at(-1) !== text.length) lengths.push(text.length);
    }).observe(document, { subtree: true, childList: true, characterData: true });

    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/functions/v1/api/chat/stream") || !response.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let buffered = "";
      let slowLines = 6;
      const slowed = new ReadableStream<Uint8Array>({
        async pull(controller) {
          for (;;) {
            const newline = buffered.indexOf("\n");
            if (newline >= 0) {
              const line = buffered.slice(0, newline + 1);
              buffered = buffered.slice(newline + 1);
              if (line.trim() && slowLines-- > 0)
                await new Promise((resolve) => setTimeout(resolve, 250));
              controller.enqueue(encoder.encode(line));
              return;
            }
            const { done, value } = await reader.read();
            if (done) {
              if (buffered) controller.enqueue(encoder.encode(buffered));
              controller.close();
              return;
            }
            buffered += decoder.decode(value, { stream: true });
          }
        },
      });
      return new Response(slowed, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

const conversation = (page: Page) => page.getByRole("region", { name: "Conversation" });
const analysis = (page: Page) => page.getByRole("region", { name: "AI Analysis" });
const messages = (page: Page) => conversation(page).getByTestId("chat-message");
const composer = (page: Page) => conversation(page).getByRole("textbox", { name: "Message" });

async function newChatClient(page: Page, name: string, clientId = "") {
  await page
    .getByRole("region", { name: "Clients" })
    .getByRole("button", { name: "New Chat", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create New Client" });
  await expect(dialog).toContainText("Add a new client to start a chat conversation.");
  await dialog.getByLabel("Client Name").fill(name);
  if (clientId) await dialog.getByLabel("Client ID").fill(clientId);
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    conversation(page).getByRole("heading", { name: `Chat with ${name}` }),
  ).toBeVisible();
  await expect(composer(page)).toBeEnabled();
}

async function followUpsOf(rep: TestUser, clientId: string) {
  const { body } = await callApi(`/followups?clientId=${clientId}`, { token: rep.token });
  return body.followUps as { title: string; isAiGenerated: boolean; status: string }[];
}

test("a conversation from New Chat: streaming, analysis, Enter and Shift+Enter", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser();
  await slowDownTheStream(page);
  await signInAs(page, rep, "/ai-chat");
  await expect(conversation(page)).toContainText("Select a client to start chatting");
  await expect(analysis(page)).toContainText("Select a client to see AI analysis");

  // The name is required.
  await page
    .getByRole("region", { name: "Clients" })
    .getByRole("button", { name: "New Chat", exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create New Client" });
  await dialog.getByRole("button", { name: "Create Client" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Client name is required");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await newChatClient(page, "Zoë Łukasz", "ZL-042");
  await expect(conversation(page)).toContainText("Start a conversation with your client...");
  await expect(conversation(page).getByTestId("ai-status")).toHaveText("AI: Offline assistant");
  await expect(analysis(page)).toContainText("Continue the conversation to gather more insights");
  await expect(analysis(page).getByRole("region", { name: "Budget Range" })).toHaveCount(0);

  // Shift+Enter adds a line; Enter sends.
  await composer(page).click();
  await page.keyboard.type("They have a budget of $50k for a pilot.");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("The CFO, Anna, signs off; they want to go live by the end of March.");
  await expect(composer(page)).toHaveValue(
    "They have a budget of $50k for a pilot.\nThe CFO, Anna, signs off; they want to go live by the end of March.",
  );
  await page.keyboard.press("Enter");
  await expect(composer(page)).toHaveValue("");

  const mine = messages(page).and(page.locator('[data-role="user"]'));
  await expect(mine.first()).toContainText(
    "They have a budget of $50k for a pilot.\nThe CFO, Anna, signs off",
  );
  // The reply streams in: the typing indicator, then the text growing, then the saved message.
  await expect(conversation(page).getByRole("status", { name: "AI is typing" })).toBeVisible();
  const reply = messages(page).and(page.locator('[data-role="assistant"]')).last();
  await expect(reply).toBeVisible({ timeout: 30_000 });
  await expect(conversation(page).getByTestId("streaming-reply")).toHaveCount(0);
  const lengths = await page.evaluate(
    () => (window as unknown as { streamedLengths: number[] }).streamedLengths,
  );
  expect(
    new Set(lengths).size,
    `lengths seen while streaming: ${lengths.join(", ")}`,
  ).toBeGreaterThanOrEqual(2);
  const finalText = (await reply.getByTestId("message-text").textContent()) ?? "";
  expect(Math.max(...lengths)).toBeLessThanOrEqual(finalText.length);
  expect(Math.min(...lengths)).toBeLessThan(finalText.length);

  // The analysis panel takes in what the conversation said.
  await expect(analysis(page).getByRole("region", { name: "Budget Range" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    analysis(page).getByRole("region", { name: "Suggested Next Action" }),
  ).not.toContainText("Continue the conversation to gather more insights");
  await expect(analysis(page).getByRole("region", { name: "Deal Stage" })).toContainText(
    "confidence",
  );

  // The saved conversation is what was shown.
  await page.reload();
  await expect(messages(page)).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Clients" }).getByText("Zoë Łukasz")).toBeVisible();
});

test("attachments: a text file and an image, opened in a new tab; copying a message", async ({
  page,
  context,
  makeUser,
}) => {
  const rep = await makeUser();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(page, rep, "/ai-chat");
  await newChatClient(page, "Ελένη Παπαδοπούλου");

  const fileInput = conversation(page).getByTestId("chat-file-input");
  await fileInput.setInputFiles({
    name: "requirements.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Budget: 30000 EUR\nUsers: 40\n"),
  });
  const pending = conversation(page).getByRole("list", { name: "Pending attachments" });
  // Uploaded (removable), not just uploading: the picker takes one file at a time.
  await expect(pending.getByRole("button", { name: "Remove requirements.txt" })).toBeVisible();
  await expect(conversation(page).getByRole("button", { name: "Attach file" })).toBeEnabled();
  await fileInput.setInputFiles({ name: "whiteboard.png", mimeType: "image/png", buffer: PNG });
  await expect(pending.getByRole("button", { name: "Remove whiteboard.png" })).toBeVisible();
  await expect(pending).toContainText("requirements.txt");
  await composer(page).fill("Notes and the whiteboard from today");
  await conversation(page).getByRole("button", { name: "Send message" }).click();

  const sent = messages(page).and(page.locator('[data-role="user"]')).last();
  await expect(sent.getByRole("list", { name: "Attachments" })).toBeVisible();
  const image = sent.getByRole("img", { name: "whiteboard.png" });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(messages(page).and(page.locator('[data-role="assistant"]'))).toHaveCount(1, {
    timeout: 30_000,
  });

  // Each attachment opens in a new tab, answered with 200: the image shows there; the
  // text file is served as an attachment, so that tab hands it over as a download.
  const textLink = sent.getByRole("link", { name: /requirements\.txt/ });
  const textAnswer = page.context().waitForEvent("response", {
    predicate: (r) => r.url().includes("/api/files/download/") && r.request().isNavigationRequest(),
    timeout: 10_000,
  });
  // Chromium reports a download that a new tab started on the page that opened the tab.
  const textDownload = page.waitForEvent("download");
  await textLink.click();
  const downloaded = await textDownload;
  expect((await textAnswer).status()).toBe(200);
  expect(downloaded.suggestedFilename()).toBe("requirements.txt");
  expect(await readFile((await downloaded.path())!, "utf8")).toBe("Budget: 30000 EUR\nUsers: 40\n");
  const [imageTab] = await Promise.all([page.waitForEvent("popup"), image.click()]);
  const imageAnswer = await imageTab.request.get(imageTab.url());
  expect(imageAnswer.status()).toBe(200);
  expect(imageAnswer.headers()["content-type"]).toContain("image/png");
  await imageTab.close();

  // Copy: the text, then 'Attachments:' and the file names; the confirmation lasts 2 seconds.
  await sent.hover();
  const copy = sent.getByRole("button", { name: "Copy message" });
  await copy.click();
  await expect(sent.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Notes and the whiteboard from today\n\nAttachments:\nrequirements.txt\nwhiteboard.png",
  );
  await expect(sent.getByRole("button", { name: "Copy message" })).toBeVisible({ timeout: 4_000 });
});

test("follow-ups from the chat: the suggested one, and an approved draft", async ({
  page,
  makeUser,
}) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/ai-chat");
  await newChatClient(page, "Дмитрий Иванов");
  await composer(page).fill(
    "Budget is around $80k. They asked me to follow up next week with a proposal for the CFO.",
  );
  await composer(page).press("Enter");
  await expect(messages(page).and(page.locator('[data-role="assistant"]'))).toHaveCount(1, {
    timeout: 30_000,
  });
  const clientId = new URL(page.url()).searchParams.get("client")!;

  // The analysis suggests a follow-up; scheduling it stores it.
  const schedule = analysis(page).getByRole("button", { name: "Schedule Follow-up" });
  await expect(schedule).toBeVisible({ timeout: 15_000 });
  await schedule.click();
  await expect(page.getByRole("status").filter({ hasText: "Follow-up scheduled" })).toBeVisible();
  await expect.poll(async () => (await followUpsOf(rep, clientId)).length).toBe(1);

  // Send Follow-up: the AI drafts, the rep edits and approves.
  await analysis(page).getByRole("button", { name: "Send Follow-up" }).click();
  const draft = page.getByRole("dialog", { name: "Send Follow-up" });
  await expect(draft.getByRole("button", { name: "Approve & Schedule" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(draft).toContainText("AI Generated");
  const title = draft.getByLabel("Title");
  await expect(title).not.toHaveValue("");
  await title.fill("Send the proposal to Дмитрий");
  await draft.getByRole("button", { name: "Approve & Schedule" }).click();
  await expect(draft).toBeHidden();
  await expect
    .poll(async () => (await followUpsOf(rep, clientId)).map((f) => f.title))
    .toContain("Send the proposal to Дмитрий");
  const approved = (await followUpsOf(rep, clientId)).find(
    (f) => f.title === "Send the proposal to Дмитрий",
  )!;
  expect(approved).toMatchObject({ isAiGenerated: true, status: "pending" });
});

test("Generate Proposal downloads the SRS as a PDF", async ({ page, makeUser }) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/ai-chat");
  await newChatClient(page, "Acme Corp Łódź");
  await composer(page).fill("They need a customer portal with SSO and reporting, for 200 users.");
  await composer(page).press("Enter");
  await expect(messages(page).and(page.locator('[data-role="assistant"]'))).toHaveCount(1, {
    timeout: 30_000,
  });

  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }),
    analysis(page).getByRole("button", { name: "Generate Proposal" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("SRS_Acme_Corp_Łódź.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "SRS document generated successfully for Acme Corp Łódź!" }),
  ).toBeVisible();
});

test("send a chat message using only the keyboard", async ({ page, makeUser }) => {
  const rep = await makeUser();
  await signInAs(page, rep, "/ai-chat");

  const newChat = page
    .getByRole("region", { name: "Clients" })
    .getByRole("button", { name: "New Chat", exact: true });
  await newChat.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create New Client" });
  await expect(dialog.getByLabel("Client Name")).toBeFocused();
  await page.keyboard.type("Keyboard Client");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Client ID")).toBeFocused();
  await page.keyboard.type("KB-1");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(composer(page)).toBeEnabled();

  // Tab from wherever the focus is now until the message box has it.
  for (
    let i = 0;
    i < 40 && !(await composer(page).evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(composer(page)).toBeFocused();
  await page.keyboard.type("Typed and sent with the keyboard alone");
  await page.keyboard.press("Enter");
  await expect(messages(page).and(page.locator('[data-role="user"]'))).toContainText(
    "Typed and sent with the keyboard alone",
  );
  await expect(messages(page).and(page.locator('[data-role="assistant"]'))).toHaveCount(1, {
    timeout: 30_000,
  });

  // A client row and its 'New chat' button are reachable too.
  const row = page
    .getByRole("region", { name: "Clients" })
    .getByRole("button", { name: /Keyboard Client/ })
    .first();
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "New chat with Keyboard Client" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(conversation(page)).toContainText("Start a conversation with your client...");
});
