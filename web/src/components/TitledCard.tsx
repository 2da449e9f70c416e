import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

const TITLE_SIZES = { base: "text-base", lg: "text-lg" } as const;

/** A card named by its heading: the icon and title, then its content. */
export function TitledCard({
  idPrefix,
  title,
  icon: Icon,
  titleSize = "base",
  badge,
  children,
  className = "",
}: {
  /** Makes the heading's id unique to the screen, e.g. "admin" for "admin-top-loss-reasons". */
  idPrefix: string;
  title: string;
  icon: LucideIcon;
  titleSize?: keyof typeof TITLE_SIZES;
  /** Shown after the title, e.g. how many items the card lists. */
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={`card border border-base-300 bg-base-100 shadow-sm ${className}`}
    >
      <div className="card-body gap-4 p-5">
        <h2 id={id} className={`card-title ${TITLE_SIZES[titleSize]}`}>
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
          {badge}
        </h2>
        {children}
      </div>
    </section>
  );
}
