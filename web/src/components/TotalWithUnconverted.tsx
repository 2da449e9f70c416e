import type { ConvertedTotal, UnconvertedAmount } from "@contract";
import { formatCurrency, formatShortDate } from "../lib/format";

/** A rates date ('2026-11-01') as 'Nov 1, 2026', the same calendar day in every time zone. */
export const formatRatesDate = (date: string) => formatShortDate(`${date}T12:00:00`);

/** What a converted total says about how it was converted, for its tooltip. */
export function conversionNote(total: ConvertedTotal): string {
  return total.ratesAsOf
    ? `converted to ${total.currency} at the rates of ${formatRatesDate(total.ratesAsOf)}`
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
      <UnconvertedAmounts amounts={total.unconverted} />
    </div>
  );
}

/** The amounts of a total in currencies without a rate, one line each. */
export function UnconvertedAmounts({ amounts }: { amounts: UnconvertedAmount[] }) {
  if (amounts.length === 0) return null;
  return (
    <ul className="mt-0.5 flex flex-col text-xs" aria-label="Amounts without a rate">
      {amounts.map((entry) => (
        <li
          key={entry.currency}
          className="text-amber-800"
          title={`${entry.deals} ${entry.deals === 1 ? "deal" : "deals"} in ${entry.currency}, which has no exchange rate: not included in the total`}
        >
          + {formatCurrency(entry.amount, entry.currency)} without a rate
        </li>
      ))}
    </ul>
  );
}
