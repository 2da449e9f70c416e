import { IMPORT_FIELDS, type ImportField } from "@contract";

/** The fields a rep maps; an admin also maps the owner. */
export const fieldsFor = (isAdmin: boolean): ImportField[] =>
  IMPORT_FIELDS.filter((field) => isAdmin || field !== "ownerEmail");

/** Each field's columns, in order; more than one are joined with a space ("First Name" + "Last Name"). */
export type FieldMapping = Record<ImportField, number[]>;

/**
 * Headers as our own export, HubSpot, Pipedrive, Salesforce and Google Contacts
 * write them, most specific first.
 */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  name: ["Name", "Full Name", "Contact Name", "Person - Name", "Client Name", "Contact"],
  email: [
    "Email",
    "E-mail",
    "Email Address",
    "E-mail Address",
    "E-mail 1 - Value",
    "Person - Email",
    "Person - Email - Work",
    "Work Email",
    "Primary Email",
  ],
  phone: [
    "Phone",
    "Phone Number",
    "Phone 1 - Value",
    "Person - Phone",
    "Person - Phone - Work",
    "Mobile Phone",
    "Mobile",
    "Business Phone",
    "Work Phone",
  ],
  company: [
    "Company",
    "Company Name",
    "Organization - Name",
    "Organization 1 - Name",
    "Organization",
    "Organisation",
    "Account Name",
    "Account",
  ],
  status: ["Status", "Account Status", "Client Status"],
  stage: ["Stage", "Deal Stage", "Deal - Stage", "Stage Name", "Pipeline Stage"],
  priority: ["Priority"],
  dealValue: ["Deal Value", "Deal - Value", "Amount", "Deal Amount", "Value", "Opportunity Amount"],
  currency: ["Currency", "Deal - Currency", "Currency ISO Code", "Amount Currency"],
  notes: ["Notes", "Note", "Description", "Comments", "Person - Notes"],
  ownerEmail: [
    "Owner Email",
    "Owner E-mail",
    "Owner (e-mail)",
    "Contact Owner Email",
    "Record Owner Email",
    "Owner - Email",
  ],
};

const FIRST_NAME = ["First Name", "Given Name", "Person - First Name", "FirstName"];
const LAST_NAME = ["Last Name", "Family Name", "Surname", "Person - Last Name", "LastName"];

/** "E-mail 1 - Value" and "email1value" are the same header. */
const normalize = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

function findColumn(headers: string[], aliases: string[], taken: Set<number>): number | null {
  const normalized = headers.map(normalize);
  for (const alias of aliases) {
    const index = normalized.findIndex((header, i) => header === normalize(alias) && !taken.has(i));
    if (index >= 0) return index;
  }
  return null;
}

/** The columns each field most likely comes from; the name from first and last names when no column holds it whole. */
export function suggestMapping(headers: string[]): FieldMapping {
  const taken = new Set<number>();
  const mapping = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, []]),
  ) as unknown as FieldMapping;
  for (const field of IMPORT_FIELDS) {
    const column = findColumn(headers, HEADER_ALIASES[field], taken);
    if (column === null) continue;
    mapping[field] = [column];
    taken.add(column);
  }
  if (mapping.name.length === 0) {
    const first = findColumn(headers, FIRST_NAME, taken);
    const last = findColumn(headers, LAST_NAME, taken);
    mapping.name = [first, last].filter((column) => column !== null);
  }
  return mapping;
}

/** The first and last name columns, when the file has both: offered as one choice for the name. */
export function nameCombination(headers: string[]): number[] | null {
  const first = findColumn(headers, FIRST_NAME, new Set());
  const last = findColumn(headers, LAST_NAME, new Set());
  return first !== null && last !== null ? [first, last] : null;
}

/**
 * The apostrophe our export (Papa's escapeFormulae, as OWASP advises) puts before a cell a
 * spreadsheet would run as a formula: "'+49 30 1234" is the phone number +49 30 1234.
 */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/** A cell's text as saved: trimmed, without a formula guard. */
const cellText = (cell: string | undefined) =>
  (cell ?? "").trim().replace(FORMULA_GUARD, "").trim();

/** The row's cells in `columns`, as saved, the non-blank ones joined with a space. */
export const joinedCells = (row: string[], columns: number[]) =>
  columns
    .map((column) => cellText(row[column]))
    .filter((cell) => cell !== "")
    .join(" ");

/** A row's text for each mapped field; an unmapped field or blank cells are left out. */
export function mappedValues(
  row: string[],
  mapping: FieldMapping,
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) {
    const text = joinedCells(row, mapping[field]);
    if (text !== "") values[field] = text;
  }
  return values;
}
