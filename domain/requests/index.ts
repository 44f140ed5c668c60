export * from './booking';
export * from './raise';
export * from './records';
export * from './statuses';
