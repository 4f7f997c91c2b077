import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../errors/lazyPage';
import type { ResourceDefinition } from './define';

// the generated views are shared by every resource and load after sign-in
const ResourceList = lazyPage(() => import('./views/ResourceList'), 'ResourceList');
const ResourceShow = lazyPage(() => import('./views/ResourceShow'), 'ResourceShow');

/** `<Resource>` props of a definition: its route name and its lazily loaded views. */
export const resourceProps = (def: ResourceDefinition): ResourceProps => ({
  name: def.name,
  list: <ResourceList def={def} />,
  show: def.api.one ? <ResourceShow def={def} /> : undefined,
  recordRepresentation: def.recordRepresentation,
});
