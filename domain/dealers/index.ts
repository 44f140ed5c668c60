export * from './dealer';
export * from './messages';
export * from './statuses';
