import assert from "node:assert/strict";
import { said } from "../../testdata/fixtures.ts";
import { findCompetitors } from "./competitors.ts";

const vendors = (text: string, exclude: string[] = []) =>
  findCompetitors(said(text), exclude).map((c) =>
    `${c.name}${c.chosen ? " (chosen)" : c.current ? " (current)" : ""}`
  );

Deno.test("competitors: any industry's vendors, from where they stand", () => {
  assert.deepEqual(
    vendors("They signed with a cheaper local provider called BuildTrack instead."),
    ["BuildTrack (chosen)"],
  );
  assert.deepEqual(vendors("They're also talking to Samsara and Geotab."), ["Samsara", "Geotab"]);
  assert.deepEqual(vendors("Procore quoted 20% less than us."), ["Procore"]);
  assert.deepEqual(vendors("Currently they use Epic for scheduling."), ["Epic (current)"]);
  assert.deepEqual(vendors("Carestream is the incumbent in 9 of the 12 clinics."), [
    "Carestream (current)",
  ]);
  assert.deepEqual(vendors("they went w/ procore, decision final"), ["Procore (chosen)"]);
});

Deno.test("competitors: hedged choices, us, people and things are not vendors chosen", () => {
  assert.deepEqual(vendors("They might go with SKF if we can't match."), ["SKF"]);
  assert.deepEqual(vendors("The Board chose us over Nordlys Systems!"), ["Nordlys Systems"]);
  assert.deepEqual(vendors("They signed with us today."), []);
  assert.deepEqual(vendors("They want to replace their spreadsheets."), []);
  assert.deepEqual(vendors("Laura Kim chose Acme.", ["Acme"]), []);
});
