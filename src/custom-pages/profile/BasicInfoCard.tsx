import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LANGUAGES, type Language } from '../../../contract/constants';
import { PROFILE_NAME_MAX, updateProfile, type Profile } from '../../../contract/profile';
import { call } from '../../dataProvider';
import { EnumChip } from '../../resources/views/EnumChip';
import { InfoRow } from '../home/InfoRow';
import { ChangeContactDialog } from './ChangeContactDialog';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { noEmoji } from '../../utils/validators';

const CERTIFICATION_COLORS = {
  not_certified: 'default',
  under_certification: 'info',
  certified: 'success',
  certification_failed: 'error',
} as const;

const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: `enums.supportedLanguage.${id}` }));

/**
 * The person's name and the language of their emails and messages (editable; apart from the
 * console's own language, which each browser keeps), and the account's contacts and states.
 */
export function BasicInfoCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  // the app bar shows the name too
  const { refetch: refetchIdentity } = useGetIdentity();
  const t = (key: string) => translate(`profile.basic.${key}`);
  const [changing, setChanging] = useState<'email' | 'phone' | null>(null);
  const changeButton = (kind: 'email' | 'phone') => (
    <Button size="small" sx={{ ml: 1 }} onClick={() => setChanging(kind)}>
      {translate(`profile.contact.${kind}Change`)}
    </Button>
  );

  const submit = async (values: Record<string, unknown>) => {
    try {
      const body = { name: String(values.name ?? ''), language: values.language as Language };
      onSaved(await call(updateProfile, { body }));
      void refetchIdentity();
      notify('profile.saved', { type: 'success' });
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('title')} />
      <CardContent sx={{ pt: 0 }}>
        <Form
          disableInvalidFormNotification
          onSubmit={submit}
          record={{ name: profile.name, language: profile.language }}
          noValidate
        >
          <KeepAcrossSignIn id="profile/basic" />
          <TextInput
            source="name"
            label="profile.basic.name"
            validate={[required(), maxLength(PROFILE_NAME_MAX), noEmoji]}
          />
          <SelectInput
            source="language"
            label="profile.basic.language"
            choices={LANGUAGE_CHOICES}
            validate={required()}
          />
          <SaveButton sx={{ mb: 2 }} />
        </Form>
        <InfoRow label={t('email')}>
          {profile.email}
          {changeButton('email')}
        </InfoRow>
        <InfoRow label={t('phone')}>
          {profile.phone ?? t('notSet')}
          {changeButton('phone')}
        </InfoRow>
        <InfoRow label={t('accountType')}>
          {translate(`enums.accountType.${profile.accountType}`)}
        </InfoRow>
        <InfoRow label={t('role')}>
          {profile.isMain ? t('mainAccount') : (profile.roleName ?? t('notSet'))}
        </InfoRow>
        <InfoRow label={t('certification')}>
          <EnumChip
            name="certificationState"
            value={profile.certificationState}
            colors={CERTIFICATION_COLORS}
          />
        </InfoRow>
      </CardContent>
      {changing && (
        <ChangeContactDialog
          kind={changing}
          onClose={(changed) => {
            setChanging(null);
            if (changed) onSaved(changed);
          }}
        />
      )}
    </Card>
  );
}
