import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import { formatMoney, formatUnitPrice } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import type { FieldDef } from '../define';
import { useLookup } from '../../ui/lookups';
import { EnumChip } from './EnumChip';

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

function LookupName({
  field,
  value,
}: {
  field: Extract<FieldDef, { kind: 'reference' }>;
  value: unknown;
}) {
  const choices = useLookup(field.lookup);
  const nameOf = (id: unknown) => choices.find((choice) => choice.id === id)?.name ?? asText(id);
  return <>{Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value)}</>;
}

/** A table cell's text on one line, as Stripe's tables have it: a long one ends in "…". */
const ONE_LINE = {
  display: 'inline-block',
  maxWidth: 170,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * One field of the current record, shown by its kind. `source` is read by react-admin's
 * show layout and table header for the label (`resources.<name>.fields.<source>`). In a
 * table `cell` keeps each value on one line; a detail view shows it whole.
 */
export function FieldValue({
  field,
  cell = false,
}: {
  field: FieldDef;
  source?: string;
  cell?: boolean;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value: unknown = record?.[field.source];
  const empty =
    field.kind === 'reference' && field.emptyMeansAll ? (
      <span>{translate('app.list.all')}</span>
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.list.emptyValue')}
      </Typography>
    );
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value) && value.length === 0) return empty;

  switch (field.kind) {
    case 'money':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {(field.unitPrice ? formatUnitPrice : formatMoney)(asText(value))}
        </span>
      );
    case 'datetime':
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(asText(value), isLanguage(locale) ? locale : 'en_US')}
        </span>
      );
    case 'enum':
      // states (with colours) read best as chips; plain categories as text
      return field.colors ? (
        <EnumChip name={field.enum} value={asText(value)} colors={field.colors} />
      ) : (
        <>{translate(`enums.${field.enum}.${asText(value)}`, { _: asText(value) })}</>
      );
    case 'reference':
      return <LookupName field={field} value={value} />;
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'text':
      // counts (quantities, messages, holders) read with thousands separators
      if (typeof value === 'number')
        return (
          <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatNumber(value)}
          </span>
        );
      // the table's cell styles leave a whole number uncut (theme.ts)
      if (field.number) return <span data-whole>{asText(value)}</span>;
      return cell ? (
        <span style={ONE_LINE} title={asText(value)}>
          {asText(value)}
        </span>
      ) : (
        <>{asText(value)}</>
      );
  }
}
