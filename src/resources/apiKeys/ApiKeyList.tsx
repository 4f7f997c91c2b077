import { DataTable, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { ApiKeyActions } from './ApiKeyActions';
import { NewKeyButton } from './NewKeyButton';
import { TokenCell } from './TokenCell';

/** /api-key: the declared columns, the token's expiry, and what a person does with a key. */
export default function ApiKeyList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick={false}
      actions={
        <TopToolbar>
          <NewKeyButton />
        </TopToolbar>
      }
    >
      <DataTable.Col label="resources.api-key.fields.token">
        <TokenCell />
      </DataTable.Col>
      <DataTable.Col label="devtools.actions" align="right">
        <ApiKeyActions />
      </DataTable.Col>
    </ResourceList>
  );
}
