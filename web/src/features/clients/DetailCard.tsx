import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

export function DetailCard({
  title,
  icon: Icon,
  action,
  children,
  className = "",
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `client-card-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`card border border-base-300 bg-base-100 shadow-sm ${className}`}>
      <div className="card-body gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={id} className="card-title text-base">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
