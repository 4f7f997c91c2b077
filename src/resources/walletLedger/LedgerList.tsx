import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TOP_UP_PATH } from '../../paths/wallet';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { LEDGER_CELLS } from './cells';

/** An empty wallet starts with a top-up. */
function TopUpButton() {
  const translate = useTranslate();
  return (
    <Button variant="contained" component={Link} to={TOP_UP_PATH}>
      {translate('catalogue.home.topUp')}
    </Button>
  );
}

/** /billing/ledger: every change of the wallet's balance, newest first. */
export default function LedgerList({ def }: { def: ResourceDefinition }) {
  return <ResourceList def={def} cells={LEDGER_CELLS} emptyAction={<TopUpButton />} />;
}
