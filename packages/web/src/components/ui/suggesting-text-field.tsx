import type { ReactNode } from 'react';
import Autocomplete, { type AutocompleteRenderOptionState } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseControllerReturn } from 'react-hook-form';

interface SuggestingTextFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Option> {
  /** The form's text field the typed or chosen name goes in. */
  text: UseControllerReturn<Values, Name>;
  label: string;
  options: Option[];
  optionLabel: (option: Option) => string;
  optionKey: (option: Option) => number;
  /** The option the text stands for, when one is chosen. */
  value?: Option | null;
  /** The options offered for the typed text; all of them (already searched by the server) by default. */
  filterOptions?: (options: Option[], typed: string) => Option[];
  /** After the text is typed or cleared. */
  onType?: () => void;
  /** After an option is chosen; its label is already in the text. */
  onPick?: (option: Option) => void;
  renderOption?: (option: Option, state: AutocompleteRenderOptionState) => ReactNode;
}

/** A required text field of a form with suggestions below it: free text, or one of the options. */
export function SuggestingTextField<Values extends FieldValues, Name extends FieldPath<Values>, Option>({
  text,
  label,
  options,
  optionLabel,
  optionKey,
  value,
  filterOptions = (all) => all,
  onType,
  onPick,
  renderOption,
}: SuggestingTextFieldProps<Values, Name, Option>) {
  const { field, fieldState } = text;
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      fullWidth
      options={options}
      {...(value === undefined ? {} : { value })}
      inputValue={field.value}
      getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
      filterOptions={(all, { inputValue }) => filterOptions(all, inputValue)}
      onInputChange={(_event, typed, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        field.onChange(typed);
        onType?.();
      }}
      onChange={(_event, option) => {
        if (option === null || typeof option === 'string') return;
        field.onChange(optionLabel(option));
        onPick?.(option);
      }}
      {...(renderOption
        ? {
            renderOption: (props, option, state) => (
              <li {...props} key={optionKey(option)}>
                {renderOption(option, state)}
              </li>
            ),
          }
        : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
