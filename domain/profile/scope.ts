/**
 * Whose profile a shared section edits (spec 000 §2.7, §6): a channel partner's, a technician's or a dealer's.
 * Sections take the scope as a prop/parameter instead of being copied per profile.
 */
export type ProfileScope = 'channelPartner' | 'technician' | 'dealer';

/** The KYC document types the spec names (spec 000 §5.4). */
export const AADHAR = 'Aadhar Card';
const PAN = 'PAN Card';
const GST = 'GST';

/** KYC documents a profile must hold: Aadhar, PAN and (not for technicians) GST (spec 000 §5.4); a dealer (a firm) its GST certificate and PAN. */
export const MANDATORY_DOCUMENT_TYPES = {
  channelPartner: [AADHAR, PAN, GST],
  technician: [AADHAR, PAN],
  /** A dealer: its GST certificate and PAN (issue 15). */
  dealer: [GST, PAN],
} as const satisfies Record<ProfileScope, readonly string[]>;
