import { Select } from '@mantine/core';

/**
 * A list filter over a fixed set of values (a status, a type): empty means all; a value outside
 * the set never reaches the caller.
 */
export const ChoiceFilter = <Value extends string>({
  label,
  placeholder,
  clearLabel,
  choices,
  labelOf,
  value,
  onChange,
  width = 220,
}: {
  label: string;
  /** What an empty filter means ("All statuses"). */
  placeholder: string;
  /** The clear button's name ("Clear the status filter"). */
  clearLabel: string;
  choices: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  width?: number;
}) => {
  const data = choices.map((choice) => ({ value: choice, label: labelOf(choice) }));
  // Wide enough for its longest text, so a long placeholder ("Mọi trạng thái xác minh") is not cut;
  // the rem is the padding, the chevron and the clear button.
  const longest = Math.max(placeholder.length, ...data.map((item) => item.label.length));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(choices.find((choice) => choice === next))}
      clearable
      // Mantine hides its clear button from assistive technology; named and focusable, it is a control for everyone.
      clearButtonProps={{ 'aria-label': clearLabel, 'aria-hidden': false, tabIndex: 0 }}
      w={{ base: '100%', xs: `max(${width}px, calc(${longest}ch + 4.5rem))` }}
    />
  );
};
