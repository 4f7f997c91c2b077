import type { ResourceDefinition } from '../define';
import { TopUpButton } from '../../ui/TopUpButton';
import ResourceList from '../views/ResourceList';
import { LEDGER_CELLS } from './cells';

/** /billing/ledger: every change of the wallet's balance, newest first. */
export default function LedgerList({ def }: { def: ResourceDefinition }) {
  return <ResourceList def={def} cells={LEDGER_CELLS} emptyAction={<TopUpButton />} />;
}
