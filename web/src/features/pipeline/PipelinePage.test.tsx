import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEAL_STAGES, type DealReason, type PipelineBoard, type PipelineCard } from "@contract";
import { jsonError, mockApi, type ApiRoute } from "../../test/mockApi";
import { admin, fakeAuth, renderScreen } from "../../test/renderWithProviders";
import PipelinePage from "./PipelinePage";

const COLUMN_WIDTH = 300;

function makeCard(overrides: Partial<PipelineCard> = {}): PipelineCard {
  return {
    id: crypto.randomUUID(),
    name: "Globex",
    company: "Globex Corporation",
    stage: "LEAD",
    dealValue: 12000,
    currency: "EUR",
    convertedValue: 12000,
    priority: "MEDIUM",
    nextFollowUp: null,
    aiStage: null,
    expectedCloseDate: null,
    ownerId: "00000000-0000-4000-8000-000000000002",
    ownerName: null,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function makeBoard(cards: PipelineCard[]): PipelineBoard {
  return {
    currency: "EUR",
    ratesAsOf: "2026-11-01",
    columns: DEAL_STAGES.map((stage) => {
      const inStage = cards.filter((card) => card.stage === stage);
      return {
        stage,
        count: inStage.length,
        probability: 50,
        value: {
          currency: "EUR",
          total: inStage.reduce((sum, card) => sum + (card.convertedValue ?? 0), 0),
          ratesAsOf: "2026-11-01",
          unconverted: [],
        },
        cards: inStage,
        nextCursor: null,
      };
    }),
  };
}

const reasons: DealReason[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    kind: "WON",
    label: "Best price",
    active: true,
    sortOrder: 0,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    kind: "LOST",
    label: "Went with a competitor",
    active: true,
    sortOrder: 0,
  },
  {
    id: "33333333-3333-4333-8333-333333333333",
    kind: "LOST",
    label: "Retired reason",
    active: false,
    sortOrder: 1,
  },
];

function boardRoutes(
  board: PipelineBoard,
  move: ApiRoute["answer"] = () => jsonError(500, { error: "No move expected" }),
): ApiRoute[] {
  return [
    { path: "/api/pipeline", answer: board },
    { path: "/api/pipeline/reasons", answer: { reasons } },
    { path: "/api/users", answer: { users: [admin] } },
    { method: "PATCH", path: /^\/api\/pipeline\/deals\//, answer: move },
  ];
}

/**
 * jsdom lays nothing out: give each column its own place side by side and each
 * card a place inside its column, so dnd-kit can tell which column a card is over.
 * The drag overlay, outside the columns, starts where the lifted card is.
 */
function rectOf(element: Element): DOMRect {
  const lifted = document.querySelector('[data-stage-column] [aria-pressed="true"]');
  const column = element.closest("[data-stage-column]") ?? lifted?.closest("[data-stage-column]");
  const index = column ? DEAL_STAGES.indexOf(column.getAttribute("data-stage-column") as never) : 0;
  const isColumn = element === column;
  const left = index * COLUMN_WIDTH + (isColumn ? 0 : 10);
  const [top, width, height] = isColumn ? [0, 260, 700] : [60, 240, 120];
  return {
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  } as DOMRect;
}

beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return rectOf(this);
  });
});
afterEach(() => vi.restoreAllMocks());
// The virtualiser reads its scroll box's size from clientWidth and clientHeight, a card's from offsetHeight.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(700);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(260);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(120);
});

const column = (label: string) => screen.getByRole("region", { name: label });
const card = (name: string) => screen.getByRole("article", { name: new RegExp(`^${name},`) });
const handle = (name: string) => screen.getByRole("button", { name: `Move ${name}` });

/** Lifts a card with space, presses the arrow keys, and drops it with space, as a keyboard user does. */
async function moveByKeyboard(
  user: ReturnType<typeof renderScreen>["user"],
  name: string,
  arrows: string[],
) {
  handle(name).focus();
  await user.keyboard("[Space]");
  // dnd-kit listens for the next keys after a tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  for (const arrow of arrows) await user.keyboard(`[${arrow}]`);
  await user.keyboard("[Space]");
}

describe("PipelinePage", () => {
  it("shows a column per stage with its count, converted total and cards", async () => {
    const board = makeBoard([
      makeCard({ name: "Globex", stage: "PROPOSAL", priority: "HIGH", aiStage: "NEGOTIATION" }),
      makeCard({
        name: "Initech",
        stage: "PROPOSAL",
        dealValue: 5000,
        currency: "CHF",
        convertedValue: null,
        nextFollowUp: {
          id: "f1",
          title: "Call back",
          dueAt: "2020-01-02T10:00:00Z",
          overdue: true,
        },
      }),
    ]);
    board.columns[2]!.value.unconverted = [{ currency: "CHF", amount: 5000, deals: 1 }];
    mockApi(boardRoutes(board));
    renderScreen(<PipelinePage />, { path: "/pipeline" });

    const proposal = await screen.findByRole("region", { name: "Proposal" });
    for (const label of ["Lead", "Qualified", "Negotiation", "Won", "Lost"])
      expect(column(label)).toBeInTheDocument();
    expect(within(proposal).getByTestId("stage-count")).toHaveTextContent("2");
    expect(within(proposal).getAllByText("€12,000")[0]).toHaveAttribute(
      "title",
      "Sum of the deal values in Proposal, converted to EUR at the rates of Nov 1, 2026",
    );
    expect(within(proposal).getByText("+ CHF 5,000 without a rate")).toBeInTheDocument();
    const globex = card("Globex");
    expect(within(globex).getByText("High")).toBeInTheDocument();
    expect(within(globex).getByText("AI suggests: Negotiation")).toBeInTheDocument();
    expect(within(globex).getByRole("link", { name: "Globex" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/clients\//),
    );
    expect(within(card("Initech")).getByText(/^Overdue: /).parentElement).toHaveClass(
      "text-red-700",
    );
  });

  it("moves a card to the next column by keyboard and sends the move", async () => {
    const globex = makeCard({ name: "Globex", stage: "LEAD" });
    const moved = { ...globex, stage: "QUALIFIED" as const };
    const api = mockApi(boardRoutes(makeBoard([globex]), { deal: moved }));
    const { user } = renderScreen(<PipelinePage />, { path: "/pipeline" });
    await screen.findByRole("region", { name: "Lead" });

    await moveByKeyboard(user, "Globex", ["ArrowRight"]);

    await waitFor(() =>
      expect(api.callsTo("PATCH", `/api/pipeline/deals/${globex.id}`)).toHaveLength(1),
    );
    expect(api.callsTo("PATCH", `/api/pipeline/deals/${globex.id}`)[0]!.body).toEqual({
      stage: "QUALIFIED",
    });
    expect(within(column("Qualified")).getByText("Globex")).toBeInTheDocument();
    expect(within(column("Lead")).queryByText("Globex")).not.toBeInTheDocument();
    expect(within(column("Qualified")).getByTestId("stage-count")).toHaveTextContent("1");
    expect(screen.getByText("Globex was dropped in Qualified.")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(column("Qualified")).getByRole("button", { name: "Move Globex" }),
      ).toHaveFocus(),
    );
  });

  it("sets a deal's expected close date from its card, and shows the saved date", async () => {
    const globex = makeCard({ name: "Globex", stage: "PROPOSAL" });
    const dated = { ...globex, expectedCloseDate: "2026-12-15" };
    const api = mockApi(boardRoutes(makeBoard([globex]), { deal: dated }));
    const { user } = renderScreen(<PipelinePage />, { path: "/pipeline" });
    await screen.findByRole("region", { name: "Proposal" });
    expect(within(card("Globex")).getByText("No close date")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Set Globex's expected close date" }));
    const dialog = await screen.findByRole("dialog", { name: "Expected close of Globex" });
    await user.type(within(dialog).getByLabelText("Expected close date"), "2026-12-15");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Expected close of Globex" })).toBeNull(),
    );
    expect(api.callsTo("PATCH", `/api/pipeline/deals/${globex.id}`)[0]!.body).toEqual({
      expectedCloseDate: "2026-12-15",
    });
    expect(within(card("Globex")).getByText("Close by Dec 15, 2026")).toBeInTheDocument();
  });

  it("asks for a reason before a keyboard move to Won, and sends it with the move", async () => {
    const deal = makeCard({ name: "Hooli", stage: "NEGOTIATION" });
    const api = mockApi(boardRoutes(makeBoard([deal]), { deal: { ...deal, stage: "CLOSED_WON" } }));
    const { user } = renderScreen(<PipelinePage />, { path: "/pipeline" });
    await screen.findByRole("region", { name: "Negotiation" });

    await moveByKeyboard(user, "Hooli", ["ArrowRight"]);

    const dialog = await screen.findByRole("dialog", { name: "Move Hooli to Won" });
    expect(api.callsTo("PATCH", /^\/api\/pipeline\/deals\//)).toHaveLength(0);
    const reason = within(dialog).getByLabelText("Reason");
    await waitFor(() => expect(within(reason).getAllByRole("option")).toHaveLength(2));
    // The dialog keeps the focus; dnd-kit does not hand it back to the card.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(reason).toHaveFocus();
    expect(within(reason).queryByText("Went with a competitor")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Move to Won" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Choose a reason for closing the deal",
    );

    await user.selectOptions(reason, "Best price");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Signed at the fair");
    await user.click(within(dialog).getByRole("button", { name: "Move to Won" }));

    await waitFor(() =>
      expect(api.callsTo("PATCH", `/api/pipeline/deals/${deal.id}`)).toHaveLength(1),
    );
    expect(api.callsTo("PATCH", `/api/pipeline/deals/${deal.id}`)[0]!.body).toEqual({
      stage: "CLOSED_WON",
      reasonId: reasons[0]!.id,
      note: "Signed at the fair",
    });
    expect(within(column("Won")).getByText("Hooli")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column("Won")).getByRole("button", { name: "Move Hooli" })).toHaveFocus(),
    );
  });

  it("puts the card back when the Lost dialog is cancelled", async () => {
    const deal = makeCard({ name: "Umbrella", stage: "CLOSED_WON" });
    const api = mockApi(boardRoutes(makeBoard([deal])));
    const { user } = renderScreen(<PipelinePage />, { path: "/pipeline" });
    await screen.findByRole("region", { name: "Won" });

    await moveByKeyboard(user, "Umbrella", ["ArrowRight"]);
    const dialog = await screen.findByRole("dialog", { name: "Move Umbrella to Lost" });
    expect(within(column("Lost")).getByText("Umbrella")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(column("Won")).getByText("Umbrella")).toBeInTheDocument();
    expect(within(column("Lost")).queryByText("Umbrella")).not.toBeInTheDocument();
    expect(api.callsTo("PATCH", /^\/api\/pipeline\/deals\//)).toHaveLength(0);
    await waitFor(() =>
      expect(within(column("Won")).getByRole("button", { name: "Move Umbrella" })).toHaveFocus(),
    );
  });

  it("rolls the card back with the server's message when the move is refused", async () => {
    const deal = makeCard({ name: "Globex", stage: "QUALIFIED" });
    let refuse!: (answer: Response) => void;
    const api = mockApi(
      boardRoutes(makeBoard([deal]), () => new Promise<Response>((resolve) => (refuse = resolve))),
    );
    const { user } = renderScreen(<PipelinePage />, { path: "/pipeline" });
    await screen.findByRole("region", { name: "Qualified" });

    await moveByKeyboard(user, "Globex", ["ArrowLeft"]);
    await waitFor(() =>
      expect(api.callsTo("PATCH", `/api/pipeline/deals/${deal.id}`)).toHaveLength(1),
    );
    // Optimistic: the card is in Lead while the server thinks.
    expect(within(column("Lead")).getByText("Globex")).toBeInTheDocument();

    refuse(jsonError(404, { error: "Client not found" }));

    expect(
      await screen.findByText("Globex could not be moved to Lead: Client not found"),
    ).toBeInTheDocument();
    expect(within(column("Qualified")).getByText("Globex")).toBeInTheDocument();
    expect(within(column("Lead")).queryByText("Globex")).not.toBeInTheDocument();
    expect(within(column("Qualified")).getByTestId("stage-count")).toHaveTextContent("1");
  });

  it("keeps the filters in the URL and sends them to the API", async () => {
    const api = mockApi(boardRoutes(makeBoard([])));
    const { user, router } = renderScreen(<PipelinePage />, {
      path: "/pipeline",
      initialEntry: "/pipeline?priority=HIGH",
      auth: fakeAuth({ user: admin }),
    });
    await screen.findByRole("region", { name: "Lead" });
    expect(api.callsTo("GET", "/api/pipeline")[0]!.query).toMatchObject({ priority: "HIGH" });
    expect(screen.getByRole("combobox", { name: "Filter by priority" })).toHaveValue("HIGH");

    await user.type(screen.getByRole("searchbox", { name: "Search deals" }), "glob");
    await waitFor(() => expect(router.state.location.search).toContain("search=glob"));
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/pipeline").at(-1)!.query).toMatchObject({
        search: "glob",
        priority: "HIGH",
      }),
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by owner" }), admin.name);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("owner")).toBe(admin.id),
    );
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/pipeline").at(-1)!.query).toMatchObject({ owner: admin.id }),
    );

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Filter by priority" }),
      "All Priorities",
    );
    await waitFor(() => expect(router.state.location.search).not.toContain("priority"));
  });

  it("offers no owner filter to a rep", async () => {
    const api = mockApi(boardRoutes(makeBoard([])));
    renderScreen(<PipelinePage />, { path: "/pipeline", initialEntry: "/pipeline?owner=someone" });
    await screen.findByRole("region", { name: "Lead" });
    expect(screen.queryByRole("combobox", { name: "Filter by owner" })).not.toBeInTheDocument();
    expect(api.callsTo("GET", "/api/pipeline")[0]!.query.owner).toBeUndefined();
    expect(api.callsTo("GET", "/api/users")).toHaveLength(0);
  });

  it("fetches a column's next cards as its end comes into view, and stops at the last page", async () => {
    const first = Array.from({ length: 10 }, (_, index) =>
      makeCard({ name: `Lead ${index}`, stage: "LEAD" }),
    );
    const board = makeBoard(first);
    board.columns[0] = { ...board.columns[0]!, count: 12, nextCursor: "cursor-1" };
    const rest = [
      makeCard({ name: "Lead 10", stage: "LEAD" }),
      makeCard({ name: "Lead 11", stage: "LEAD" }),
    ];
    const api = mockApi([
      ...boardRoutes(board),
      {
        path: "/api/pipeline/columns/LEAD",
        answer: { stage: "LEAD", cards: rest, nextCursor: null },
      },
    ]);
    renderScreen(<PipelinePage />, { path: "/pipeline", initialEntry: "/pipeline?priority=LOW" });
    const lead = await screen.findByRole("region", { name: "Lead" });
    await waitFor(() => expect(api.callsTo("GET", "/api/pipeline/columns/LEAD")).toHaveLength(1));
    expect(api.callsTo("GET", "/api/pipeline/columns/LEAD")[0]!.query).toMatchObject({
      cursor: "cursor-1",
      priority: "LOW",
      limit: "200",
    });
    await waitFor(() => expect(within(lead).getByText("Lead 11")).toBeInTheDocument());
    expect(api.callsTo("GET", "/api/pipeline/columns/LEAD")).toHaveLength(1);
  });

  it("renders only the cards in view of a column of 2,000 deals", async () => {
    const cards = Array.from({ length: 2000 }, (_, index) =>
      makeCard({ name: `Deal ${index}`, stage: "LEAD" }),
    );
    mockApi(boardRoutes(makeBoard(cards)));
    renderScreen(<PipelinePage />, { path: "/pipeline" });
    const lead = await screen.findByRole("region", { name: "Lead" });
    expect(within(lead).getByTestId("stage-count")).toHaveTextContent("2000");
    expect(within(lead).getAllByTestId("deal-card").length).toBeLessThan(30);
  });
});
