import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OUT_DIR } from '../../scripts/build/out-dir'

/** The public routes of the build, as the prerenderer derived them from the route tree. */
export const publicRoutes = JSON.parse(
  readFileSync(join(OUT_DIR, 'routes.json'), 'utf8'),
) as string[]
