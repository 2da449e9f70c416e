import { Avatar } from "../../components/Avatar";
import { clientSubtitle } from "../../lib/dealLabels";
import type { Client } from "../../lib/types";

const SIZES = {
  /** A row of the clients table. */
  sm: {
    name: "block max-w-44 truncate font-medium",
    subtitle: "block max-w-44 truncate text-xs text-base-content/60",
  },
  /** The head of the client's details. */
  lg: {
    name: "block truncate text-lg font-semibold",
    subtitle: "block truncate text-sm text-base-content/70",
  },
} as const;

/** A client's avatar, its name and, under it, its company (else its email). */
export function ClientIdentity({ client, size }: { client: Client; size: keyof typeof SIZES }) {
  return (
    <>
      <Avatar name={client.name} size={size} />
      <span className="min-w-0">
        <span className={SIZES[size].name}>{client.name}</span>
        <span className={SIZES[size].subtitle}>{clientSubtitle(client)}</span>
      </span>
    </>
  );
}
