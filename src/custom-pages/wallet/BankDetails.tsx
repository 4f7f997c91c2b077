import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DataOf } from '../../../contract/call';
import type { topUpOptions } from '../../../contract/wallet';
import { InfoRow } from '../home/InfoRow';

type Offline = NonNullable<DataOf<typeof topUpOptions>['offline']>;

const FIELDS = {
  hongKong: ['corporateName', 'currentAccount', 'bankName'],
  mainland: ['unitName', 'companyName', 'bankAccountNumber', 'openingBank', 'remark'],
} as const;

/** The bank-transfer details of the two entities (spec: offline payment). */
export function BankDetails({ offline }: { offline: Offline }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.offline.${key}`);
  return (
    <Grid container spacing={2}>
      {(['hongKong', 'mainland'] as const).map((entity) => (
        <Grid key={entity} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t(entity)}
              </Typography>
              {FIELDS[entity].map((field) => (
                <InfoRow key={field} label={t(field)}>
                  {offline[entity][field] ?? ''}
                </InfoRow>
              ))}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
