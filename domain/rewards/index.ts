export * from './entries';
export * from './referral';
export * from './matrix';
