import type { InputHTMLAttributes, ReactNode } from 'react';
import './light.css';

export interface LightTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  helperText?: ReactNode;
}

/** A labelled input; a required one keeps its label as written (no asterisk), as the MUI fields do. */
export function LightTextInput({ id, label, helperText, ...input }: LightTextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <div className="light-field">
      <label className="light-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="light-field__input" aria-describedby={helperId} {...input} />
      {helperText ? (
        <p id={helperId} className="light-field__helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
