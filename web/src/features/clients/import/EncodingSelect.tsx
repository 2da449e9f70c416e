import { SelectOptions } from "../../../components/SelectOptions";
import { ENCODING_LABELS, ENCODINGS, type EncodingChoice } from "./encoding";

const OPTIONS = (["auto", ...ENCODINGS] as const).map((value) => ({
  value,
  label: ENCODING_LABELS[value],
}));

/** The text encoding to read a CSV in, for a file whose letters come out wrong. */
export function EncodingSelect({
  value,
  disabled,
  onChange,
}: {
  value: EncodingChoice;
  disabled?: boolean;
  onChange(value: EncodingChoice): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium text-base-content/80">Encoding</span>
      <select
        className="select select-sm w-auto"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as EncodingChoice)}
      >
        <SelectOptions options={OPTIONS} />
      </select>
    </label>
  );
}
