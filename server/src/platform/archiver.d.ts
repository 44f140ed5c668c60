// The part of archiver 5 that xlsxStream uses: its typings are a separate package (@types/archiver) we do without.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, entry: { name: string; date?: Date }): this;
    /** Resolves when the archive has been written; its errors also reach the stream's 'error' event. */
    finalize(): Promise<void>;
  }

  export default function archiver(
    format: 'zip',
    options?: { highWaterMark?: number; zlib?: ZlibOptions & { highWaterMark?: number } },
  ): Archiver;
}
