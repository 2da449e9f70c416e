export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

/** A select's options, each showing its label. */
export function SelectOptions({ options }: { options: readonly SelectOption<string>[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
