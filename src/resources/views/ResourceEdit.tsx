import {
  Edit,
  SimpleForm,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { z } from 'zod';
import { MissingPage } from '../../errors/MissingPage';
import type { ResourceDefinition } from '../define';
import { formInputs } from '../forms/formInputs';
import { zodResolver } from '../forms/zodResolver';

/**
 * The generated edit view: the create view's inputs for the update call's body, filled with
 * the record and validated by that schema; saved, the record's detail opens again. An
 * unknown or deleted id is a missing page.
 */
export default function ResourceEdit({ def }: { def: ResourceDefinition }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(def.name);
  const body = def.api.update?.body;
  if (!(body instanceof z.ZodObject)) throw new Error(`${def.name}: its update call has no body`);
  const onSuccess = (record: RaRecord) => {
    notify('app.records.saved', {
      type: 'success',
      messageArgs: { name: String(represent(record)) },
    });
    redirect('show', def.name, record.id);
  };
  return (
    <Edit
      resource={def.name}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError: () => undefined }}
      queryOptions={{ onError: () => undefined }}
      error={<MissingPage />}
    >
      <SimpleForm
        resolver={zodResolver(body)}
        disableInvalidFormNotification
        sx={{ maxWidth: 560 }}
      >
        {formInputs(def.fields, Object.keys(body.shape))}
      </SimpleForm>
    </Edit>
  );
}
