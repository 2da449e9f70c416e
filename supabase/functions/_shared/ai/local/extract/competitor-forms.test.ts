import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";

// Sentences written for these tests, not taken from the corpus.
const vendors = (text: string) =>
  findCompetitors(said(text)).map(
    (c) => `${c.name}${c.chosen ? " (chosen)" : c.current ? " (current)" : ""}`,
  );

Deno.test("competitors: names as written, with their number, lower case or abbreviated", () => {
  assert.deepEqual(vendors("They're comparing us with Salesforce Sales Cloud and Dynamics 365."), [
    "Salesforce Sales Cloud",
    "Dynamics 365",
  ]);
  assert.deepEqual(vendors("they're on sfdc today and hate the renewal"), ["SFDC (current)"]);
  assert.deepEqual(vendors("They picked Sage 50 over us."), ["Sage 50 (chosen)"]);
  assert.deepEqual(vendors("They went with Acme 2 weeks ago."), ["Acme (chosen)"]);
  assert.deepEqual(vendors("they went with monday.com"), ["Monday.com (chosen)"]);
  assert.deepEqual(vendors("Ils ont choisi Axonaut à la place."), ["Axonaut (chosen)"]);
});

Deno.test("competitors: lists under a label, table columns and the runner-up", () => {
  assert.deepEqual(vendors("Competitors: Procore, Buildertrend, CoConstruct"), [
    "Procore",
    "Buildertrend",
    "CoConstruct",
  ]);
  assert.deepEqual(vendors("Alternatives under review: Zenwork and Paylocity."), [
    "Zenwork",
    "Paylocity",
  ]);
  assert.deepEqual(vendors("Product brightwave, Licence cost 55000, Verdict too dear"), [
    "Brightwave",
  ]);
  assert.deepEqual(vendors("The runner-up was Kestra."), ["Kestra"]);
  assert.deepEqual(vendors("Halvard came in second."), ["Halvard"]);
  assert.deepEqual(vendors("Orsolo and Vint are both in the final round."), ["Orsolo", "Vint"]);
  assert.deepEqual(vendors("Trelby dropped out on Friday."), ["Trelby"]);
  assert.deepEqual(vendors("The council went with us over Norvik and Dask."), ["Norvik", "Dask"]);
  assert.deepEqual(vendors("Lumora seems to be their favourite."), ["Lumora"]);
});

Deno.test("competitors: the incumbent and the winner in casual and other languages", () => {
  assert.deepEqual(vendors("been w/ sage 10 yrs, hate it"), ["Sage (current)"]);
  assert.deepEqual(vendors("Han elegido Holded, lo siento."), ["Holded (chosen)"]);
  assert.deepEqual(vendors("Decidimos seguir com a Frotalog, foi mais barata."), [
    "Frotalog (chosen)",
  ]);
});

Deno.test("competitors: the client's circle and its requirements are not vendors", () => {
  assert.deepEqual(
    vendors("Purchases over that go to their parent company, Velden Holding AG."),
    [],
  );
  assert.deepEqual(vendors("Marlowe Foods, their biggest customer, audits them yearly."), []);
  assert.deepEqual(vendors("Brightpath (their IT consultants) is helping with the review."), []);
  assert.deepEqual(vendors("Corvane is running the selection process."), []);
  assert.deepEqual(vendors("Hosting must stay on Azure, which we support."), []);
  assert.deepEqual(vendors("Teachers are unhappy with the gradebook."), []);
});
