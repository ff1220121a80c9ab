import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the SPA and proxies /api to the Koa API (same origin in the
// browser, so cookies and the CSRF checks behave as in production).
export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
