import type { ApiResources } from '../dataProvider/createDataProvider';
import type { ConsolePages, ResourceDeclaration } from '../console/resourceDeclaration';
import { accountPages } from './account';
import { apkPages } from './apks';
import { channelPartners } from './channelPartners';
import { customers, deletionRequests } from './customers';
import { dealers } from './dealers';
import { escalations } from './escalations';
import { ewasteDrives } from './ewasteDrives';
import { masterApiResources } from './masters/apiResources';
import { payments } from './payments';
import { comments, pickUpRequests, repairRequests } from './requests';
import { rewards } from './rewards';
import { statisticsPages } from './statistics';
import { technicians } from './technicians';

/** The console's entities, one line each (the masters are declared by their configuration). */
export const RESOURCES: readonly ResourceDeclaration[] = [
  channelPartners,
  technicians,
  dealers,
  customers,
  deletionRequests,
  repairRequests,
  pickUpRequests,
  comments,
  payments,
  rewards,
  escalations,
  ewasteDrives,
];

/** The pages the resources and the page folders render, by the route table's page keys. */
export const RESOURCE_PAGES: ConsolePages = Object.assign(
  {},
  ...RESOURCES.map((resource) => resource.pages),
  accountPages,
  apkPages,
  statisticsPages,
);

/** The data provider's table from react-admin resource to API call, each entry declared by its resource. */
export const API_RESOURCES: ApiResources = {
  ...masterApiResources,
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.api])),
};
