import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'tryon.mjs');

describe('tryon CLI', () => {
  it('prints its usage and exits with 2 when the output is missing', () => {
    const run = spawnSync(process.execPath, [bin, 'person.jpg', 'garment.jpg'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Usage: tryon <person-image> <garment-image> -o <out.png>/);
  });

  it('names the missing setting when a remote engine is not configured', () => {
    const run = spawnSync(
      process.execPath,
      [bin, bin, bin, '-o', '/dev/null', '--engine', 'http'],
      { encoding: 'utf8', env: { ...process.env, TRYON_API_URL: '' } },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/CONFIG_ERROR: TRYON_ENGINE=http needs TRYON_API_URL/);
  });

  it('lists the accepted values of a mode, category or photo type it does not know', () => {
    for (const [flag, value, allowed] of [
      ['--mode', 'sideways', 'auto, redress, replace'],
      ['--category', 'hat', 'auto, upper, lower, full, saree'],
      ['--garment-photo-type', 'sketch', 'auto, flat-lay, on-model'],
    ] as const) {
      const run = spawnSync(process.execPath, [bin, bin, bin, '-o', '/dev/null', flag, value], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${flag} must be one of ${allowed}`);
    }
  });
});
