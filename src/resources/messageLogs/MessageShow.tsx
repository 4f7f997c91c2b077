import type { ResourceDefinition } from '../define';
import ResourceShow from '../views/ResourceShow';
import { Journey } from './Journey';

/** A message's page: its fields, then its journey and, for a failure, what it means. */
export default function MessageShow({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceShow def={def}>
      <Journey />
    </ResourceShow>
  );
}
