import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslate } from 'react-admin';
import { serviceTeam } from '../../../contract/catalogue';
import { useCall } from '../../ui/useCall';
import { InfoRow } from './InfoRow';

/** The team's name and four contact rows: the placeholder keeps their height. */
const CONTACTS_HEIGHT = 150;

/** The platform's service team contact and the API documentation. */
export function ServiceCard() {
  const translate = useTranslate();
  const t = (key: string) => translate(`catalogue.home.${key}`);
  const { data } = useCall(serviceTeam);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('serviceTeam')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('serviceIntro')}
        </Typography>
        {/* only the contacts wait for the call: the texts around them show at once */}
        {!data ? (
          <Skeleton variant="rounded" height={CONTACTS_HEIGHT} />
        ) : (
          <>
            <Typography variant="subtitle2" component="h3">
              {data.name}
            </Typography>
            <InfoRow label={t('email')}>
              <Link href={`mailto:${data.email}`}>{data.email}</Link>
            </InfoRow>
            <InfoRow label={t('phone')}>
              <Link href={`tel:${data.phone}`}>{data.phone}</Link>
            </InfoRow>
            <InfoRow label={t('whatsapp')}>
              <Link
                href={`https://wa.me/${data.whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {data.whatsapp}
              </Link>
            </InfoRow>
            <InfoRow label={t('hours')}>{data.hours}</InfoRow>
          </>
        )}
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" component="h3">
          {t('apiDocs')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('apiDocsIntro')}
        </Typography>
        <Button
          component="a"
          size="small"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          href={data?.docsUrl}
          disabled={!data}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openDocs')}
        </Button>
      </CardContent>
    </Card>
  );
}
