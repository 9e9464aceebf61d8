import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on port 3000 (npm run dev) and Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  // The footer and the Links dropdown read the variables the server reads (.env at the
  // repository root or the environment); only these prefixes reach the browser.
  envDir: '..',
  envPrefix: ['VITE_', 'SUPPORT_', 'DEVELOPER_CREDIT', 'USER_MANUAL_URL', 'OLD_EMIS_URL'],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
