export { REQUEST_KINDS, type RequestKind, type RequestKindName } from './kinds';
