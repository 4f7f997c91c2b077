import type { ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { useParams } from 'react-router-dom';
import { lazyPage } from '../errors/lazyPage';
import { MissingPage } from '../errors/MissingPage';
import type { ResourceDefinition } from './define';

// the generated views are shared by every resource and load after sign-in
const ResourceList = lazyPage(() => import('./views/ResourceList'), 'ResourceList');
const ResourceShow = lazyPage(() => import('./views/ResourceShow'), 'ResourceShow');
const ResourceCreate = lazyPage(() => import('./views/ResourceCreate'), 'ResourceCreate');
const ResourceEdit = lazyPage(() => import('./views/ResourceEdit'), 'ResourceEdit');

/**
 * react-admin routes a resource's list at `<name>/*`: a path below it that no view takes
 * (`/api-key/nope/deeper`) is a missing page, not the list.
 */
function AtListPath({ children }: { children: ReactNode }) {
  const rest = useParams()['*'];
  return rest ? <MissingPage /> : children;
}

/** `<Resource>` props of a definition: its route name and its lazily loaded views. */
export const resourceProps = (def: ResourceDefinition): ResourceProps => {
  const List = def.views?.list ? lazyPage(def.views.list, def.name) : ResourceList;
  const Show = def.views?.show ? lazyPage(def.views.show, def.name) : ResourceShow;
  return {
    name: def.name,
    list: (
      <AtListPath>
        <List def={def} />
      </AtListPath>
    ),
    show: def.api.one ? <Show def={def} /> : undefined,
    create:
      def.api.create && def.views?.create !== false ? <ResourceCreate def={def} /> : undefined,
    edit: def.api.update && def.views?.edit ? <ResourceEdit def={def} /> : undefined,
    recordRepresentation: def.recordRepresentation,
  };
};
