export * from './basicDetails';
export * from './invite';
export * from './missingItems';
export * from './profile';
export * from './services';
export * from './status';
export * from './timeSlots';
