import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";

function Message({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? "alert" : undefined}
      className={`py-10 text-center text-sm ${alert ? "text-error" : "text-base-content/60"}`}
    >
      {children}
    </p>
  );
}

/**
 * A list a query fetches: 'Loading {itemsName}...', the error, the words for an
 * empty list, or the items drawn by `children`.
 */
export function QueryList<Item>({
  query,
  itemsName,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]>;
  /** The items in the plural, as the loading message names them: "documents". */
  itemsName: string;
  empty: ReactNode;
  children(items: Item[]): ReactNode;
}) {
  if (query.isPending) return <Message>Loading {itemsName}...</Message>;
  if (query.isError) return <Message alert>Error: {query.error.message}</Message>;
  if (query.data.length === 0) return <Message>{empty}</Message>;
  return children(query.data);
}
