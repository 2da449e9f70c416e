import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/renderWithProviders";
import { useListFilters } from "./useListFilters";

function List() {
  const filters = useListFilters({ search: "", status: "all" });
  return (
    <div>
      <input
        aria-label="Search"
        value={filters.values.search}
        onChange={(e) => filters.set("search", e.target.value)}
      />
      <select
        aria-label="Status"
        value={filters.values.status}
        onChange={(e) => filters.set("status", e.target.value)}
      >
        <option value="all">All</option>
        <option value="done">Done</option>
      </select>
      <button type="button" onClick={() => filters.setPage(filters.page + 1)}>
        Next page
      </button>
      <output aria-label="Applied">
        {JSON.stringify({ ...filters.applied, page: filters.page })}
      </output>
    </div>
  );
}

const applied = () => JSON.parse(screen.getByRole("status", { name: "Applied" }).textContent!);

function renderList(initialEntry = "/list") {
  const view = renderScreen(<List />, { path: "/list", initialEntry });
  const url = () => view.router.state.location.search;
  const back = () => act(() => view.router.navigate(-1));
  return { ...view, url, back };
}

describe("useListFilters", () => {
  it("reads the search, the filters and the page from a shared link", () => {
    renderList("/list?search=acme&status=done&page=3");
    expect(screen.getByLabelText("Search")).toHaveValue("acme");
    expect(screen.getByLabelText("Status")).toHaveValue("done");
    expect(applied()).toEqual({ search: "acme", status: "done", page: 3 });
  });

  it("ignores a page that is not a whole number above 1", () => {
    renderList("/list?page=-2");
    expect(applied().page).toBe(1);
  });

  it("puts a filter and the page in the URL, starts over at page 1 on a filter change, and Back undoes each", async () => {
    const { user, url, back } = renderList();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(url()).toBe("?page=2");
    await user.selectOptions(screen.getByLabelText("Status"), "done");
    expect(url()).toBe("?status=done");
    expect(applied()).toEqual({ search: "", status: "done", page: 1 });
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    expect(url(), "a default value is left out").toBe("");
    await back();
    expect(applied()).toEqual({ search: "", status: "done", page: 1 });
    await back();
    expect(applied()).toEqual({ search: "", status: "all", page: 2 });
  });

  it("shows typing at once, applies and writes the search once typing stops, replacing the history entry", async () => {
    const { user, url, back } = renderList("/list?status=done");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await user.type(screen.getByLabelText("Search"), "glob");
    expect(screen.getByLabelText("Search")).toHaveValue("glob");
    expect(applied().search).toBe("");
    await screen.findByText(/"search":"glob"/);
    expect(url()).toBe("?status=done&search=glob");
    expect(applied().page).toBe(1);
    await back();
    expect(url(), "typing replaced the paged entry, so Back goes before it").toBe("?status=done");
    expect(screen.getByLabelText("Search")).toHaveValue("");
  });
});
