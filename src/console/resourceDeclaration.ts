import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'ra-core';
import type { ComponentType } from 'react';
import type { ApiResource } from '../dataProvider/createDataProvider';
import type { PageKey, RouteEntry } from './routeTable';

/** A page of the route table: told the route it was opened at. */
export type ConsolePage = ComponentType<{ route: RouteEntry }>;

/** The pages a folder of src/resources renders, by the route table's page keys. */
export type ConsolePages = Partial<Record<PageKey, ConsolePage>>;

/**
 * One entity of the console, declared next to its views: react-admin's resource (name, icon, how a record is named)
 * with the data provider's mapping to the API and the pages of the route table it renders. src/resources/index.ts
 * lists them; the console declares each as a `<Resource>` and builds the data provider from their mappings.
 */
export interface ResourceDeclaration {
  /** react-admin's resource name; its label is `resources.<name>.name` in every language. */
  name: string;
  /** How the data provider reaches the resource: getList, getOne, getMany, create, update and delete. */
  api: ApiResource;
  icon: SvgIconComponent;
  /** How another screen names a record (react-admin's recordRepresentation). */
  recordRepresentation: string | ((record: RaRecord) => string);
  pages?: ConsolePages;
}

/** A record named by its `name`, else its id. */
export const nameOrId = (record: RaRecord) => String(record.name || record.id);
