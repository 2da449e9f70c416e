import { SelectOptions } from "../../../components/SelectOptions";
import { ENCODING_LABELS, ENCODINGS, type EncodingChoice, type TextEncodingName } from "./encoding";

/** The text encoding to read a CSV in, for a file whose letters come out wrong. */
export function EncodingSelect({
  value,
  detected,
  disabled,
  onChange,
}: {
  value: EncodingChoice;
  /** The encoding the file was read in, named beside "Detect automatically". */
  detected?: TextEncodingName;
  disabled?: boolean;
  onChange(value: EncodingChoice): void;
}) {
  const options = (["auto", ...ENCODINGS] as const).map((choice) => ({
    value: choice,
    label:
      choice === "auto" && detected
        ? `${ENCODING_LABELS.auto} (${ENCODING_LABELS[detected]})`
        : ENCODING_LABELS[choice],
  }));
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium text-base-content/80">Encoding</span>
      <select
        className="select select-sm w-auto"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as EncodingChoice)}
      >
        <SelectOptions options={options} />
      </select>
    </label>
  );
}
