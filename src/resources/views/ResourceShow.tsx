import {
  DeleteWithConfirmButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { MissingPage } from '../../errors/MissingPage';
import type { ResourceDefinition } from '../define';
import { FieldValue } from './FieldValue';

/**
 * The generated detail view: every field the definition shows, labelled and formatted, and
 * a delete button (with a confirmation naming the record) when the resource deletes. An
 * unknown or deleted id is a missing page.
 */
export default function ResourceShow({ def }: { def: ResourceDefinition }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(def.name);
  const onSuccess = (record: RaRecord) => {
    notify('app.records.deleted', {
      type: 'success',
      messageArgs: { name: String(represent(record)) },
    });
    redirect('list', def.name);
  };
  const actions = def.api.remove ? (
    <TopToolbar>
      <DeleteWithConfirmButton mutationOptions={{ onSuccess, onError: () => undefined }} />
    </TopToolbar>
  ) : undefined;
  return (
    <Show
      resource={def.name}
      actions={actions}
      queryOptions={{ onError: () => undefined }}
      error={<MissingPage />}
    >
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
