import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListBase, useTranslate } from 'react-admin';
import { ResourceTable } from '../views/ResourceTable';
import { LEDGER_CELLS } from './cells';
import { walletLedgerResource } from './index';

/**
 * The wallet's latest entries, newest first, as the ledger's list shows them; its own list
 * state, so the ledger's filters never narrow it.
 */
export function LatestEntries({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <ListBase
      resource={walletLedgerResource.name}
      sort={walletLedgerResource.defaultSort}
      perPage={count}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
    >
      <Box sx={{ overflowX: 'auto' }}>
        <ResourceTable
          def={walletLedgerResource}
          cells={LEDGER_CELLS}
          empty={
            <Typography color="text.secondary">
              {translate('app.wallet.overview.noEntries')}
            </Typography>
          }
        />
      </Box>
    </ListBase>
  );
}
