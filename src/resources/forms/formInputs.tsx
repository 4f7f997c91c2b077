import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDef } from '../define';
import { DateFormInput } from './DateFormInput';
import { useLookup } from '../../ui/lookups';

interface InputProps {
  field: FieldDef;
  /** The first input of a form takes the focus, so typing can start at once. */
  autoFocus: boolean;
}

function LookupFormInput({
  field,
  autoFocus,
}: InputProps & { field: Extract<FieldDef, { kind: 'reference' }> }) {
  const choices = useLookup(field.lookup);
  const props = {
    source: field.source,
    choices,
    translateChoice: false,
    autoFocus,
    fullWidth: true,
    ...(field.emptyMeansAll && { helperText: 'app.list.emptyMeansAll' }),
  };
  return field.many ? <AutocompleteArrayInput {...props} /> : <AutocompleteInput {...props} />;
}

/** The input for one declared field, by its kind. */
function FormInput({ field, autoFocus }: InputProps): ReactElement {
  switch (field.kind) {
    case 'enum':
      return (
        <SelectInput
          source={field.source}
          autoFocus={autoFocus}
          choices={field.values.map((value) => ({
            id: value,
            name: `enums.${field.enum}.${value}`,
          }))}
        />
      );
    case 'reference':
      return <LookupFormInput field={field} autoFocus={autoFocus} />;
    case 'boolean':
      return <BooleanInput source={field.source} />;
    default:
      if (field.input === 'date')
        return <DateFormInput source={field.source} autoFocus={autoFocus} />;
      if (field.input === 'number')
        return <NumberInput source={field.source} autoFocus={autoFocus} step={1} fullWidth />;
      return (
        <TextInput
          source={field.source}
          autoFocus={autoFocus}
          multiline={field.input === 'multiline'}
          minRows={field.input === 'multiline' ? 4 : undefined}
          fullWidth
        />
      );
  }
}

/**
 * The inputs of a form: one per key of the call's body, in the schema's order, each shown as
 * its declared field says. A body key without a declared field is a declaration error.
 */
export function formInputs(fields: readonly FieldDef[], keys: readonly string[]): ReactElement[] {
  return keys.map((key, index) => {
    const field = fields.find((candidate) => candidate.source === key);
    if (!field) throw new Error(`no declared field for the form input "${key}"`);
    return <FormInput key={key} field={field} autoFocus={index === 0} />;
  });
}
