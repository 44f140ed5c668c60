export * from './address';
export * from './customer';
export * from './product';
export * from './rewards';
export * from './records';
