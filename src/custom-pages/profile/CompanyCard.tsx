import Alert from '@mui/material/Alert';
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
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  ADDRESS_MAX,
  CORPORATE_NAME_MAX,
  WEBSITE_MAX,
  companySize,
  customerVolume,
  industry,
  updateCompany,
  type CompanyUpdate,
  type Profile,
} from '../../../contract/profile';
import { call } from '../../dataProvider';
import { KeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { noEmoji } from '../../utils/validators';
import { websiteRule } from './validators';

const choices = (values: readonly string[], group: string) =>
  values.map((value) => ({ id: value, name: `profile.${group}.${value}` }));

/** The company's details: the main account edits them, a sub-account reads them. */
export function CompanyCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const readOnly = !profile.isMain;
  const label = (key: string) => `profile.company.${key}`;

  const submit = async (values: Record<string, unknown>) => {
    const text = (key: string) => String(values[key] ?? '');
    const body: CompanyUpdate = {
      corporateName: text('corporateName'),
      corporateAddress: text('corporateAddress'),
      industry: (values.industry as CompanyUpdate['industry']) || null,
      companySize: (values.companySize as CompanyUpdate['companySize']) || null,
      customerVolume: (values.customerVolume as CompanyUpdate['customerVolume']) || null,
      website: text('website'),
    };
    try {
      onSaved(await call(updateCompany, { body }));
      notify('profile.saved', { type: 'success' });
    } catch (error) {
      return fieldErrorsOf(error);
    }
    return undefined;
  };

  const record = {
    corporateName: profile.corporateName ?? '',
    corporateAddress: profile.corporateAddress ?? '',
    industry: profile.industry ?? '',
    companySize: profile.companySize ?? '',
    customerVolume: profile.customerVolume ?? '',
    website: profile.website ?? '',
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('profile.company.title')} />
      <CardContent sx={{ pt: 0 }}>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('profile.readOnlyCompany')}
          </Alert>
        )}
        <Form
          disableInvalidFormNotification
          onSubmit={submit}
          record={record}
          disabled={readOnly}
          noValidate
        >
          <KeepAcrossSignIn id="profile/company" />
          <TextInput
            source="corporateName"
            label={label('corporateName')}
            validate={[
              ...(profile.accountType === 'corporate' ? [required()] : []),
              maxLength(CORPORATE_NAME_MAX),
              noEmoji,
            ]}
          />
          <TextInput
            source="corporateAddress"
            label={label('corporateAddress')}
            validate={[maxLength(ADDRESS_MAX), noEmoji]}
          />
          <SelectInput
            source="industry"
            label={label('industry')}
            choices={choices(industry.options, 'industries')}
          />
          <SelectInput
            source="companySize"
            label={label('companySize')}
            choices={choices(companySize.options, 'companySizes')}
          />
          <SelectInput
            source="customerVolume"
            label={label('customerVolume')}
            choices={choices(customerVolume.options, 'customerVolumes')}
          />
          <TextInput
            source="website"
            label={label('website')}
            helperText="profile.company.websiteHint"
            validate={[maxLength(WEBSITE_MAX), websiteRule]}
          />
          {!readOnly && <SaveButton />}
        </Form>
      </CardContent>
    </Card>
  );
}
