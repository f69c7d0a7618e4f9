import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // Keep the landing entry lean: no module preload polyfill (an inline script the CSP forbids anyway).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
  },
});
