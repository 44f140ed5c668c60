import { SERVICE_IDS } from '../constants';

/** Waste services whose items have a rate per unit (spec 001 §9): e-waste, plastic, UCO, textile. */
export const WASTE_SERVICE_IDS = [
  SERVICE_IDS.eWaste,
  SERVICE_IDS.plastic,
  SERVICE_IDS.usedCookingOil,
  SERVICE_IDS.textile,
] as const;

/** Disposal methods of spec 001 §9. */
export const DISPOSAL_METHODS = ['Landfill', 'Incineration (Burn)', 'Recycling', 'Storage'] as const;

/** General master: reward points earned per event. */
export const REWARD_EVENTS = ['Referral', 'Booking', 'Completed Request'] as const;
