/**
 * Whose profile a shared section edits: a channel partner's, a technician's or a dealer's.
 * Sections take the scope as a prop/parameter instead of being copied per profile.
 */
export type ProfileScope = 'channelPartner' | 'technician' | 'dealer';

/** The named KYC document types. */
export const AADHAR = 'Aadhar Card';
const PAN = 'PAN Card';
const GST = 'GST';

/**
 * KYC documents a profile must hold: Aadhar, PAN and (not for technicians) GST; a dealer (a firm) its GST certificate
 * and PAN.
 */
export const MANDATORY_DOCUMENT_TYPES = {
  channelPartner: [AADHAR, PAN, GST],
  technician: [AADHAR, PAN],
  /** A dealer: its GST certificate and PAN. */
  dealer: [GST, PAN],
} as const satisfies Record<ProfileScope, readonly string[]>;
