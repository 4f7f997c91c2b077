import { Create, SimpleForm } from 'react-admin';
import { z } from 'zod';
import type { ResourceDefinition } from '../define';
import { formInputs } from '../forms/formInputs';
import { zodResolver } from '../forms/zodResolver';

/**
 * The generated create view: an input per field of the create call's body, validated by
 * that same schema before sending; the server's field errors show under their inputs.
 */
export default function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const body = def.api.create?.body;
  if (!(body instanceof z.ZodObject)) throw new Error(`${def.name}: its create call has no body`);
  return (
    <Create resource={def.name} redirect="show">
      <SimpleForm resolver={zodResolver(body)} sx={{ maxWidth: 560 }}>
        {formInputs(def.fields, Object.keys(body.shape))}
      </SimpleForm>
    </Create>
  );
}
