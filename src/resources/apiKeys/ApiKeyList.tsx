import { visuallyHidden } from '../../ui/visuallyHidden';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { ApiKeyActions } from './ApiKeyActions';
import { DayCell } from './DayCell';
import { KeyCell } from './KeyCell';
import { KeyNameCell } from './KeyNameCell';
import { NewKeyButton } from './NewKeyButton';
import { TokenCell } from './TokenCell';

/** The row menu's column is as narrow as its button: its name is for screen readers. */
function ActionsLabel() {
  const translate = useTranslate();
  return <span style={visuallyHidden}>{translate('devtools.actions')}</span>;
}

/** /api-key: the declared columns, the token's expiry, and what a person does with a key. */
export default function ApiKeyList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick={false}
      cells={{
        name: <KeyNameCell />,
        apiKey: <KeyCell />,
        createdAt: <DayCell source="createdAt" />,
        lastUsedAt: <DayCell source="lastUsedAt" />,
      }}
      actions={
        <TopToolbar>
          <NewKeyButton />
        </TopToolbar>
      }
    >
      <DataTable.Col label="resources.api-key.fields.token">
        <TokenCell />
      </DataTable.Col>
      <DataTable.Col label={<ActionsLabel />} align="right">
        <ApiKeyActions />
      </DataTable.Col>
    </ResourceList>
  );
}
