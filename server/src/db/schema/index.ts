export * from './identity';
export * from './platform';
export * from './masters';
export * from './parties';
export * from './customers';
export * from './requests';
export * from './requestOperations';
