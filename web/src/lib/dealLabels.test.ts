import { describe, expect, it } from "vitest";
import {
  clientSubtitle,
  OTHER_STAGE_CLASSES,
  priorityLabel,
  stageBadgeClasses,
  stageLabel,
} from "./dealLabels";

describe("deal labels", () => {
  it("names the six stages as the spec does", () => {
    expect(
      ["LEAD", "QUALIFIED", "PROPOSAL", "NEGOTIATION", "CLOSED_WON", "CLOSED_LOST"].map(stageLabel),
    ).toEqual(["Lead", "Qualified", "Proposal", "Negotiation", "Won", "Lost"]);
  });

  it("gives each stage its own colour and anything else grey", () => {
    const colours = [
      "LEAD",
      "QUALIFIED",
      "PROPOSAL",
      "NEGOTIATION",
      "CLOSED_WON",
      "CLOSED_LOST",
    ].map(stageBadgeClasses);
    expect(new Set(colours).size).toBe(6);
    expect(colours).not.toContain(OTHER_STAGE_CLASSES);
    expect(stageBadgeClasses("ON_HOLD")).toBe(OTHER_STAGE_CLASSES);
    expect(stageLabel("ON_HOLD")).toBe("On Hold");
  });

  it("names priorities", () => {
    expect(priorityLabel("HIGH")).toBe("High");
    expect(priorityLabel("urgent")).toBe("Urgent");
  });

  it("names a client by its company, else its email, else 'No company'", () => {
    expect(clientSubtitle({ company: "Hooli", email: "gavin@hooli.test" })).toBe("Hooli");
    expect(clientSubtitle({ company: "", email: "gavin@hooli.test" })).toBe("gavin@hooli.test");
    expect(clientSubtitle({ company: null, email: null })).toBe("No company");
  });
});
