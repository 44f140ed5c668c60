export { canReadFile, canUploadFile, type FileIntent, type OwnedEntityIds } from './access';
export { detectFileType } from './detectFileType';
export { isSafeKey } from './keys';
export { createFileStore } from './createStore';
export type { FileStore } from './store';
export { saveUpload, saveUploads, type IncomingFile } from './upload';
