import type { FileRef } from '../files';
import type { BankDetails } from '../profile/bank';
import type { BrandProducts } from '../profile/brandProducts';
import type { KycDocument } from '../profile/kyc';
import type { ManagementDetails, OfficeAddress } from './basicDetails';
import type { DayArea, PartnerService } from './services';
import type { ContractDetails, PartnerStatus } from './status';

/**
 * A channel partner as GET channel-partner/getById/{id} and GET channel-partner/profile answer it.
 * Aadhar and bank account numbers are masked (all but the last 4 digits) in every answer.
 */
export interface ChannelPartner {
  id: string;
  name: string;
  typeOfFirm: string | null;
  primaryEmail: string;
  primaryMobile: string | null;
  userName: string | null;
  referralCode: string | null;
  rewardPoints: number;
  profileImage: FileRef | null;
  status: PartnerStatus;
  officeAddress: OfficeAddress | null;
  managementDetails: ManagementDetails | null;
  bankDetails: BankDetails | null;
  documentDetails: KycDocument[];
  services: PartnerService[];
  serviceAreaIds: string[];
  dayAreas: DayArea[];
  brandsProducts: BrandProducts[];
  contractDetails: ContractDetails | null;
  /** The remark of the latest status change (shown in the Rejected and Resubmission banners). */
  remark: string | null;
  /** When the current invitation link stops working; null once verified. */
  inviteExpiresAt: string | null;
  /** True while an invitation link is outstanding (the approve page then offers 'Resend Link'). */
  authChallengePending: boolean;
  createdAt: string;
  lastUpdate: string;
}

/** A row of POST channel-partner/getByPaginationAndFilter. */
export interface ChannelPartnerRow {
  id: string;
  name: string;
  typeOfFirm: string | null;
  primaryEmail: string;
  primaryMobile: string | null;
  status: PartnerStatus;
  city: string | null;
  state: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  inviteExpiresAt: string | null;
  deleted: boolean;
  createdAt: string;
  lastUpdate: string;
}

/** Filterable/sortable properties of the partner list (the server's whitelist). */
export const PARTNER_LIST_PROPERTIES = [
  'id',
  'name',
  'typeOfFirm',
  'primaryEmail',
  'primaryMobile',
  'status',
  'city',
  'state',
  'contractStartDate',
  'contractEndDate',
  'createdAt',
  'lastUpdate',
] as const;

/**
 * What whoever books but the admin (customer care, an Active dealer) reads of a partner through POST
 * channel-partner/getByPaginationAndFilter: enough to name and choose an Active
 * partner, and where its office is; none of its contact, bank, KYC or contract data.
 */
export const BOOKABLE_PARTNER_FIELDS = ['id', 'name', 'status', 'city', 'state'] as const;

/**
 * What such a caller may filter and sort that list by: the fields it reads, the booking filters (a `code#area`
 * service area, a `brandId#productId` key) and the list's default order (last update).
 */
export const BOOKABLE_PARTNER_PROPERTIES = [
  ...BOOKABLE_PARTNER_FIELDS,
  'serviceAreaIds',
  'brandsProducts',
  'lastUpdate',
] as const;

/** A row of the partner search as a booker other than the admin reads it (always an Active partner). */
export type BookablePartnerRow = Pick<ChannelPartnerRow, (typeof BOOKABLE_PARTNER_FIELDS)[number]>;

/** GET channel-partner/filter/data: the distinct values the list's select filters offer. */
export interface PartnerFilterData {
  status: string[];
  typeOfFirm: string[];
  city: string[];
  state: string[];
}

/** GET channel-partner/list/active: active partners for pickers. */
export interface ActivePartner {
  id: string;
  name: string;
}
