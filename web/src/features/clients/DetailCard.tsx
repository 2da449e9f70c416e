import type { ComponentProps } from "react";
import { TitledCard } from "../../components/TitledCard";

/** A card of the Client Details page. */
export function DetailCard(props: Omit<ComponentProps<typeof TitledCard>, "idPrefix">) {
  return <TitledCard idPrefix="client-card" {...props} />;
}
