import { useState } from 'react';
import { TopToolbar, useLocale, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Language } from '../../../contract/constants';
import { staffPriceSet } from '../../../contract/staffMoney';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { formatDate } from '../../utils/date';
import { formatUnitPrice } from '../../utils/money';
import { call } from '../stack';
import { ActionDialog, DialogButton } from './ActionDialog';

interface PriceRow {
  id: string;
  productKey: string;
  productName: string;
  countryCode: string;
  messageType: string;
  price: string;
  scheduled: { id: string; price: string; effectiveAt: string }[];
}

/** The changes dated ahead of a row, soonest first: "0.0050 from May 1, 2027". */
function ScheduledCell() {
  const record = useRecordContext<PriceRow>();
  const language = useLocale() as Language;
  return (
    <>
      {record?.scheduled.map((change) => (
        <div key={change.id}>
          {`${formatUnitPrice(change.price)} · ${formatDate(change.effectiveAt, language, 'date')}`}
        </div>
      ))}
    </>
  );
}

/** Sets a price now or from a date; a row clicked fills in what it prices. */
function PriceDialog({ row, onClose }: { row?: PriceRow; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <ActionDialog
      title="staffConsole.prices.set"
      submit="ra.action.save"
      fields={[
        {
          name: 'productKey',
          label: 'resources.prices.fields.productKey',
          initial: row?.productKey,
        },
        {
          name: 'countryCode',
          label: 'resources.prices.fields.countryCode',
          initial: row?.countryCode,
        },
        {
          name: 'messageType',
          label: 'resources.prices.fields.messageType',
          initial: row?.messageType,
        },
        {
          name: 'price',
          label: 'resources.prices.fields.price',
          type: 'decimal',
          initial: row?.price,
        },
        { name: 'effectiveAt', label: 'staffConsole.prices.effectiveAt', type: 'date' },
      ]}
      onClose={onClose}
      onSubmit={async ({ effectiveAt, ...body }) => {
        await call(staffPriceSet, { body: { ...body, ...(effectiveAt && { effectiveAt }) } });
        notify('staffConsole.prices.saved', { type: 'success' });
        refresh();
      }}
    />
  );
}

/** Prices per product, country and message type, with changes ahead; finance sets them. */
export default function PriceList({ def }: { def: ResourceDefinition }) {
  const [row, setRow] = useState<PriceRow | null>(null);
  return (
    <>
      <ResourceList
        def={def}
        cells={{ scheduled: <ScheduledCell /> }}
        rowClick={(_id, _resource, record) => {
          setRow(record as PriceRow);
          return false;
        }}
        actions={
          <TopToolbar>
            <DialogButton
              label="staffConsole.prices.set"
              variant="contained"
              dialog={(close) => <PriceDialog onClose={close} />}
            />
          </TopToolbar>
        }
      />
      {row && <PriceDialog row={row} onClose={() => setRow(null)} />}
    </>
  );
}
