/**
 * The entity type of a party's activity rows (and of its uploaded files, FILE_ENTITY_TYPES): one name per party, read
 * by the module that owns the party and by those that write to its history (rewards, deletion).
 */
export const PARTY_ENTITY_TYPES = {
  channelPartner: 'channelPartner',
  technician: 'technician',
  dealer: 'dealer',
  customer: 'customer',
} as const;
