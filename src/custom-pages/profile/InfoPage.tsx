import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { Title, useTranslate } from 'react-admin';
import { AvatarCard } from './AvatarCard';
import { BasicInfoCard } from './BasicInfoCard';
import { CertificationCard } from './CertificationCard';
import { CompanyCard } from './CompanyCard';
import { SecurityCard } from './SecurityCard';
import { useProfile } from './useProfile';

/** /control/info: account information (spec section 2). */
export default function InfoPage() {
  const translate = useTranslate();
  const { profile, failed, reload, update } = useProfile();
  if (failed)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={reload}>{translate('profile.retry')}</Button>}
      >
        {translate('profile.loadFailed')}
      </Alert>
    );
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="profile.title" />
      {!profile ? (
        <Grid size={12}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      ) : (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <AvatarCard profile={profile} onChange={reload} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <BasicInfoCard profile={profile} onSaved={update} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CompanyCard profile={profile} onSaved={update} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SecurityCard profile={profile} onChange={reload} onSaved={update} />
          </Grid>
          {profile.isMain && (
            <Grid size={12}>
              <CertificationCard onChange={reload} />
            </Grid>
          )}
        </>
      )}
    </Grid>
  );
}
