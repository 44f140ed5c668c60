import type { Pincode } from '../../../domain/masters/pincode';
import type { FileEntityType } from '../../../domain/files';
import type { ProfileScope } from '../../../domain/profile/scope';

/**
 * Where a shared profile section reads and writes (spec 000 §2.7). A channel partner passes
 * `{ base: 'channel-partner/CP1001', ... }`; a technician profile passes its own paths, nothing is copied.
 */
export interface ProfileSectionApi {
  /** The profile's path; sections append their own part (serviceAreas, brand, bankDetails, document). */
  base: string;
  /** The profile's id: uploads are filed under it and its activity log is read with it. */
  id: string;
  /** Path of the full (unmasked) number of a KYC document, offered to admins reviewing; omitted = no reveal. */
  documentNumberPath?: (documentId: string) => string;
}

/** Who may do what in a section: the page decides, the section obeys. */
export interface SectionProps<P> {
  scope: ProfileScope;
  api: ProfileSectionApi;
  /** Hides every editing control (status does not allow editing, or a read-only view). */
  readOnly?: boolean;
  /** Every write answers the whole updated profile; the page takes it from here. */
  onSaved: (profile: P) => void;
}

/** Uploads of a profile are filed under its scope's entity type (spec 000 §7.5: 'channelPartner' for partners). */
export const fileEntityType = (scope: ProfileScope): FileEntityType => scope;

/** A pincode master record as the lists answer it (spec 000 §3). */
export type PincodeRecord = Omit<Pincode, 'status'> & { status: string };
