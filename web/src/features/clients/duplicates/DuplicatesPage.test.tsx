import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DuplicatePair } from "@contract";
import { makeClient } from "../../../test/fixtures";
import { jsonError, mockApi } from "../../../test/mockApi";
import { renderScreen } from "../../../test/renderWithProviders";
import DuplicatesPage from "./DuplicatesPage";
import { defaultChoices } from "./mergeChoices";

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

// The older Dana is kept; the newer one has an e-mail, another company and a later stage.
const older = makeClient({
  name: "Dana Smith",
  email: null,
  phone: "+1 555 0100",
  company: "Acme",
  createdAt: daysAgo(30),
  updatedAt: daysAgo(10),
});
const newer = makeClient({
  name: "Dana Smith",
  email: "dana@acme.test",
  phone: null,
  company: "Acme Inc",
  stage: "PROPOSAL",
  createdAt: daysAgo(2),
  updatedAt: daysAgo(1),
});
const pair: DuplicatePair = { score: 0.75, reason: "name_company", a: newer, b: older };

function renderDuplicates(mergeAnswer: object | Response = older) {
  const api = mockApi([
    { path: "/api/clients/duplicates", answer: { pairs: [pair] } },
    { method: "POST", path: "/api/clients/merge", answer: mergeAnswer },
  ]);
  return { api, ...renderScreen(<DuplicatesPage />, { path: "/clients/duplicates" }) };
}

const radio = (name: string) => screen.getByRole("radio", { name });

describe("defaultChoices", () => {
  it("takes the value that is there, the newer client's when both differ, else the kept one's", () => {
    expect(defaultChoices(older, newer)).toEqual({
      name: "keep",
      email: "drop",
      phone: "keep",
      company: "drop",
      status: "keep",
      stage: "drop",
      priority: "keep",
      dealValue: "keep",
      notes: "keep",
    });
    // Kept the newer one: the older's different values lose, its phone still fills the gap.
    expect(defaultChoices(newer, older)).toMatchObject({
      phone: "drop",
      company: "keep",
      stage: "keep",
    });
  });
});

describe("DuplicatesPage", () => {
  it("lists each pair with its reason and score", async () => {
    renderDuplicates();
    const row = (
      await screen.findByRole("button", { name: "Merge Dana Smith and Dana Smith" })
    ).closest("tr")!;
    expect(within(row).getByText("Similar name and company")).toBeInTheDocument();
    expect(within(row).getByText("75%")).toBeInTheDocument();
    expect(within(row).getByText("Acme Inc")).toBeInTheDocument();
  });

  it("asks the minimum similarity chosen", async () => {
    const { api, user } = renderDuplicates();
    await screen.findByText("75%");
    await user.selectOptions(screen.getByLabelText("Minimum similarity"), "80%");
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/clients/duplicates").map((c) => c.query.minScore)).toEqual([
        "0.6",
        "0.8",
      ]),
    );
  });

  it("merges the newer client into the older with the chosen fields, then says so and refreshes", async () => {
    const { api, user } = renderDuplicates({ ...older, email: "dana@acme.test" });
    await user.click(
      await screen.findByRole("button", { name: "Merge Dana Smith and Dana Smith" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Merge clients" });
    expect(
      within(dialog)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Field", "KeptDana SmithAcme", "Merged in, then deletedDana SmithAcme Inc"]);
    expect(radio("Email: merged client's value")).toBeChecked();
    expect(radio("Phone: kept client's value")).toBeChecked();
    expect(radio("Company: merged client's value")).toBeChecked();
    expect(radio("Name: kept client's value")).toBeDisabled();

    await user.click(radio("Company: kept client's value"));
    await user.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Dana Smith will be merged into Dana Smith and deleted. This cannot be undone.",
    );
    expect(api.callsTo("POST", "/api/clients/merge")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Confirm merge" }));

    await waitFor(() => expect(api.callsTo("POST", "/api/clients/merge")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/clients/merge")[0]!.body).toEqual({
      keepId: older.id,
      dropId: newer.id,
      fields: { ...defaultChoices(older, newer), company: "keep" },
    });
    expect(await screen.findByText("Merged into Dana Smith")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET", "/api/clients/duplicates")).toHaveLength(2));
  });

  it("keeps the other client when asked, and shows the server's error in the dialog", async () => {
    const { api, user } = renderDuplicates(jsonError(404, { error: "Client not found" }));
    await user.click(
      await screen.findByRole("button", { name: "Merge Dana Smith and Dana Smith" }),
    );
    await user.click(screen.getByRole("button", { name: "Keep the other one" }));
    await user.click(screen.getByRole("button", { name: "Merge" }));
    await user.click(screen.getByRole("button", { name: "Confirm merge" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/clients/merge")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/clients/merge")[0]!.body).toMatchObject({
      keepId: newer.id,
      dropId: older.id,
    });
    expect(await screen.findByText("Error: Client not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Merge clients" })).toBeInTheDocument();
  });
});
