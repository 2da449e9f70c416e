import type { ImportField } from "@contract";

/** A client's fields as the Add Client form names them, for the import's columns and the merge dialog's rows. */
export const CLIENT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  status: "Status",
  stage: "Deal Stage",
  priority: "Priority",
  dealValue: "Deal Value",
  currency: "Currency",
  notes: "Notes",
  ownerEmail: "Owner (e-mail)",
};
