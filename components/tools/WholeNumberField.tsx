import type { ReactNode } from 'react';
import { errorClass, inputClass, labelClass } from './field-styles';

/** A labelled text field for a whole number, with its error tied to it while the value is not valid. */
export function WholeNumberField({
  id,
  label,
  value,
  invalid,
  error,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  invalid: boolean;
  /** What a valid value is, shown while it is not. */
  error: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {invalid && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
