import assert from "node:assert/strict";
import { NOW } from "../testdata/fixtures.ts";
import { needPhrase } from "./need-phrase.ts";

Deno.test(
  "needs read right after 'you need': an object with what must happen to it keeps its date",
  () => {
    const cases: [string, string][] = [
      [
        "The crews trained before the busy season starts in March",
        "The crews to be trained before the busy season starts in March",
      ],
      [
        "Purchase orders approved within 48 hours",
        "Purchase orders to be approved within 48 hours",
      ],
      [
        "Their old tickets migrated from Freshdesk by 15 January, and the board signs off",
        "Their old tickets to be migrated from Freshdesk by 15 January",
      ],
      ["Every van tracked", "Every van to be tracked"],
      [
        "Freezer alarms forwarded to the night manager",
        "Freezer alarms to be forwarded to the night manager",
      ],
    ];
    for (const [said, need] of cases) assert.equal(needPhrase(said, NOW), need, said);
  },
);

Deno.test(
  "needs read right after 'you need': a clause becomes an object with an infinitive",
  () => {
    assert.equal(needPhrase("The portal works on tablets", NOW), "The portal to work on tablets");
    assert.equal(needPhrase("that the app syncs overnight", NOW), "The app to sync overnight");
  },
);

Deno.test(
  "needs read right after 'you need': noun phrases and verbs stay as said, terms go",
  () => {
    assert.equal(
      needPhrase("Shift planning and payroll exports for 3 depots", NOW),
      "Shift planning and payroll exports for 3 depots",
    );
    assert.equal(
      needPhrase("A tool that flags late deliveries", NOW),
      "A tool that flags late deliveries",
    );
    assert.equal(needPhrase("Online booking and reminders", NOW), "Online booking and reminders");
    assert.equal(needPhrase("A pilot by February, once finance approves", NOW), "A pilot");
    assert.equal(needPhrase("Cut the time spent on quotes", NOW), "Cut the time spent on quotes");
    assert.equal(needPhrase("SSO and they should be able to export to Excel", NOW), "SSO");
  },
);

Deno.test(
  "needs read right after 'you need': a noun phrase or an object with its state stays as said",
  () => {
    const cases: [string, string][] = [
      ["Shipment alerts for customers", "Shipment alerts for customers"],
      ["Delivery updates for every store", "Delivery updates for every store"],
      ["A pilot live before the end of February", "A pilot live before the end of February"],
      ["The booking page live on their website", "The booking page live on their website"],
      ["Their drivers get alerts by text", "Their drivers to get alerts by text"],
      ["Every clinic sees the same calendar", "Every clinic to see the same calendar"],
      ["The quotes ready by Friday, once finance approves", "The quotes ready by Friday"],
      ["Stock levels visible to every store", "Stock levels visible to every store"],
    ];
    for (const [said, need] of cases) assert.equal(needPhrase(said, NOW), need, said);
  },
);
