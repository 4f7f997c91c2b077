import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Form, TextInput, required, useNotify, useTranslate } from 'react-admin';
import {
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  submitCertification,
  type Certification,
} from '../../../contract/certification';
import { http } from '../../dataProvider';
import { PendingSaveButton } from '../../ui/PendingSaveButton';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { noEmoji } from '../../utils/validators';
import { readBase64 } from './readBase64';

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** The certification submission: company details and one document, sent with its progress. */
export function CertificationForm({ onSent }: { onSent: (next: Certification) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const label = (key: string) => `profile.certification.${key}`;

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!DOCUMENT_TYPES.includes(picked.type))
      return notify('profileErrors.documentType', { type: 'error' });
    if (picked.size >= CERTIFICATION_DOCUMENT_MAX_BYTES)
      return notify('profileErrors.documentTooLarge', { type: 'error' });
    setFile(picked);
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!file) return { document: translate('validation.required') };
    const text = (key: string) => String(values[key] ?? '').trim();
    setProgress(0);
    try {
      const response = await http.post<Certification>(
        submitCertification.path,
        {
          companyName: text('companyName'),
          registrationNo: text('registrationNo'),
          companyAddress: text('companyAddress'),
          contactName: text('contactName'),
          document: await readBase64(file),
        },
        {
          onUploadProgress: (event) =>
            setProgress(Math.round((event.loaded * 100) / (event.total || 1))),
        },
      );
      notify('profile.certification.sent', { type: 'success' });
      onSent(response.data);
    } catch (error) {
      return fieldErrorsOf(error);
    } finally {
      setProgress(null);
    }
    return undefined;
  };

  return (
    <Form disableInvalidFormNotification onSubmit={submit} noValidate>
      <KeepAcrossSignIn id="profile/certification" />
      <TextInput
        source="companyName"
        label={label('companyName')}
        validate={[required(), noEmoji]}
      />
      <TextInput source="registrationNo" label={label('registrationNo')} validate={required()} />
      <TextInput
        source="companyAddress"
        label={label('companyAddress')}
        validate={[required(), noEmoji]}
      />
      <TextInput
        source="contactName"
        label={label('contactName')}
        validate={[required(), noEmoji]}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {translate(label('document'))}
          <input
            type="file"
            hidden
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            data-testid="certification-file"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file ? file.name : translate(label('documentHint'))}
        </Typography>
      </Box>
      {progress !== null && (
        <Box sx={{ mb: 2 }} role="status">
          <LinearProgress variant="determinate" value={progress} />
          <Typography variant="caption">
            {translate('profile.avatar.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      <PendingSaveButton label={label('submit')} />
    </Form>
  );
}
