export * from './basicDetails';
export * from './messages';
export * from './statuses';
export * from './profile';
