import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslate } from 'react-admin';
import type { Profile } from '../../../contract/profile';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { GoogleBinding } from './GoogleBinding';
import { SecondFactorSection } from './SecondFactorSection';

/** The login password, Google bind and unbind, and login secondary verification. */
export function SecurityCard({
  profile,
  onChange,
  onSaved,
}: {
  profile: Profile;
  onChange: () => void;
  onSaved: (profile: Profile) => void;
}) {
  const translate = useTranslate();
  const [changing, setChanging] = useState(false);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('profile.security.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ py: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('profile.security.password')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('profile.security.passwordHint')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<LockResetIcon />}
            sx={{ mt: 1 }}
            onClick={() => setChanging(true)}
          >
            {translate('profile.security.changePassword')}
          </Button>
        </Box>
        <Divider sx={{ my: 1 }} />
        <GoogleBinding profile={profile} onSaved={onSaved} />
        <Divider sx={{ my: 1 }} />
        <SecondFactorSection profile={profile} onChange={onChange} />
      </CardContent>
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </Card>
  );
}
