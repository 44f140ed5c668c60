import { filterInputTypes } from '../../components/list/types';
import type { ApiResources } from '../../dataProvider/createDataProvider';
import { MASTERS } from './config';

/** Each master's mapping to the API, from its configuration. */
export const masterApiResources: ApiResources = Object.fromEntries(
  MASTERS.map((master) => [
    master.resource,
    { path: master.apiPath, filterTypes: filterInputTypes(master.filters), getOneByFilter: master.getOneByFilter },
  ]),
);
