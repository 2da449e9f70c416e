import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CLIENT_EXPORT_HEADERS } from "@contract";
import { fieldsFor, mappedValues, nameCombination, suggestMapping } from "./fieldMapping";

/** The suggested fields by the headers they point at. */
function suggested(headers: string[]) {
  const mapping = suggestMapping(headers);
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, columns]) => columns.length > 0)
      .map(([field, columns]) => [field, columns.map((column) => headers[column]).join(" + ")]),
  );
}

describe("suggestMapping", () => {
  it("maps our own export's headers one to one", () => {
    const headers = [...CLIENT_EXPORT_HEADERS];
    expect(suggested(headers)).toEqual({
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      status: "Status",
      stage: "Stage",
      priority: "Priority",
      dealValue: "Deal Value",
      currency: "Currency",
      notes: "Notes",
    });
  });

  it("combines HubSpot's first and last names", () => {
    const headers = [
      "Record ID",
      "First Name",
      "Last Name",
      "Email",
      "Phone Number",
      "Company Name",
    ];
    expect(suggested(headers)).toEqual({
      name: "First Name + Last Name",
      email: "Email",
      phone: "Phone Number",
      company: "Company Name",
    });
  });

  it("reads Pipedrive's person and organization columns", () => {
    const headers = ["Person - Name", "Person - Email", "Person - Phone", "Organization - Name"];
    expect(suggested(headers)).toEqual({
      name: "Person - Name",
      email: "Person - Email",
      phone: "Person - Phone",
      company: "Organization - Name",
    });
  });

  it("reads Salesforce's contact report", () => {
    const headers = ["First Name", "Last Name", "Account Name", "Email", "Phone", "Description"];
    expect(suggested(headers)).toEqual({
      name: "First Name + Last Name",
      company: "Account Name",
      email: "Email",
      phone: "Phone",
      notes: "Description",
    });
  });

  it("reads Google Contacts' numbered values", () => {
    const headers = [
      "First Name",
      "Middle Name",
      "Last Name",
      "E-mail 1 - Label",
      "E-mail 1 - Value",
      "Phone 1 - Value",
      "Organization 1 - Name",
      "Notes",
    ];
    expect(suggested(headers)).toEqual({
      name: "First Name + Last Name",
      email: "E-mail 1 - Value",
      phone: "Phone 1 - Value",
      company: "Organization 1 - Name",
      notes: "Notes",
    });
  });

  it("prefers a whole name over first and last names, and leaves unknown headers alone", () => {
    expect(suggested(["Given Name", "Full Name", "Shoe Size"])).toEqual({ name: "Full Name" });
  });
});

describe("nameCombination", () => {
  it("offers first + last only when the file has both", () => {
    expect(nameCombination(["Email", "First Name", "Last Name"])).toEqual([1, 2]);
    expect(nameCombination(["First Name", "Email"])).toBeNull();
  });
});

describe("mappedValues", () => {
  it("joins combined columns, trims and leaves out blank and unmapped fields", () => {
    const mapping = { ...suggestMapping(["First Name", "Last Name", "Email", "Phone"]) };
    expect(mappedValues([" Ada ", "Lovelace", "  ", "+1 555"], mapping)).toEqual({
      name: "Ada Lovelace",
      phone: "+1 555",
    });
  });
});

describe("mappedValues of our own export", () => {
  it("reads a cell the export guarded against formulas without the guard's apostrophe", () => {
    const exported = Papa.unparse(
      [
        ["Name", "Phone", "Notes"],
        ["=cmd|' /C calc'!A0", "+49 30 1234", "-5% if signed by Friday"],
        ["'Quoted' Ltd", "@home", "it's fine"],
      ],
      { escapeFormulae: true },
    );
    const [headers, ...rows] = Papa.parse<string[]>(exported).data;
    const mapping = suggestMapping(headers!);
    expect(rows.map((row) => mappedValues(row, mapping))).toEqual([
      { name: "=cmd|' /C calc'!A0", phone: "+49 30 1234", notes: "-5% if signed by Friday" },
      { name: "'Quoted' Ltd", phone: "@home", notes: "it's fine" },
    ]);
  });
});

describe("fieldsFor", () => {
  it("lets only an admin map the owner", () => {
    expect(fieldsFor(false)).not.toContain("ownerEmail");
    expect(fieldsFor(true)).toContain("ownerEmail");
  });
});
