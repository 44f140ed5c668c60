import type { ProfileScope } from '../../../../domain/profile/scope';

/**
 * The tables a kind of profile owner keeps its sections in (spec 000 §2.7): a channel partner's and a technician's
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

export const PARTNER_SECTION_TABLES = tablesOf('channelPartner', 'channel_partner', 'channel_partners', 'channel_partner_id');
export const TECHNICIAN_SECTION_TABLES = tablesOf('technician', 'technician', 'technicians', 'technician_id');
