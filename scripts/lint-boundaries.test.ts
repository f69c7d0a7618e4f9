import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Lints small fixture sources with the repo's eslint.config.js and proves each boundary rule
 * fires when broken and stays quiet when respected. Fixtures are linted as if they lived at the
 * given path (they import real files of the tree); type-aware rules are off for them.
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cycleDir = join(root, '.tmp', 'lint-fixtures');
beforeAll(() => {
  mkdirSync(cycleDir, { recursive: true });
  writeFileSync(
    join(cycleDir, 'cycle-a.ts'),
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
  );
  writeFileSync(
    join(cycleDir, 'cycle-b.ts'),
    "import { a } from './cycle-a';\nexport const b = () => a;\n",
  );
  writeFileSync(
    join(cycleDir, 'line-a.ts'),
    "import { b } from './line-b';\nexport const a = () => b;\n",
  );
  writeFileSync(join(cycleDir, 'line-b.ts'), 'export const b = 1;\n');
});
afterAll(() => rmSync(cycleDir, { recursive: true, force: true }));

describe('ESLint boundaries', () => {
  it('refuses a web feature importing another feature, allows its own files, lib and components', async () => {
    const file = 'apps/web/src/features/studio/fixture.ts';
    expect(
      await ruleIdsFor(file, "export { GalleryPage } from '../gallery/components/gallery-page';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        file,
        "export { StudioPage } from './components/studio-page';\nexport { cn } from '@/lib/cn';\nexport { Button } from '@/components/ui/button';\n",
      ),
    ).toEqual([]);
  });

  it('refuses lib/ importing a feature', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/src/lib/fixture.ts',
        "export { StudioPage } from '@/features/studio/components/studio-page';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses the web app importing the server', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/src/lib/fixture.ts',
        "export * from '../../../server/src/config';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("refuses a server module importing another module's repo, allows its service", async () => {
    const file = 'apps/server/src/modules/auth/fixture.ts';
    expect(await ruleIdsFor(file, "export * from '../credits/ledger.repo';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor(file, "export * from '../credits/credits.service';\n")).toEqual([]);
  });

  it('keeps the tryon local and remote engines independent', async () => {
    expect(
      await ruleIdsFor(
        'packages/tryon/src/local/fixture.ts',
        "export * from '../remote/http-client';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'packages/tryon/src/remote/fixture.ts',
        "export * from '../local/local-engine';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor('packages/tryon/src/local/fixture.ts', "export * from '../types';\n"),
    ).toEqual([]);
  });

  it('refuses an import of a file that does not exist', async () => {
    expect(
      await ruleIdsFor('apps/web/src/lib/fixture.ts', "export * from './no-such-file';\n"),
    ).toContain('import-x/no-unresolved');
    expect(await ruleIdsFor('apps/web/src/lib/fixture.ts', "export * from './cn';\n")).toEqual([]);
  });

  it('refuses an import cycle, allows a one-way import', async () => {
    const [cycle] = await eslint.lintFiles([join(cycleDir, 'cycle-a.ts')]);
    expect(cycle?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    const [line] = await eslint.lintFiles([join(cycleDir, 'line-a.ts')]);
    expect(line?.messages).toEqual([]);
  });
});
