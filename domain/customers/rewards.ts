/** The reward rules moved to domain/rewards; these names stay for the customer card and its tests. */
export { ENCASHMENT_ID_TYPE, ENCASHMENT_MESSAGES, encashmentSchema, rewardEntrySchema } from '../rewards/entries';
