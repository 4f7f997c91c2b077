import { Resource } from 'react-admin';
import { RESOURCES } from './registry';
import { resourceProps } from './resourceProps';

/** A `<Resource>` per definition, for App's resource loader. */
export const resourceElements = () =>
  RESOURCES.map((def) => <Resource key={def.name} {...resourceProps(def)} />);
