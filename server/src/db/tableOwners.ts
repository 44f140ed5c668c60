import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * Which module alone names each table: in SQL text, in a list's source or by importing its Drizzle object. Another
 * module that needs the data calls a function (or a join fragment) the owner exports from its index.ts, so a column is
 * renamed in one module. `npm run lint:tables` reads this and refuses a new reference from anywhere else; a table
 * missing here fails it too.
 */
export const tableOwners = {
  masters: [
    schema.services,
    schema.categories,
    schema.products,
    schema.brands,
    schema.models,
    schema.uoms,
    schema.spareParts,
    schema.sparePartModels,
    schema.gstSlabs,
    schema.servicePrices,
    schema.sparePartPrices,
    schema.issues,
    schema.productIssues,
    schema.repairServices,
    schema.serviceTypes,
    schema.rewardPoints,
    schema.coupons,
    schema.couponUses,
    schema.eWasteItems,
    schema.disposalMethods,
  ],
  pincodes: [schema.pincodes],
  ifsc: [schema.ifscBranches],
  channelPartners: [schema.channelPartners, schema.channelPartnerDayAreas],
  technicians: [schema.technicians],
  dealers: [schema.dealers],
  profileSections: [
    schema.channelPartnerServices,
    schema.channelPartnerServiceAreas,
    schema.channelPartnerBrandProducts,
    schema.channelPartnerBankDetails,
    schema.channelPartnerDocuments,
    schema.technicianServices,
    schema.technicianServiceAreas,
    schema.technicianBrandProducts,
    schema.technicianBankDetails,
    schema.technicianDocuments,
    schema.dealerDocuments,
  ],
  customers: [schema.customers, schema.customerAddresses, schema.customerProducts, schema.customerReferrals],
  requests: [
    schema.requests,
    schema.requestIssues,
    schema.pickUpRequests,
    schema.pickUpRequestProducts,
    schema.slotCapacity,
    schema.bookingSubmissions,
    schema.requestSpareParts,
    schema.requestDocuments,
    schema.requestComments,
    schema.requestVisits,
    schema.technicianSlotCapacity,
    schema.requestCountsByStatus,
    schema.requestCountsByDay,
    schema.requestCountsByVisitDay,
    schema.requestCountsByPartner,
  ],
  payments: [schema.payments, schema.paymentTransactions],
  rewards: [schema.rewardEntries],
  account: [schema.userPreferences, schema.notificationChoices],
  teamMembers: [schema.teamMembers],
  escalations: [schema.escalations, schema.escalationComments],
  ewasteDrives: [schema.ewasteDrives, schema.ewasteDriveLines],
  deletionRequests: [schema.userDeletionRequests, schema.pendingFileDeletions],
  apks: [schema.apkBuilds],
} satisfies Record<string, PgTable[]>;

/**
 * The platform's own tables (the outbox, the activity log, the stored files' records, the sandbox gateway's links,
 * secrets, the seed's state) and the embedded identity endpoint's: shared by every module, as platform/ is.
 */
export const infrastructureTables: PgTable[] = [
  schema.storedFiles,
  schema.outbox,
  schema.activityLogs,
  schema.paymentSandboxLinks,
  schema.platformSecrets,
  schema.seedState,
  schema.identityUsers,
  schema.identityCodes,
  schema.identitySessions,
  schema.identityThrottle,
  schema.identityKeys,
];
