import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on loopback, with one bucket, for storage tests. */
export async function startS3Server(bucket = 'drape-test') {
  const directory = mkdtempSync(join(tmpdir(), 'drape-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    url: `s3://S3RVER:S3RVER@${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      // The SDK keeps connections alive; drop them so close() does not wait for their timeout.
      (
        server as unknown as { httpServer?: { closeAllConnections(): void } }
      ).httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
