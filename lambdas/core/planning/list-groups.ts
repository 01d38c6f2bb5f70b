/**
 * A list whose short items run together before its longer ones ("Romans, BD et livres jeunesse,
 * conseils de libraires passionnés, lectures pour enfants le mercredi"): the run of single words
 * up to the item its "and" closes on is one thing ("Romans, BD et livres jeunesse"), each longer
 * item another, so that each is said over a scene of its own rather than the whole list cut to fit
 * one. Undefined where fewer than two such groups come out. Pure string work.
 */
const AND = /\s(?:and|y|e|et|und|en|ed)\s/iu;

export function groupedItems(point: string): string[] | undefined {
  const parts = point.replace(/[.!]+$/u, '').split(/,\s+/u).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 3) return undefined;
  const groups: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    const single = !/\s/u.test(part);
    if (single) run.push(part);
    else if (run.length > 0 && AND.test(part)) {
      groups.push([...run, part].join(', '));
      run = [];
    } else {
      if (run.length > 0) groups.push(run.join(', '));
      run = [];
      groups.push(part);
    }
  }
  if (run.length > 0) groups.push(run.join(', '));
  // Each group says something of its own: two words at least, or a run of single ones; a lone word
  // between longer items ("vers brood, appeltaart, elke ochtend open") joins the group before it, or after.
  const joined: string[] = [];
  let carried: string | undefined;
  for (const group of groups) {
    const g = carried ? `${carried}, ${group}` : group;
    carried = undefined;
    if (/[\s,]/u.test(g) || groups.length < 3) joined.push(g);
    else if (joined.length > 0) joined[joined.length - 1] += `, ${g}`;
    else carried = g;
  }
  return joined.length >= 2 && joined.every((g) => /[\s,]/u.test(g)) ? joined : undefined;
}
