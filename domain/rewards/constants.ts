/** The ledger's kinds of entry and of holder, without zod: the console's first bundle (its resource map) reads them. */

/** The reward entry of an encashment: points are negative. */
export const ENCASHMENT_ID_TYPE = 'Encashment';

/**
 * The kinds of ledger entry (`idType`): the three events of the reward-point master credited by the system, and the
 * admin's own entries. An entry's `id` is the request or customer it is for, or its idType for an admin's entry.
 */
export const REWARD_EVENT_ID_TYPES = ['Referral', 'Booking', 'Completed Request'] as const;
export const MANUAL_ID_TYPES = [ENCASHMENT_ID_TYPE, 'Credit', 'Debit'] as const;
export const REWARD_ID_TYPES = [...REWARD_EVENT_ID_TYPES, ...MANUAL_ID_TYPES] as const;
export type ManualIdType = (typeof MANUAL_ID_TYPES)[number];

/** Who holds points: the ledger is keyed by holder type and holder id (and carries the holder's user name). */
export const REWARD_HOLDER_TYPES = ['Customer', 'Technician', 'Channel Partner'] as const;
export type RewardHolderType = (typeof REWARD_HOLDER_TYPES)[number];

/** Largest points one entry may move (the column is an integer). */
export const MAX_ENTRY_POINTS = 1_000_000_000;
