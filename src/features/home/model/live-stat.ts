/** An illustrative figure in [min, max]; `random` is injectable so the rule can be tested. */
export function randomStat(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1))
}
