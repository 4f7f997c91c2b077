import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { getCertification, type Certification } from '../../../contract/certification';
import { call } from '../../dataProvider';
import { EnumChip } from '../../resources/views/EnumChip';
import { CertificationForm } from './CertificationForm';

const COLORS = {
  not_certified: 'default',
  under_certification: 'info',
  certified: 'success',
  certification_failed: 'error',
} as const;

/** Certification (KYC) of the main account: its state, and the submission when it may send one. */
export function CertificationCard({ onChange }: { onChange: () => void }) {
  const translate = useTranslate();
  const [certification, setCertification] = useState<Certification | null>(null);
  useEffect(() => {
    call(getCertification).then(setCertification, () => undefined);
  }, []);

  const sent = (next: Certification) => {
    setCertification(next);
    onChange();
  };
  const t = (key: string, values?: object) => translate(`profile.certification.${key}`, values);

  return (
    <Card>
      <CardHeader
        title={t('title')}
        action={
          certification && (
            <EnumChip name="certificationState" value={certification.state} colors={COLORS} />
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!certification ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Alert
              severity={certification.state === 'certification_failed' ? 'error' : 'info'}
              sx={{ mb: 2 }}
              data-testid="certification-state"
            >
              {t(`explain.${certification.state}`)}
              {certification.state === 'certification_failed' &&
                certification.latest?.reason &&
                ` ${t('reason', { reason: certification.latest.reason })}`}
            </Alert>
            {(certification.state === 'not_certified' ||
              certification.state === 'certification_failed') && (
              <CertificationForm onSent={sent} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
