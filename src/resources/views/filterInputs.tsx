import type { ReactElement } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import type { FieldDef, ResourceDefinition } from '../define';
import { DateFilterInput } from './DateFilterInput';
import { LookupInput } from './LookupInput';

/** A filter input; its source names the filter value it sets. */
export type FilterInput = ReactElement<{ source: string }>;

function inputsOf(resource: string, field: FieldDef): FilterInput[] {
  switch (field.kind) {
    case 'text':
      return field.filter
        ? [
            <TextInput
              key={field.source}
              source={field.source}
              alwaysOn
              resettable
              sx={{ width: 200 }}
            />,
          ]
        : [];
    case 'enum':
      if (!field.filter) return [];
      return [
        <SelectInput
          key={field.source}
          source={field.source}
          alwaysOn
          sx={{ minWidth: 180 }}
          choices={field.values.map((value) => ({
            id: value,
            name: `enums.${field.enum}.${value}`,
          }))}
        />,
      ];
    case 'reference':
      return field.filter
        ? [<LookupInput key={field.source} source={field.source} lookup={field.lookup} alwaysOn />]
        : [];
    case 'boolean':
      return field.filter
        ? [
            <SelectInput
              key={field.source}
              source={field.source}
              alwaysOn
              choices={[
                { id: 'true', name: 'ra.boolean.true' },
                { id: 'false', name: 'ra.boolean.false' },
              ]}
            />,
          ]
        : [];
    case 'datetime':
      if (!field.filter) return [];
      return (['from', 'to'] as const).map((end) => {
        const source = field.filter![end];
        return (
          <DateFilterInput
            key={source}
            source={source}
            edge={end === 'from' ? 'start' : 'end'}
            label={`resources.${resource}.filters.${source}`}
            alwaysOn
          />
        );
      });
    case 'money':
      return [];
  }
}

/** The list filters a definition declares, in field order. */
export const filterInputs = (def: ResourceDefinition): FilterInput[] =>
  def.fields.flatMap((field) => inputsOf(def.name, field));
