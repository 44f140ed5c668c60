/**
 * Whose profile a shared section edits (spec 000 §2.7, §6): a channel partner's, a technician's or a dealer's.
 * Sections take the scope as a prop/parameter instead of being copied per profile.
 */
export const PROFILE_SCOPES = ['channelPartner', 'technician', 'dealer'] as const;
export type ProfileScope = (typeof PROFILE_SCOPES)[number];

/** KYC documents a profile must hold: Aadhar, PAN and (not for technicians) GST (spec 000 §5.4); a dealer (a firm) its GST certificate and PAN. */
export const MANDATORY_DOCUMENT_TYPES = {
  channelPartner: ['Aadhar Card', 'PAN Card', 'GST'],
  technician: ['Aadhar Card', 'PAN Card'],
  /** A dealer: its GST certificate and PAN (issue 15). */
  dealer: ['GST', 'PAN Card'],
} as const satisfies Record<ProfileScope, readonly string[]>;

export const mandatoryDocumentCount = (scope: ProfileScope) => MANDATORY_DOCUMENT_TYPES[scope].length;
