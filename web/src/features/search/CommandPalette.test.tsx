import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchResult } from "@contract";
import { mockApi } from "../../test/mockApi";
import { renderScreen } from "../../test/renderWithProviders";
import { SearchButton } from "./SearchButton";

const result = (
  fields: Partial<SearchResult> & Pick<SearchResult, "kind" | "id" | "title">,
): SearchResult => ({
  snippet: [{ text: fields.title, match: false }],
  clientId: "c1",
  clientName: "Acme",
  threadId: null,
  messageId: null,
  rank: 1,
  ...fields,
});

const RESULTS: SearchResult[] = [
  result({
    kind: "message",
    id: "m1",
    title: "Chat 2026-11-20",
    threadId: "t1",
    messageId: "m1",
    snippet: [
      { text: "asked about ", match: false },
      { text: "SOC", match: true },
      { text: " 2 <b>audits</b>", match: false },
    ],
  }),
  result({ kind: "client", id: "c1", title: "Acme" }),
  result({ kind: "followup", id: "f1", title: "Send SOC report" }),
];

function renderPalette() {
  const api = mockApi([{ path: "/api/search", answer: { results: RESULTS } }]);
  // The button stays on screen as the page under it changes, as in the top bar.
  const screenParts = renderScreen(
    <>
      <SearchButton />
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/clients/:id" element={<h1>Client page</h1>} />
        <Route path="/ai-chat" element={<h1>Chat page</h1>} />
        <Route path="/followups" element={<h1>Follow-ups page</h1>} />
      </Routes>
    </>,
    { path: "/*", initialEntry: "/dashboard" },
  );
  return { ...screenParts, api };
}

afterEach(() => vi.unstubAllGlobals());

describe("CommandPalette", () => {
  it("opens with Ctrl+K, searches once typing pauses and groups the results by kind with marked snippets", async () => {
    const { user, api } = renderPalette();
    await user.keyboard("{Control>}k{/Control}");
    const dialog = screen.getByRole("dialog", { name: "Search" });
    const box = within(dialog).getByRole("combobox", { name: "Search everything" });
    expect(box).toHaveFocus();
    await user.type(box, "soc");
    const groups = await within(dialog).findAllByRole("group");
    expect(
      groups.map(
        (g) =>
          g.getAttribute("aria-labelledby") &&
          document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["Clients", "Messages", "Follow-ups"]);
    expect(api.callsTo("GET", "/api/search").map((c) => c.query.q)).toEqual(["soc"]);
    const message = within(groups[1]!).getByRole("option");
    expect(within(message).getByText("SOC").tagName).toBe("MARK");
    expect(message.textContent).toContain("2 <b>audits</b>");
    expect(message.querySelector("b")).toBeNull();
  });

  it("moves through every result with the arrow keys and opens the active one with Enter", async () => {
    const { user, router } = renderPalette();
    await user.click(screen.getByRole("button", { name: /search/i }));
    const box = screen.getByRole("combobox");
    await user.type(box, "soc");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(await screen.findByRole("heading", { name: "Chat page" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?client=c1&thread=t1&message=m1");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("jumps to a client's page and a follow-up by a click; Escape closes without going anywhere", async () => {
    const { user, router } = renderPalette();
    await user.keyboard("{Meta>}k{/Meta}");
    await user.type(screen.getByRole("combobox"), "soc");
    await user.click(await screen.findByRole("option", { name: /Send SOC report/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/followups?search=Send+SOC+report",
    );

    await user.keyboard("{Control>}k{/Control}");
    await user.type(screen.getByRole("combobox"), "acme");
    await user.click(await screen.findByRole("option", { name: /^Acme/ }));
    expect(router.state.location.pathname).toBe("/clients/c1");

    await user.keyboard("{Control>}k{/Control}");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/clients/c1");
  });

  it("says when nothing matches and asks nothing for blank input", async () => {
    const api = mockApi([{ path: "/api/search", answer: { results: [] } }]);
    const { user } = renderScreen(<SearchButton />);
    await user.keyboard("{Control>}k{/Control}");
    await user.type(screen.getByRole("combobox"), "   ");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo("GET", "/api/search")).toHaveLength(0);
    await user.type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findByText("Nothing matches “zzz”.")).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  });
});
