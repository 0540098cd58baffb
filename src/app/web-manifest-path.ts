/** Where the web manifest is served (written by vite-plugin-pwa at build time). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest'
