// Compiles the server for production: apps/server/dist/main.mjs (the `server` binary, every
// sub-command), engine-thread.worker.mjs (the local try-on engine's worker thread),
// fabric-thread.worker.mjs (the thread that engine makes a garment's fabric on) and
// shoot-thread.worker.mjs (the photoshoot renderer's worker thread), with the
// workspace packages (@drape/shared, @drape/tryon) compiled in and every npm dependency left
// external, so native modules and the files they load (sharp, PGlite's WASM, the pose models)
// resolve from node_modules as in development. The SQL migrations are copied beside the bundle.
// Development and tests keep running the TypeScript sources through tsx.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// An optional argument builds elsewhere inside the repository (the compiled-server test does).
const outdir = process.argv[2] ?? `${root}apps/server/dist`;

/** npm packages stay external; only the workspace's own TypeScript packages are compiled in. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@drape/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    main: `${root}apps/server/src/main.ts`,
    'engine-thread.worker': `${root}packages/tryon/src/thread/engine-thread.worker.ts`,
    'fabric-thread.worker': `${root}packages/tryon/src/local/redress/fabric-thread.worker.ts`,
    'shoot-thread.worker': `${root}packages/tryon/src/photoshoot/thread/shoot-thread.worker.ts`,
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // Bundled CommonJS helpers call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
cpSync(`${root}apps/server/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
// The photoshoot starter model (Apache-2.0, see its NOTICE.md).
cpSync(`${root}apps/server/src/modules/photoshoots/assets`, `${outdir}/assets`, {
  recursive: true,
});
console.log(`server built to ${outdir} in ${Date.now() - started} ms`);
