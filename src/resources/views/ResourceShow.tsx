import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDefinition } from '../define';
import { FieldValue } from './FieldValue';

/** The generated detail view: every field the definition shows, labelled and formatted. */
export default function ResourceShow({ def }: { def: ResourceDefinition }) {
  return (
    <Show resource={def.name}>
      <SimpleShowLayout
        sx={{
          '& .RaSimpleShowLayout-stack': {
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 4,
          },
        }}
      >
        {def.fields
          .filter((field) => field.show !== false)
          .map((field) => (
            <FieldValue key={field.source} source={field.source} field={field} />
          ))}
      </SimpleShowLayout>
    </Show>
  );
}
