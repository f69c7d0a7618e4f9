import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The landing is the first page most visitors load, and its chunk is lazy: without a hint the
 * browser finds it only after the entry has run (one more round trip on a phone network).
 * Adds to index.html a modulepreload for the landing chunk and its imports, a preload for its
 * CSS and for the two Latin fonts the hero paints with (the display face draws the LCP heading).
 */
function preloadLanding(): Plugin {
  return {
    name: 'drape-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
        const landing = chunks.find(
          (c) =>
            c.isDynamicEntry &&
            c.facadeModuleId?.endsWith('/features/landing/components/landing-page.tsx'),
        );
        if (!landing) return [];
        const entryFiles = new Set(
          chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]),
        );
        const scripts = [landing.fileName, ...landing.imports].filter((f) => !entryFiles.has(f));
        const css = [...(landing.viteMetadata?.importedCss ?? [])];
        const fonts = Object.keys(bundle).filter((f) =>
          /\/(inter-latin-wght-normal|cormorant-garamond-latin-wght-normal)-[\w-]+\.woff2$/.test(f),
        );
        return [
          ...scripts.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          ...css.map((f) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          ...fonts.map((f) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${f}`,
            },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Writes a .br and a .gz beside every text asset of the build, so the server can send them
 * precompressed (@fastify/static `preCompressed`) instead of compressing per request (or not at all).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'drape-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|xml|map)$/.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLanding(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // Keep the landing entry lean: no module preload polyfill (an inline script the CSP forbids anyway).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
  },
});
