import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and is built to dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  // The rooms' import names (@domain/..., @web/...) come from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The sign-in page's budget is checked by scripts/bundle-budget.ts, not by Vite's warning.
    chunkSizeWarningLimit: 1024,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sample_data.csv': 'http://localhost:3000' },
  },
});
