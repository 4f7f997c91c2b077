import { Suspense, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TopToolbar, useListContext, useTranslate } from 'react-admin';
import { downloadBillDetails, listBillDetails } from '../../../contract/bills';
import { BillTabs } from '../../ui/BillTabs';
import { DownloadButton } from '../../ui/DownloadButton';
import { MonthRangeFilter } from '../../ui/MonthRangeFilter';
import { useCall } from '../../ui/useCall';
import { lazyPage } from '../../errors/lazyPage';
import { toListQuery } from '../../dataProvider/listParams';
import { formatMoney } from '../../utils/money';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';

// the chart library is large: it loads with the chart, not with the list
const SpendChart = lazyPage(() => import('../../ui/SpendByProductChart'), 'SpendChart');

const month = (offset: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
};

/** The filters as the API takes them (strings only). */
function useQuery(): Record<string, string> {
  const { filterValues } = useListContext();
  return Object.fromEntries(
    Object.entries(toListQuery({ filter: filterValues }, [])).map(([k, v]) => [k, String(v)]),
  );
}

/** Sum of every matching line (not only this page): what the CSV ends with. */
function Totals() {
  const translate = useTranslate();
  const query = useQuery();
  const { data } = useCall(listBillDetails, {
    query: { ...query, page: 1, pageSize: 1 },
    silent: true,
  });
  if (!data) return null;
  return (
    <Typography sx={{ px: 2, py: 1, fontWeight: 600 }} data-testid="details-total">
      {translate('billing.bill.totalOf', {
        count: data.total.toLocaleString(),
        amount: formatMoney(data.totalAmount),
      })}
    </Typography>
  );
}

function Actions() {
  const query = useQuery();
  return (
    <TopToolbar sx={{ alignItems: 'center', minHeight: 0 }}>
      <DownloadButton
        call={downloadBillDetails}
        fallbackName="bill-details.csv"
        options={{ query }}
        label="billing.bill.downloadCsv"
      />
    </TopToolbar>
  );
}

function Chart() {
  const query = useQuery();
  return (
    <Suspense fallback={null}>
      <SpendChart query={query} />
    </Suspense>
  );
}

/** The details tab: a month range (at most 12 months), filters, totals, chart and CSV. */
export default function BillDetailsList({ def }: { def: ResourceDefinition }) {
  const lastSixMonths = useMemo(() => ({ monthFrom: month(-5), monthTo: month(0) }), []);
  return (
    <>
      <BillTabs current="details" />
      <ResourceList
        def={def}
        title={false}
        rowClick={false}
        filterDefaultValues={lastSixMonths}
        actions={<Actions />}
        header={
          <>
            <Stack sx={{ px: 2 }}>
              <MonthRangeFilter />
            </Stack>
            <Chart />
            <Totals />
          </>
        }
      />
    </>
  );
}
