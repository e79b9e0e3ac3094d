import { useState } from 'react';

/**
 * A search or filter form's fields, kept by the form while the person types. They follow the
 * applied values (read from the URL) when those change from elsewhere (Back, a shared link), but
 * not when the change is the form's own search arriving, which could land after more typing.
 */
export function useAppliedFields<Values>(applied: Values) {
  const appliedKey = JSON.stringify(applied);
  const [values, setValues] = useState(applied);
  const [followedKey, setFollowedKey] = useState(appliedKey);
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);
  if (appliedKey !== followedKey) {
    setFollowedKey(appliedKey);
    if (appliedKey !== submittedKey) setValues(applied);
  }
  /** Call with the values a search applies, as it applies them. */
  const submitted = (next: Values) => setSubmittedKey(JSON.stringify(next));
  /** The value and change handler of the text field or select for one value. */
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  /** Empties the fields and applies that, as a Clear button does. */
  const clear = (empty: Values) => {
    setValues(empty);
    submitted(empty);
  };
  return { values, setValues, submitted, field, clear };
}
