import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertSafeKey } from './keys';
import type { FileStore } from './store';

type S3Settings = NonNullable<Config['files']['s3']>;

/** Files in an S3 bucket (or an S3-compatible endpoint) under `prefix`; the SDK is loaded on first use only. */
export function s3FileStore({ bucket, region, endpoint, prefix }: S3Settings): FileStore {
  let sdk: Promise<{ client: S3Client; module: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((module) => ({
      module,
      // Custom endpoints (MinIO, LocalStack) address buckets by path.
      client: new module.S3Client({ region, ...(endpoint && { endpoint, forcePathStyle: true }) }),
    })));
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, body, contentType) {
      const { client, module } = await connect();
      await client.send(
        new module.PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      const { client, module } = await connect();
      try {
        const answer = await client.send(new module.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body as NodeJS.ReadableStream, size: answer.ContentLength };
      } catch (error) {
        if (error instanceof module.NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },

    async delete(key) {
      const { client, module } = await connect();
      await client.send(new module.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async list(listPrefix) {
      const { client, module } = await connect();
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new module.ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${listPrefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.endsWith('/')) keys.push(object.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
