export * from './activity';
export * from './bank';
export * from './brandProducts';
export * from './kyc';
export * from './mask';
export * from './scope';
export * from './serviceAreas';
