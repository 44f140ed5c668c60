import type { ActivityText } from '../../../../domain/activityEvents';
import type { FastifyRequest } from 'fastify';
import type { FileEntityType } from '../../../../domain/files';
import type { ProfileScope } from '../../../../domain/profile/scope';
import type { RouteGuard } from '../../platform/auth';
import type { Transaction } from '../../platform/db';
import type { SectionResponses } from './schemas';

/**
 * The tables a kind of profile owner keeps its sections in: a channel partner's and a technician's
 * are the same tables under their own names (server/src/db/schema/profileSections.ts), keyed by `ownerColumn`.
 */
export interface SectionTables {
  scope: ProfileScope;
  /** The owner's own table. */
  ownerTable: string;
  ownerColumn: string;
  services: string;
  serviceAreas: string;
  brandProducts: string;
  bankDetails: string;
  documents: string;
}

const tablesOf = (scope: ProfileScope, prefix: string, ownerTable: string, ownerColumn: string): SectionTables => ({
  scope,
  ownerTable,
  ownerColumn,
  services: `${prefix}_services`,
  serviceAreas: `${prefix}_service_areas`,
  brandProducts: `${prefix}_brand_products`,
  bankDetails: `${prefix}_bank_details`,
  documents: `${prefix}_documents`,
});

export const PARTNER_SECTION_TABLES = tablesOf(
  'channelPartner',
  'channel_partner',
  'channel_partners',
  'channel_partner_id',
);
export const TECHNICIAN_SECTION_TABLES = tablesOf('technician', 'technician', 'technicians', 'technician_id');
/** A dealer keeps only its documents (dealer_documents): only the document routes are registered for it. */
export const DEALER_SECTION_TABLES = tablesOf('dealer', 'dealer', 'dealers', 'dealer_id');

/** The few things every section write needs to know of the profile it changes. */
export interface OwnerHead {
  id: string;
}

/** What a section write leaves in the profile's activity history. */
export interface SectionChange {
  activity: ActivityText;
  remark?: string | null;
}

/**
 * Limits on what a profile offers beyond the masters (the technician scope): only what its channel partner
 * offers (service areas, services, brands and, per brand, products), and brands only while it holds the repair service.
 */
export interface OfferRules<Head extends OwnerHead> {
  /** The channel partner whose own service areas, services, brands and products bound this profile's. */
  partnerOf: (owner: Head) => string;
  brandsNeedRepair: boolean;
}

/**
 * One kind of profile owner as the shared section routes (./routes.ts) take it: its tables, paths, guards and write.
 */
export interface SectionOwner<Head extends OwnerHead, Profile> {
  tables: SectionTables;
  /** The routes' prefix: '/channel-partner', '/technician' or '/dealer'. */
  path: '/channel-partner' | '/technician' | '/dealer';
  /** The entity type the owner's files are uploaded under (with its id). */
  entityType: Extract<FileEntityType, ProfileScope>;
  /** onRequest of the section writes: an admin, or the side the profile belongs to (declared with its owner param). */
  guard: RouteGuard;
  /** onRequest of the reveal of masked numbers. */
  adminOnly: RouteGuard;
  /**
   * One write in a transaction: the owner row locked, its edit rule checked, the activity recorded; answers the whole
   * profile.
   */
  change: (
    request: FastifyRequest,
    id: string,
    apply: (tx: Transaction, owner: Head) => Promise<SectionChange>,
  ) => Promise<Profile>;
  /** The answers of a section write (sectionResponsesOf the owner's profile schema). */
  responses: SectionResponses;
  /** OpenAPI tags of the routes. */
  tags: string[];
  /** The technician scope's limits; none for a channel partner. */
  offer?: OfferRules<Head>;
}
