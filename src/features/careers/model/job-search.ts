import type { JobPosition } from '../content'

/** Case-insensitive substring match on title, department or location. */
export function filterPositions(
  positions: readonly JobPosition[],
  query: string,
): readonly JobPosition[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return positions
  return positions.filter((position) =>
    [position.title, position.department, position.location].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  )
}
