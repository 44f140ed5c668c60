/**
 * Whose profile a shared section edits (spec 000 §2.7, §6): a channel partner's or a technician's.
 * Sections take the scope as a prop/parameter instead of being copied per profile.
 */
export const PROFILE_SCOPES = ['channelPartner', 'technician'] as const;
export type ProfileScope = (typeof PROFILE_SCOPES)[number];

/** KYC documents a profile must hold: Aadhar, PAN and (not for technicians) GST (spec 000 §5.4). */
export const MANDATORY_DOCUMENT_TYPES = {
  channelPartner: ['Aadhar Card', 'PAN Card', 'GST'],
  technician: ['Aadhar Card', 'PAN Card'],
} as const satisfies Record<ProfileScope, readonly string[]>;

export const mandatoryDocumentCount = (scope: ProfileScope) => MANDATORY_DOCUMENT_TYPES[scope].length;
