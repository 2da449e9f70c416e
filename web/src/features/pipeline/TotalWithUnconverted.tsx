import type { ConvertedTotal } from "@contract";
import { formatCurrency, formatShortDate } from "../../lib/format";

/** What a converted total says about how it was converted, for its tooltip. */
export function conversionNote(total: ConvertedTotal): string {
  return total.ratesAsOf
    ? `converted to ${total.currency} at the rates of ${formatShortDate(total.ratesAsOf)}`
    : `in ${total.currency}`;
}

/**
 * A total in the workspace currency, followed by the amounts in currencies without
 * a rate, which are shown apart and never added in.
 */
export function TotalWithUnconverted({
  total,
  title,
  className = "",
}: {
  total: ConvertedTotal;
  /** What the figure counts; the conversion note is added to it. */
  title: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <span className="font-semibold" title={`${title}, ${conversionNote(total)}`}>
        {formatCurrency(total.total, total.currency)}
      </span>
      {total.unconverted.length > 0 && (
        <ul className="mt-0.5 flex flex-col text-xs" aria-label="Amounts without a rate">
          {total.unconverted.map((entry) => (
            <li
              key={entry.currency}
              className="text-amber-800"
              title={`${entry.deals} ${entry.deals === 1 ? "deal" : "deals"} in ${entry.currency}, which has no exchange rate: not included in the total`}
            >
              + {formatCurrency(entry.amount, entry.currency)} without a rate
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
