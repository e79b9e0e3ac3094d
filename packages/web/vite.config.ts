import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // MUI and its styling runtime as one file for every screen drawn with MUI, rather than
              // some forty small ones, each a request the dashboard waited on. Their dependencies
              // (React) stay where they are, so the sign-in page, drawn without MUI, never loads it.
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|react-transition-group|@popperjs|stylis|hoist-non-react-statics|react-is|prop-types|clsx|@babel[\\/]runtime)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
