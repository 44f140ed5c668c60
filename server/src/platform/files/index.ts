export { canReadFile, canUploadFile, type FileIntent, type FileOwner, type OwnedEntityIds } from './access';
export { detectFileType } from './detectFileType';
export { assertSafeKey, isSafeKey, UnsafeKeyError } from './keys';
export { createFileStore } from './createStore';
export type { FileStore, StoredBody } from './store';
export {
  checkUpload,
  saveUpload,
  saveUploads,
  type IncomingFile,
  type UploadContext,
  type UploadTarget,
} from './upload';
