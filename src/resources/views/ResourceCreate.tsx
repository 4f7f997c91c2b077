import {
  Create,
  SimpleForm,
  useCreatePath,
  useGetRecordRepresentation,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { ResourceDefinition } from '../define';
import { formInputs } from '../forms/formInputs';
import { defaultsOf, zodResolver } from '../forms/zodResolver';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { inSentence } from '../../utils/sentence';

/**
 * The generated create view: an input per field of the create call's body, starting at the
 * schema's defaults and validated by that same schema before sending; the server's field errors show under their inputs. The
 * success toast names the new record, whose detail opens.
 */
export default function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const represent = useGetRecordRepresentation(def.name);
  const body = def.api.create?.body;
  if (!(body instanceof z.ZodObject)) throw new Error(`${def.name}: its create call has no body`);
  const onSuccess = (record: RaRecord) => {
    notify('app.records.created', {
      type: 'success',
      messageArgs: { name: String(represent(record)) },
    });
    navigate(createPath({ resource: def.name, id: record.id, type: 'show' }));
  };
  // sentence case: "Create message template"
  const name = inSentence(translate(`resources.${def.name}.name`, { smart_count: 1 }));
  return (
    <Create
      resource={def.name}
      title={translate('ra.page.create', { name })}
      mutationOptions={{ onSuccess, onError: () => undefined }}
    >
      <SimpleForm
        resolver={zodResolver(body)}
        defaultValues={defaultsOf(body)}
        disableInvalidFormNotification
        sx={{ maxWidth: 560 }}
      >
        <KeepAcrossSignIn id={def.name} />
        {formInputs(def.fields, Object.keys(body.shape))}
      </SimpleForm>
    </Create>
  );
}
