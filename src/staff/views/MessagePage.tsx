import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, RecordContextProvider, Title, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Language } from '../../../contract/constants';
import { staffMessageJourney } from '../../../contract/staffMessages';
import { Journey } from '../../resources/messageLogs/Journey';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { StaffMissing } from '../StaffErrors';
import { useStaffCall } from '../useStaffCall';
import { Section } from './Section';

const FIELDS = 'resources.messages.fields';

/** A message of any account: whose it is, what it was, and its journey as the customer sees it. */
export default function MessagePage() {
  const t = useTranslate();
  const language = useLocale() as Language;
  const id = useParams().id ?? '';
  const message = useStaffCall(staffMessageJourney, { params: { id } });
  if (!message.data) return message.isError ? <StaffMissing /> : <Loading />;
  const data = message.data;
  const facts: [string, string][] = [
    [`${FIELDS}.to`, data.to],
    [`${FIELDS}.from`, data.from],
    [`${FIELDS}.product`, data.productName],
    [`${FIELDS}.status`, t(`enums.messageStatus.${data.status}`)],
    [`${FIELDS}.createdAt`, formatDate(data.createdAt, language)],
    [`${FIELDS}.price`, formatMoney(data.price)],
    [`${FIELDS}.id`, data.id],
  ];
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={`${t('staffConsole.message.title')} ${data.to}`} />
      <Section title="staffConsole.message.account">
        <Stack spacing={0.5}>
          <Typography variant="body1" sx={{ wordBreak: 'break-all' }}>
            {data.email}
          </Typography>
          <Link component={RouterLink} to={`/accounts/${data.mainId}/show`}>
            {t('staffConsole.message.openAccount')}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('staffConsole.message.audited')}
          </Typography>
        </Stack>
      </Section>
      <Section title="staffConsole.message.title">
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ minWidth: 120 }}
              >
                {t(label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <RecordContextProvider value={data}>
          <Journey />
        </RecordContextProvider>
      </Section>
    </Stack>
  );
}
