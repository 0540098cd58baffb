import { fileURLToPath, URL } from 'node:url'
import babel from '@rolldown/plugin-babel'
import react, { reactCompilerPreset } from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** Tests of screens that talk to the real backend (src/test/backend), started once for them. */
const WITH_BACKEND = 'src/**/*.backend.test.{ts,tsx}'

export default defineConfig({
  // Components are tested as the browser build compiles them (docs/decisions/0026).
  plugins: [react(), babel({ presets: [reactCompilerPreset()] })],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    // Stylesheets a widget loads (`?url`) resolve to a path and report loaded, without a fetch.
    css: true,
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
          exclude: [WITH_BACKEND],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-with-backend',
          include: [WITH_BACKEND],
          // A project's global setup runs only when one of its files is to run.
          globalSetup: ['src/test/backend/global-setup.ts'],
          setupFiles: ['src/test/backend/setup.ts'],
        },
      },
    ],
  },
})
