import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import type { BaseInfo } from '../../../contract/global';
import { EnumChip } from '../../resources/views/EnumChip';
import { InfoRow } from './InfoRow';

const CERTIFICATION_COLORS = {
  not_certified: 'default',
  under_certification: 'info',
  certified: 'success',
  certification_failed: 'error',
} as const;

/** The account's basics from /v1/account/basic. */
export function AccountCard({ info }: { info: BaseInfo | null }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.home.${key}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('account')} />
      <CardContent sx={{ pt: 0 }}>
        {!info ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <>
            <InfoRow label={t('name')}>{info.name}</InfoRow>
            <InfoRow label={t('email')}>{info.email}</InfoRow>
            <InfoRow label={t('phone')}>{info.phone ?? t('notAvailable')}</InfoRow>
            <InfoRow label={t('accountType')}>
              {translate(`enums.accountType.${info.accountType}`)}
            </InfoRow>
            <InfoRow label={t('role')}>
              {info.isMain ? t('mainAccount') : (info.roleName ?? t('notAvailable'))}
            </InfoRow>
            <InfoRow label={t('certification')}>
              <EnumChip
                name="certificationState"
                value={info.certificationState}
                colors={CERTIFICATION_COLORS}
              />
            </InfoRow>
          </>
        )}
      </CardContent>
    </Card>
  );
}
