import { z } from "zod";

/** An id argument; one that is not a UUID names nothing, so it is "not found" as in the API. */
export const idArgument = (what: string) =>
  z.string().max(64).describe(`The ${what}'s id (a UUID)`);
