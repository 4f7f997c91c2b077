import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';

/** Accounts found by the search box; a row opens the account's page. */
export default function AccountList({ def }: { def: ResourceDefinition }) {
  return <ResourceList def={def} actions={false} rowClick="show" />;
}
