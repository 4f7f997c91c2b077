import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../errors/lazyPage';
import type { ResourceDefinition } from './define';

// the generated views are shared by every resource and load after sign-in
const ResourceList = lazyPage(() => import('./views/ResourceList'), 'ResourceList');
const ResourceShow = lazyPage(() => import('./views/ResourceShow'), 'ResourceShow');
const ResourceCreate = lazyPage(() => import('./views/ResourceCreate'), 'ResourceCreate');

/** `<Resource>` props of a definition: its route name and its lazily loaded views. */
export const resourceProps = (def: ResourceDefinition): ResourceProps => {
  const List = def.views?.list ? lazyPage(def.views.list, def.name) : ResourceList;
  return {
    name: def.name,
    list: <List def={def} />,
    show: def.api.one ? <ResourceShow def={def} /> : undefined,
    create:
      def.api.create && def.views?.create !== false ? <ResourceCreate def={def} /> : undefined,
    recordRepresentation: def.recordRepresentation,
  };
};
