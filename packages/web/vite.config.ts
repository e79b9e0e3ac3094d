import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './chunk-groups.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Brotli and gzip copies of every text file, sent by the server to browsers that accept them.
  plugins: [
    react(),
    compression({
      algorithms: [
        ['brotliCompress', {}],
        ['gzip', { level: 9 }],
      ],
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No <link rel=modulepreload> appended per dependency before each lazy route: on a cached load
    // those appends blocked the page longer than the short import waterfall they save.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Each module's body runs when first imported, as in the source, not when its file loads.
        strictExecutionOrder: true,
        // Groups take only the modules named, not what those import (the sign-in page's modules stay out).
        codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups },
      },
    },
  },
});
