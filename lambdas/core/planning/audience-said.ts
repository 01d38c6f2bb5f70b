/** Some line names the audience as a whole word ("Tax returns for freelancers from £150." names "freelancers"). */
export function namesAudience(lines: readonly string[], audience: string): boolean {
  const words = audience.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu');
  return lines.some((line) => named.test(line));
}
