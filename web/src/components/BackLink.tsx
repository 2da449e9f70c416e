import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** A link back to the screen this one belongs to, behind a left arrow. */
export function BackLink({
  to,
  className = "btn btn-ghost",
  children,
}: {
  to: string;
  /** The link's button classes. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
