import { join } from 'node:path';
import type { Config } from '../config';
import { createS3Storage, parseS3Url } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** The configured store: S3-compatible when STORAGE_URL is `s3://…`, else DATA_DIR/files. */
export function createStorage(config: Pick<Config, 'STORAGE_URL' | 'DATA_DIR'>): Storage {
  const url = config.STORAGE_URL;
  if (!url) return createLocalStorage(join(config.DATA_DIR, 'files'));
  if (url.startsWith('s3://')) return createS3Storage(parseS3Url(url));
  if (url.startsWith('file://')) return createLocalStorage(new URL(url).pathname);
  throw new Error(`STORAGE_URL must start with s3:// or file:// (got ${url.split(':')[0]}:)`);
}
