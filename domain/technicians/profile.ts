import type { PartnerService } from '../channelPartner/services';
import type { FileRef } from '../files';
import type { BankDetails } from '../profile/bank';
import type { BrandProducts } from '../profile/brandProducts';
import type { KycDocument } from '../profile/kyc';
import type { TechnicianAddress } from './basicDetails';
import type { TechnicianStatus } from './statuses';

/**
 * A technician as GET technician/{id} and every technician write answer it. Aadhar and bank account
 * numbers are masked (all but the last 4 digits) in every answer; the mobile is answered with +91.
 */
export interface Technician {
  id: string;
  userName: string | null;
  channelPartner: { id: string; name: string };
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string;
  currentAddress: TechnicianAddress | null;
  permanentAddress: TechnicianAddress | null;
  profileImage: FileRef | null;
  referralCode: string | null;
  rewardPoints: number;
  status: TechnicianStatus;
  brandsProducts: BrandProducts[];
  services: PartnerService[];
  serviceAreaIds: string[];
  bankDetails: BankDetails | null;
  documentDetails: KycDocument[];
  /** The remark of the latest status change (shown in the Rejected and Resubmission banners). */
  remark: string | null;
  createdAt: string;
  lastUpdate: string;
}

/** A row of POST technician/getByPaginationAndFilter. */
export interface TechnicianRow {
  id: string;
  firstName: string;
  lastName: string;
  /** First and last name. */
  name: string;
  email: string | null;
  /** With +91. */
  mobile: string;
  channelPartnerId: string;
  channelPartnerName: string;
  status: TechnicianStatus;
  /** Of the current address. */
  city: string | null;
  state: string | null;
  createdAt: string;
  lastUpdate: string;
}
