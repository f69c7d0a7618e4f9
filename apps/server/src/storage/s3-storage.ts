import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage';

export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket (no leading or trailing slash), may be empty. */
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Parses `s3://[key:secret@]bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`.
 * Without userinfo the SDK's default chain (AWS_* variables, profiles, instance roles) applies.
 */
export function parseS3Url(url: string): S3Location {
  const u = new URL(url);
  if (u.protocol !== 's3:' || !u.hostname) {
    throw new Error('STORAGE_URL must look like s3://bucket?region=…');
  }
  const q = u.searchParams;
  const user = decodeURIComponent(u.username);
  const pass = decodeURIComponent(u.password);
  return {
    bucket: u.hostname,
    prefix: u.pathname.replace(/^\/+|\/+$/g, ''),
    region: q.get('region') ?? 'us-east-1',
    endpoint: q.get('endpoint') ?? undefined,
    forcePathStyle: ['true', '1'].includes(q.get('forcePathStyle') ?? ''),
    credentials: user ? { accessKeyId: user, secretAccessKey: pass } : undefined,
  };
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err instanceof NoSuchKey || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(location: S3Location): Storage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
  });
  const Bucket = location.bucket;
  const full = (key: string) => {
    assertSafeKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async deletePrefix(prefix) {
      const clean = prefix.replace(/\/+$/, '');
      assertSafeKey(clean);
      const Prefix = `${full(clean)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length) {
          await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
