import { SERVICE_IDS } from '../constants';

/** Waste services whose items have a rate per unit: e-waste, plastic, UCO, textile. */
export const WASTE_SERVICE_IDS = [
  SERVICE_IDS.eWaste,
  SERVICE_IDS.plastic,
  SERVICE_IDS.usedCookingOil,
  SERVICE_IDS.textile,
] as const;

/** How collected waste is disposed of. */
export const DISPOSAL_METHODS = ['Landfill', 'Incineration (Burn)', 'Recycling', 'Storage'] as const;

/** General master: reward points earned per event. */
export const REWARD_EVENTS = ['Referral', 'Booking', 'Completed Request'] as const;
