import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CreateBase,
  EditBase,
  Form,
  Loading,
  Title,
  useGetRecordRepresentation,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { MissingPage } from '../../errors/MissingPage';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { zodResolver } from './zodResolver';

export interface RecordFormPageProps<R extends RaRecord> {
  resource: string;
  /** The record to edit; without it the page creates one. */
  id?: string;
  /** The contract's body schema of the create or update call the form saves with. */
  schema: z.ZodType;
  /** The page's heading, already translated. */
  title: string;
  /** Where Cancel leads, and where a save lands unless `onSaved` shows something first. */
  backTo: string;
  /** The form's values as the call's body wants them (an encoded password, say). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Called with the saved record; true when it shows something (a secret) and navigates itself. */
  onSaved?: (record: R) => boolean;
  /** A loaded record this page does not edit (another key type) is a missing page too. */
  accepts?: (record: R) => boolean;
  /** Buttons beside Save and Cancel. */
  actions?: ReactNode;
  /** Initial values of a new record. */
  defaults?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A create or edit screen over the data provider: the contract's schema validates before
 * sending, the server's field errors show under their inputs, an unknown id is a missing
 * page, and the success toast names the record.
 */
export function RecordFormPage<R extends RaRecord>(props: RecordFormPageProps<R>) {
  const { resource, id, transform, backTo } = props;
  const notify = useNotify();
  const navigate = useNavigate();
  const represent = useGetRecordRepresentation(resource);
  const saved = (record: R) => {
    if (props.onSaved?.(record)) return;
    notify(id ? 'app.records.saved' : 'app.records.created', {
      type: 'success',
      messageArgs: { name: String(represent(record)) },
    });
    navigate(backTo);
  };
  // the HTTP layer has already shown the server's message
  const mutationOptions = { onSuccess: saved, onError: () => undefined };
  const body = <RecordForm {...props} />;

  if (!id)
    return (
      <CreateBase<R> resource={resource} transform={transform} mutationOptions={mutationOptions}>
        {body}
      </CreateBase>
    );
  return (
    <EditBase<R>
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      queryOptions={{ onError: () => undefined }}
      loading={<Loading />}
      error={<MissingPage />}
      render={({ record }) =>
        record && (props.accepts?.(record) ?? true) ? body : <MissingPage />
      }
    />
  );
}

/**
 * An edit screen first shows the list's copy of the record, then the record itself once it
 * loads: what the person has typed meanwhile stays.
 */
const KEEP_TYPED = { keepDirtyValues: true };

function RecordForm<R extends RaRecord>({
  resource,
  schema,
  title,
  backTo,
  actions,
  defaults,
  children,
}: RecordFormPageProps<R>) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Form
          resolver={zodResolver(schema)}
          defaultValues={defaults}
          resetOptions={KEEP_TYPED}
          disableInvalidFormNotification
          noValidate
        >
          <KeepAcrossSignIn id={resource} />
          <Stack sx={{ maxWidth: 720 }}>
            {children}
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              <PendingSaveButton label="ra.action.save" />
              <Button component={Link} to={backTo}>
                {translate('ra.action.cancel')}
              </Button>
              {actions}
            </Stack>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
