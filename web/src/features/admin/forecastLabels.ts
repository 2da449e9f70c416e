import { monthLabel } from "./adminQueries";

/** A forecast month as a label: 'May 2026', or 'No date' for deals without an expected close. */
export const forecastMonthLabel = (month: string | null) =>
  month ? monthLabel(month, true) : "No date";
