import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageInsights } from '../../../contract/messageInsights';
import { isKnownErrorCode } from '../../../contract/messageErrors';
import { useLookup } from '../../ui/lookups';
import { formatNumber } from '../../utils/number';
import { formatRate } from './InsightsFigures';

/** A titled table of a few columns: short enough to fit a phone, its text wrapping. */
function Section({
  title,
  head,
  numericFrom,
  children,
}: {
  title: string;
  head: string[];
  /** The first column holding numbers: it and the ones after it align right. */
  numericFrom: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((label, i) => (
              <TableCell key={label + i} align={i >= numericFrom ? 'right' : 'left'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </section>
  );
}

/** Failures by error code, each with what it means under it, against the previous period. */
export function ErrorCodeTable({ rows }: { rows: MessageInsights['byErrorCode'] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`messageLogs.insights.${key}`);
  const meaning = (code: string | null) =>
    code === null
      ? t('noCode')
      : translate(`messageErrors.${isKnownErrorCode(code) ? code : 'other'}.meaning`);
  return (
    <Section
      title={t('byErrorCode')}
      numericFrom={1}
      head={[t('columns.code'), t('columns.failed'), t('columns.previousFailed')]}
    >
      {rows.length === 0 ? (
        <TableRow>
          <TableCell colSpan={3}>{t('noFailures')}</TableCell>
        </TableRow>
      ) : (
        rows.map((row) => (
          <TableRow key={row.code ?? ''}>
            <TableCell>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {row.code ?? '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {meaning(row.code)}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatNumber(row.failed)}</TableCell>
            <TableCell align="right">{formatNumber(row.previousFailed)}</TableCell>
          </TableRow>
        ))
      )}
    </Section>
  );
}

/** Traffic by the recipients' country, most sent first, with the previous delivery rate. */
export function CountryTable({ rows }: { rows: MessageInsights['byCountry'] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`messageLogs.insights.${key}`);
  const countries = new Map(useLookup('country').map((c) => [c.id, c.name]));
  return (
    <Section
      title={t('byCountry')}
      numericFrom={1}
      head={[
        t('columns.country'),
        t('columns.sent'),
        t('columns.deliveryRate'),
        t('columns.previousDeliveryRate'),
      ]}
    >
      {rows.map((row) => (
        <TableRow key={row.country ?? ''}>
          <TableCell>
            {row.country === null
              ? t('unknownCountry')
              : (countries.get(row.country) ?? row.country)}
          </TableCell>
          <TableCell align="right">{formatNumber(row.sent)}</TableCell>
          <TableCell align="right">{formatRate(row.deliveryRate)}</TableCell>
          <TableCell align="right">{formatRate(row.previousDeliveryRate)}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}
