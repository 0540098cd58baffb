import { readFileSync } from 'node:fs'

/** The public routes of the build, as the prerenderer derived them from the route tree. */
export const publicRoutes = JSON.parse(readFileSync('dist/routes.json', 'utf8')) as string[]
