import assert from "node:assert/strict";
import { NOW, rep } from "../testdata/fixtures.ts";
import { gatherFacts } from "./facts.ts";
import { goLiveOf } from "./go-live.ts";
import { isoDate } from "./dates.ts";

const goLive = (...notes: string[]) =>
  goLiveOf(gatherFacts({ client: null, messages: notes.map(rep), now: NOW }));

Deno.test("go-live: a vague one is kept as said, with no made-up day", () => {
  const cases: [string, string, string][] = [
    [
      "PO came through. Go-live at the start of the autumn term.",
      "the start of the autumn term",
      "at the start of the autumn term",
    ],
    ["They plan to go live after Whitsun.", "after Whitsun", "after Whitsun"],
    ["Contract back today. Go live 15/01.", "15/01", "15/01"],
    [
      "Rollout is pencilled in for the summer holidays, once IT is ready.",
      "the summer holidays",
      "for the summer holidays",
    ],
    [
      "She wants the kick-off next Tuesday and teachers using it from the January term.",
      "from the January term",
      "from the January term",
    ],
    [
      "PO received. The drivers start using the app after the Easter break.",
      "after the Easter break",
      "after the Easter break",
    ],
    [
      "Signed! They want it up and running by the end of the season.",
      "by the end of the season",
      "by the end of the season",
    ],
    [
      "Contract signed; the clinics will use it from the spring term.",
      "from the spring term",
      "from the spring term",
    ],
  ];
  for (const [note, label, prose] of cases) {
    const live = goLive(note);
    assert.deepEqual(
      live && { label: live.label, prose: live.prose, date: live.date },
      { label, prose, date: null },
      note,
    );
  }
});

Deno.test("go-live: a dated one keeps its date; a vague dated one is told as said", () => {
  const exact = goLive("Contract signed. They go live on 8 February.")!;
  assert.equal(isoDate(exact.date!), "2027-02-08");
  assert.match(exact.label, /^\w+day, 8 February 2027$/);
  assert.equal(exact.prose, `on ${exact.label}`);
  const quarter = goLive("Signed today; the launch is planned for Q3.")!;
  assert.equal(quarter.label, "Q3");
  assert.equal(quarter.prose, "for Q3");
  assert.ok(quarter.date);
});

Deno.test("go-live: none stated, negated, conditional or not a time", () => {
  assert.equal(goLive("Signed the order form this morning."), null);
  assert.equal(goLive("Contract countersigned this afternoon and the PO is attached."), null);
  assert.equal(goLive("They won't go live before the spring term."), null);
  assert.equal(goLive("If the board agrees they would go live after Easter."), null);
  assert.equal(goLive("They launch in three new markets."), null);
  assert.equal(goLive("Signed today: live in 3 depots, then the rest."), null);
  assert.equal(goLive("Signed. Their sister school has been using it for years."), null);
  assert.equal(goLive("PO in. They use the app in every depot."), null);
});
