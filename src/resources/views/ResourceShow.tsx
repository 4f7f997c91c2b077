import type { ReactNode } from 'react';
import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { MissingPage } from '../../errors/MissingPage';
import type { ResourceDefinition } from '../define';
import { FieldValue } from './FieldValue';

/** A record's actions, shown only once there is a record to act on. */
function RecordActions({ children }: { children: ReactNode }) {
  return useRecordContext() ? <TopToolbar>{children}</TopToolbar> : null;
}

/** The rows of the record: every field it shows, and those shown when set if they are. */
function ShowFields({ def }: { def: ResourceDefinition }) {
  const record = useRecordContext();
  const shown = def.fields.filter(
    (field) =>
      field.show === true ||
      field.show === undefined ||
      (field.show === 'whenSet' && record?.[field.source] != null),
  );
  return (
    <SimpleShowLayout
      sx={{
        '& .RaSimpleShowLayout-stack': {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 4,
        },
      }}
    >
      {shown.map((field) => (
        <FieldValue key={field.source} source={field.source} field={field} />
      ))}
    </SimpleShowLayout>
  );
}

/**
 * The generated detail view: every field the definition shows, labelled and formatted, and
 * an edit button when it has the generated edit form, and a delete button (with a
 * confirmation naming the record) when the resource deletes. An
 * unknown or deleted id is a missing page.
 */
export default function ResourceShow({
  def,
  children,
  missing = <MissingPage />,
}: {
  def: ResourceDefinition;
  /** Shown below the fields (what a reviewer decides on the record). */
  children?: ReactNode;
  /** The missing page in the words of the console it is part of. */
  missing?: ReactNode;
}) {
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
  const editable = def.api.update && def.views?.edit;
  const actions =
    def.api.remove || editable ? (
      <RecordActions>
        {editable && <EditButton />}
        {def.api.remove && (
          <DeleteWithConfirmButton mutationOptions={{ onSuccess, onError: () => undefined }} />
        )}
      </RecordActions>
    ) : undefined;
  return (
    <Show
      resource={def.name}
      actions={actions}
      queryOptions={{ onError: () => undefined }}
      error={missing}
    >
      <ShowFields def={def} />
      {children}
    </Show>
  );
}
