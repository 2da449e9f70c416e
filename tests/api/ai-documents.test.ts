// The AI document generators: a PDF that parses, stored and listed for the client, and their validation.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { PDFDocument } from "pdf-lib";
import { apiUrl, api, createUser, type TestUser } from "./helpers.ts";
import { conversation } from "./ai-helpers.ts";

let a: TestUser;
let b: TestUser;

before(async () => {
  [a, b] = await Promise.all([createUser("SALES", "AI Rep A"), createUser("SALES", "AI Rep B")]);
});

async function generate(kind: string, token: string, body: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}/documents/generate-ai-${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

test("each document generator answers a PDF that parses, stored and listed for the client", async () => {
  const { client } = await conversation(a, ["Budget is $30,000 for 20 seats; go-live in March."]);
  for (const kind of ["proposal", "presentation", "budget"]) {
    const { response, bytes } = await generate(kind, a.token, {
      title: `${kind} for Zoë Łukasz Ελένη Дмитрий`,
      clientName: client.name,
      userPrompt: "Twenty seats with onboarding",
      date: new Date().toISOString(),
    });
    assert.equal(response.status, 200, kind);
    assert.equal(response.headers.get("content-type"), "application/pdf");
    assert.match(
      response.headers.get("content-disposition") ?? "",
      new RegExp(`${kind}-\\d+\\.pdf`),
    );
    const pdf = await PDFDocument.load(bytes);
    assert.ok(pdf.getPageCount() >= 1);
    assert.match(pdf.getTitle() ?? "", /Zoë Łukasz/);
  }
  const srs = await generate("proposal", a.token, {
    title: `Software Requirements Specification - ${client.name}`,
    clientName: client.name,
    userPrompt: "Rep: they need SSO.\nProduce a software requirements specification.",
  });
  assert.equal(srs.response.status, 200);
  assert.match(
    srs.response.headers.get("content-disposition") ?? "",
    new RegExp(`SRS_${client.name.replace(/ /g, "_")}\\.pdf`),
  );
  const listed = await api(`/documents?clientId=${client.id}`, { token: a.token });
  assert.equal(listed.status, 200);
  assert.deepEqual(listed.body.documents.map((d: any) => d.kind).sort(), [
    "budget",
    "presentation",
    "proposal",
    "srs",
  ]);
  const download = await fetch(listed.body.documents[0].file.url);
  assert.equal(download.status, 200);
  assert.equal(download.headers.get("content-type"), "application/pdf");
  assert.equal((await api(`/documents?clientId=${client.id}`, { token: b.token })).body.total, 0);
});

test("document generation validates title and description, and a huge prompt still renders", async () => {
  for (const body of [
    { userPrompt: "x" },
    { title: "x" },
    { title: " ", userPrompt: "x" },
    { title: "x", userPrompt: "" },
  ]) {
    const res = await api("/documents/generate-ai-proposal", {
      method: "POST",
      token: a.token,
      body,
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      error: "Please provide both a title and description for the document.",
    });
  }
  assert.equal(
    (
      await api("/documents/generate-ai-poem", {
        method: "POST",
        token: a.token,
        body: { title: "x", userPrompt: "y" },
      })
    ).status,
    404,
  );
  const big = await generate("proposal", a.token, {
    title: "Long brief",
    userPrompt: "requirement ".repeat(1_700),
  });
  assert.equal(big.response.status, 200);
  assert.ok((await PDFDocument.load(big.bytes)).getPageCount() >= 1);
  const { client } = await conversation(a, ["hello"]);
  const theirs = await generate("budget", b.token, {
    title: "Sneaky",
    userPrompt: "x",
    clientId: client.id,
  });
  assert.equal(theirs.response.status, 404);
});
