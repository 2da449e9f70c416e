import assert from "node:assert/strict";
import { NOW, said } from "../../testdata/fixtures.ts";
import { isoDate } from "../dates.ts";
import { scanDates } from "./dates-scan.ts";
import { findTimeline } from "./timeline.ts";

/** The first date a sentence points at, as YYYY-MM-DD, for now = Wed 18 Nov 2026. */
function date(text: string): string | null {
  const hit = scanDates(text, NOW)[0];
  return hit ? isoDate(hit.date) : null;
}

Deno.test("dates: phrases resolve against now", () => {
  const cases: [string, string][] = [
    ["They need it by end of Q3.", "2027-09-30"],
    ["Decision by Q1.", "2027-01-01"],
    ["Go-live in Q2 2027.", "2027-06-30"],
    ["They want to start next month.", "2026-12-01"],
    ["Done within 6 weeks.", "2026-12-30"],
    ["In two weeks, please.", "2026-12-02"],
    ["Before March 15.", "2027-03-15"],
    ["Go-live in January.", "2027-01-01"],
    ["By end of January.", "2027-01-31"],
    ["By the end of the month.", "2026-11-30"],
    ["Send it by Friday.", "2026-11-20"],
    ["Call next Tuesday.", "2026-11-24"],
    ["Tomorrow works.", "2026-11-19"],
    ["Next week is fine.", "2026-11-23"],
    ["By end of next week.", "2026-11-27"],
    ["Roll out on 01/15/2027.", "2027-01-15"],
    ["Roll out on 15.01.2027.", "2027-01-15"],
    ["Deadline 2027-02-01.", "2027-02-01"],
    ["Before the end of the year.", "2026-12-31"],
    ["Early next year.", "2027-01-01"],
    ["Within 3 business days.", "2026-11-23"],
    ["They need it ASAP.", "2026-11-18"],
  ];
  for (const [text, expected] of cases) assert.equal(date(text), expected, text);
});

Deno.test("dates: past references are not deadlines", () => {
  assert.equal(date("We met last Monday."), null);
  assert.equal(date("They signed up two weeks ago."), null);
  assert.equal(date("A note from October said they were busy."), null);
  assert.equal(date("Monday.com is their current tool."), null);
});

Deno.test("timeline: urgency from the nearest deadline", () => {
  const t = (...texts: string[]) => findTimeline(said(...texts), NOW);
  assert.equal(t("They need it ASAP.").urgency, "urgent");
  assert.equal(t("The proposal is due by Friday.").urgency, "urgent");
  assert.equal(t("Decision by December 20.").urgency, "soon");
  assert.equal(t("Go-live by end of Q1.").urgency, "normal");
  assert.equal(t("Go-live by end of Q3 2027.").urgency, "later");
  assert.equal(t("No rush at all.").urgency, "later");
  assert.equal(t("They need a CRM.").urgency, "unknown");
  const both = t("Go-live in March.", "They want the proposal by December 1.");
  assert.equal(isoDate(both.deadline!.date), "2026-12-01");
  assert.equal(isoDate(both.goLive!.date), "2027-03-01");
});

Deno.test("timeline: meetings and call-backs are told apart from deadlines", () => {
  const t = findTimeline(
    said("Demo next Tuesday with the team.", "She asked me to call her back on Monday."),
    NOW,
  );
  assert.equal(t.deadline, null);
  assert.equal(isoDate(t.meeting!.date), "2026-11-24");
  assert.equal(isoDate(t.callback!.date), "2026-11-23");
});

Deno.test(
  "timeline: a meeting thanked for took place; only one still to come is the next meeting",
  () => {
    assert.equal(
      findTimeline(said("Write Ines a thank-you for today's workshop."), NOW).meeting,
      null,
    );
    assert.equal(findTimeline(said("Thank Bo for the site visit on Monday."), NOW).meeting, null);
    assert.equal(
      findTimeline(said("Thank them for joining the call on Monday."), NOW).meeting,
      null,
    );
    const after = findTimeline(said("Draft a follow-up email after today's call."), NOW);
    assert.equal(after.meeting, null);
    assert.equal(after.callback, null);
    assert.equal(
      findTimeline(said("Send the recap of this morning's workshop."), NOW).meeting,
      null,
    );
    const booked = findTimeline(said("Thank Bo for booking the demo on Monday."), NOW);
    assert.equal(isoDate(booked.meeting!.date), "2026-11-23");
    const next = findTimeline(
      said("Thanks for the call today; see you at the demo next Tuesday."),
      NOW,
    );
    assert.equal(isoDate(next.meeting!.date), "2026-11-24");
  },
);

Deno.test("timeline: today's meeting reported with what was said in it took place", () => {
  for (const note of [
    "Demo today with Ana Ruiz. They want route planning for 12 vans.",
    "Call today with Ben Ode: he needs invoicing for 3 sites.",
    "Call this morning with Ben Ode: he needs invoicing for 3 sites.",
    "Workshop today with the ops team, they run 40 dispatchers on spreadsheets.",
  ]) {
    const t = findTimeline(said(note), NOW);
    assert.equal(t.meeting, null, note);
    assert.equal(isoDate(t.held!.date), "2026-11-18", note);
  }
  // Still ahead today: a time of day, "later", our preparation.
  for (const note of [
    "Demo today at 3pm with the ops team.",
    "Demo later today with Ana Ruiz.",
    "Prepping the slides for the demo today.",
  ]) {
    const t = findTimeline(said(note), NOW);
    assert.equal(t.held, null, note);
    assert.equal(isoDate(t.meeting!.date), "2026-11-18", note);
  }
  // Thanked for: the meeting booked for today took place; one next week is still to come.
  const thanked = findTimeline(
    said("Demo today at 2pm with Ana.", "Write Ana a thank-you for today's demo."),
    NOW,
  );
  assert.equal(thanked.meeting, null);
  assert.equal(isoDate(thanked.held!.date), "2026-11-18");
  const undated = findTimeline(
    said("Demo today at 11am with Pieter.", "Thank Pieter for the demo."),
    NOW,
  );
  assert.equal(undated.meeting, null);
  assert.equal(isoDate(undated.held!.date), "2026-11-18");
  const coming = findTimeline(
    said("Demo next Tuesday with Pieter.", "Thank Pieter for the demo."),
    NOW,
  );
  assert.equal(isoDate(coming.meeting!.date), "2026-11-24");
  assert.equal(coming.held, null);
  const both = findTimeline(
    said("Demo today with Ana, she wants alerts. Board demo next Tuesday."),
    NOW,
  );
  assert.equal(isoDate(both.meeting!.date), "2026-11-24");
});

Deno.test("timeline: assistant advice is not the client's timeline", () => {
  const sentences = said("They need a CRM.");
  sentences.push({ text: "Follow up within 2 business days.", origin: "assistant", order: 1 });
  assert.equal(findTimeline(sentences, NOW).urgency, "unknown");
});

Deno.test("timeline: a kick-off is the start date, not the go-live or a deadline", () => {
  const t = findTimeline(
    said("Contract is signed. Kick-off on 7 December, and they go live on 1 February."),
    NOW,
  );
  assert.equal(isoDate(t.kickoff!.date), "2026-12-07");
  assert.equal(isoDate(t.goLive!.date), "2027-02-01");
  assert.equal(isoDate(t.deadline!.date), "2027-02-01");
  const only = findTimeline(said("we kick things off next Monday"), NOW);
  assert.equal(isoDate(only.kickoff!.date), "2026-11-23");
  assert.equal(only.deadline, null);
  assert.equal(only.goLive, null);
});

Deno.test("timeline: a call-back asked for in other words ('ring me on', 'talk again on')", () => {
  for (const text of [
    "She said: ring me on 11 January.",
    "Asked us to talk again on 8 February.",
    "Give us a call on 14 December, he said.",
    "The Town Clerk asked that we contact her on Tuesday 1 December, after the council meeting.",
    "Dr. Adeyemi asked us to contact him on Monday 11 January 2027.",
    "Please get in touch on 3 December.",
  ])
    assert.ok(findTimeline(said(text), NOW).callback, text);
});

Deno.test("timeline: 'today' telling the present is no deadline; one named is", () => {
  const present = findTimeline(said("They currently use Fleetbase today, 40 trucks."), NOW);
  assert.equal(present.deadline, null);
  const due = findTimeline(said("They need the signed quote today."), NOW);
  assert.equal(due.deadline && isoDate(due.deadline.date), "2026-11-18");
});

Deno.test(
  "timeline: a weekday names the reading of a short date; lower-case months; callbacks in other languages",
  () => {
    assert.equal(date("Ring him back on Thursday 3/12."), "2026-12-03");
    assert.equal(date("Call me Friday 12/4 please."), "2026-12-04");
    assert.equal(date("he asked me to call him on 2 december"), "2026-12-02");
    const callback = (text: string) => {
      const c = findTimeline(said(text), NOW).callback;
      return c ? isoDate(c.date) : null;
    };
    assert.equal(callback("Ute: 'ruf mich am 15.01.2027 an'"), "2027-01-15");
    assert.equal(callback("Don Jorge: llámame el 4 December"), "2026-12-04");
  },
);

Deno.test("dates: months named in the reps' other languages", () => {
  assert.equal(date("llámame el 4 de diciembre"), "2026-12-04");
  assert.equal(date("ligue-me dia 15 de janeiro de 2027"), "2027-01-15");
  assert.equal(date("Rückruf am 3. Dezember"), "2026-12-03");
  assert.equal(date("Pak Budi minta ditelepon 12 Desember"), "2026-12-12");
});

Deno.test(
  "timeline: a date in a clause told in the past is no deadline, 'by the panel' is no 'by'",
  () => {
    const t = findTimeline(
      said("Our proposal was submitted on 10 November and is now under evaluation by the panel."),
      NOW,
    );
    assert.equal(t.deadline, null);
    const due = findTimeline(said("They want it signed by the end of November."), NOW);
    assert.ok(due.deadline);
  },
);

Deno.test("timeline: a decision told in the past is no deadline; one still to come is", () => {
  const past = findTimeline(said("Their board approved the investment on 16 November."), NOW);
  assert.equal(past.deadline, null);
  const toCome = findTimeline(said("The board needs to have approved it by 3 December."), NOW);
  assert.equal(toCome.deadline && isoDate(toCome.deadline.date), "2026-12-03");
});

Deno.test("timeline: a demonstration is a meeting, not a deadline", () => {
  const t = findTimeline(said("A product demonstration is to be arranged for 10 December."), NOW);
  assert.equal(t.deadline, null);
  assert.equal(t.meeting && isoDate(t.meeting.date), "2026-12-10");
});

Deno.test("dates: a weekday before a date names that date, not the next such weekday", () => {
  const cases: [string, string][] = [
    ["Demo on Thursday 26 Nov.", "2026-11-26"],
    ["Trial starts Monday, 30 November.", "2026-11-30"],
    ["Board meets Friday, December 4th.", "2026-12-04"],
    ["Tuesday the 24th at 2pm works.", "2026-11-24"],
    ["Thursday the 3rd suits them.", "2026-12-03"],
  ];
  for (const [text, expected] of cases) assert.equal(date(text), expected, text);
  assert.equal(scanDates("Sent: Tuesday, November 17, 2026 2:05 PM", NOW).length, 1);
});

Deno.test("timeline: demos, appointments, trial starts and a rival's pitch are no deadline", () => {
  for (const text of [
    "Next step: live demo for the committee on Thursday 26 Nov.",
    "Tuesday the 24th at 2pm works, I'll bring both of them.",
    "30-day trial agreed, starts Monday 30 Nov.",
    "They are also talking to Kelvo, who presents next month.",
  ]) {
    assert.equal(findTimeline(said(text), NOW).deadline, null, text);
  }
  assert.equal(findTimeline(said("They need it live by Monday 30 Nov."), NOW).urgency, "urgent");
});

Deno.test("dates: a month named after its preposition in another language", () => {
  const cases: [string, string][] = [
    ["Wenn alles passt, unterschreiben wir noch im Dezember.", "2026-12-01"],
    ["On signe en décembre.", "2026-12-01"],
    ["Assinamos em dezembro.", "2026-12-01"],
    ["Die Entscheidung fällt bis Ende Januar.", "2027-01-31"],
    ["Firmamos en noviembre.", "2026-11-18"],
  ];
  for (const [text, expected] of cases) assert.equal(date(text), expected, text);
  assert.equal(date("They sell a mars bar."), null);
});

Deno.test(
  "timeline: our own next step, the contact's absence and a dated trial are no deadline",
  () => {
    for (const text of [
      "I'll send it tomorrow morning.",
      "Quote is being prepared, will send tomorrow.",
      "I am travelling until early December; please contact me again after that.",
      "Done, trial of 5 units agreed for December.",
      "He agreed to a 30-day trial of the replenishment app in 2 Kochi stores, starting 1 Dec.",
      "A product demonstration by the company is to be arranged for December.",
    ]) {
      assert.equal(findTimeline(said(text), NOW).deadline, null, text);
    }
    assert.equal(findTimeline(said("They need it live by Friday."), NOW).urgency, "urgent");
    assert.equal(date("demo booked 3/12 (thursday) at the branch"), "2026-12-03");
  },
);

Deno.test("timeline: a polite 'call Mr. X on' is a call-back; 'said today' is no deadline", () => {
  const t = findTimeline(
    said("Kindly call Mr. Haddad on 25 November, he is travelling until then."),
    NOW,
  );
  assert.equal(t.callback?.phrase, "25 November");
  assert.equal(t.deadline, null);
  assert.equal(
    findTimeline(said("Today his PA said the decision has been postponed."), NOW).deadline,
    null,
  );
  assert.equal(date("Pricing call with him on Thursday 26th."), "2026-11-26");
});

Deno.test("timeline: the year money is set aside for is no deadline", () => {
  assert.equal(
    findTimeline(said("We set aside roughly $40k for patient reminders next year."), NOW).deadline,
    null,
  );
  assert.notEqual(findTimeline(said("They need it live next year."), NOW).deadline, null);
});
