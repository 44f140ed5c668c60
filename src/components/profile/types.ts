import type { FileEntityType } from '../../../domain/files';
import type { Pincode } from '../../../domain/masters/pincode';
import type { ProfileScope } from '../../../domain/profile/scope';

/**
 * Whose profile a shared section reads and writes: the react-admin resource and the record's id. The
 * dataProvider maps the resource to its API path (channel-partner, technician...), so sections know no path.
 */
export interface ProfileSectionApi {
  resource: string;
  /** The profile's id: writes go to it, uploads are filed under it and its activity log is read with it. */
  id: string;
  /** Admins reviewing may reveal a KYC document's full number; omitted = no reveal. */
  canRevealNumbers?: boolean;
  /**
   * What a write failing with a 5xx says instead of the API's text (dealers: spec 000 §8); omitted = the API's text.
   */
  serverFailure?: string;
  /**
   * Where the photo is saved: PATCH <profile>/profileImage with the file (omitted), or this section with {profileImage}
   * (dealers: basicDetails).
   */
  photoSection?: string;
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

/** A pincode master record as the lists answer it. */
export type PincodeRecord = Omit<Pincode, 'status'> & { status: string };
