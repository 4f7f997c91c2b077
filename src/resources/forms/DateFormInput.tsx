import { InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
import { DayPicker } from '../../ui/DayPicker';

/**
 * A declared date field in a form: the console's date picker (its placeholder and calendar in
 * the console's language), holding the API's `YYYY-MM-DD`; emptied, it is '' for the resolver.
 */
export function DateFormInput({ source, autoFocus }: { source: string; autoFocus: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source });
  return (
    <DayPicker
      name={source}
      label={translate(`resources.${resource}.fields.${source}`, { _: source })}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.invalid}
      helperText={
        fieldState.invalid ? <InputHelperText error={fieldState.error?.message} /> : undefined
      }
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
