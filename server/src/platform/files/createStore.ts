import type { Config } from '../../config';
import { localFileStore } from './localStore';
import { s3FileStore } from './s3Store';
import type { FileStore } from './store';

/** Local disk under `dir` by default; an S3 bucket when `s3` is configured. */
export function createFileStore(files: Config['files']): FileStore {
  return files.s3 ? s3FileStore(files.s3) : localFileStore(files.dir);
}
