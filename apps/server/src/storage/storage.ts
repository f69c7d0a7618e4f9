import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded and generated files live. Keys look like `u/<userId>/<folder>/<id>.jpg`. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) ||
    key.split('/').some((p) => p === '..' || p === '.' || p === '')
  ) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(root, key);
    if (!full.startsWith(root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the real name.
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      const clean = prefix.replace(/\/+$/, '');
      await rm(join(root, ...clean.split('/').map((p) => (assertSafeKey(p), p))), {
        recursive: true,
        force: true,
      });
    },
  };
}
