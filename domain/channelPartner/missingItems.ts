import { SERVICE_IDS } from '../constants';
import { MANDATORY_DOCUMENT_TYPES, type ProfileScope } from '../profile/scope';

/** What the missing-items checks read of a profile (a partner's, or later a technician's). */
export interface ProfileCompleteness {
  bankDetails: { ifscCode?: string | null } | null;
  documentDetails: readonly { docType: string; mandatory: boolean }[];
  serviceAreaIds: readonly string[];
  services: readonly { id: string }[];
  brandsProducts: readonly unknown[];
  dayAreas: readonly unknown[];
}

export const MISSING_ITEMS = {
  bankDetails: 'Bank Details',
  documents: 'KYC Documents',
  serviceAreas: 'Service Areas',
  services: 'Services',
  brandsProducts: 'Brands and Products',
  dayAreas: 'Pincode-Day Mapping',
  contract: 'Contract Details',
} as const;
export type MissingItem = keyof typeof MISSING_ITEMS;

/**
 * The conditions a profile itself must meet before it can be submitted or approved (docs/rules/onboarding.md):
 * bank IFSC present; exactly the mandatory documents (3 for a partner); service areas; services;
 * brands and products, and day areas, when the first service is SID101 (the repair service).
 */
export function missingItems(profile: ProfileCompleteness, scope: ProfileScope = 'channelPartner'): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!profile.bankDetails?.ifscCode) missing.push('bankDetails');
  const mandatory = profile.documentDetails.filter((doc) => doc.mandatory).length;
  if (mandatory !== MANDATORY_DOCUMENT_TYPES[scope].length) missing.push('documents');
  if (profile.serviceAreaIds.length === 0) missing.push('serviceAreas');
  if (profile.services.length === 0) missing.push('services');
  const firstIsRepair = profile.services[0]?.id === SERVICE_IDS.repair;
  if (firstIsRepair && profile.brandsProducts.length === 0) missing.push('brandsProducts');
  if (firstIsRepair && profile.dayAreas.length === 0) missing.push('dayAreas');
  return missing;
}

/** The mandatory document types not yet uploaded (for the banner's detail). */
export function missingDocumentTypes(
  profile: Pick<ProfileCompleteness, 'documentDetails'>,
  scope: ProfileScope = 'channelPartner',
): string[] {
  const have = new Set(profile.documentDetails.filter((doc) => doc.mandatory).map((doc) => doc.docType.toLowerCase()));
  return MANDATORY_DOCUMENT_TYPES[scope].filter((type) => !have.has(type.toLowerCase()));
}

export const missingLabels = (items: readonly MissingItem[]) => items.map((item) => MISSING_ITEMS[item]);
