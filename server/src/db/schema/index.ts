export * from './identity';
export * from './platform';
export * from './masters';
export * from './parties';
