import { cloneElement, useId, type ReactElement } from "react";

export const ADMINS_ONLY = "Only admins can manage users";

/**
 * Shows why an action is unavailable: a disabled button gets no hover or focus,
 * so the tooltip sits on a focusable wrapper and the reason is also its description.
 */
export function DisabledReason({
  reason,
  children,
}: {
  reason: string | null;
  children: ReactElement<{ disabled?: boolean; "aria-describedby"?: string }>;
}) {
  const reasonId = useId();
  if (!reason) return children;
  return (
    <span className="tooltip tooltip-left" data-tip={reason} tabIndex={0}>
      {cloneElement(children, { disabled: true, "aria-describedby": reasonId })}
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </span>
  );
}
