/**
 * A home's room named by what is done in it is a business's room: "salon de massage", "salón de masajes", "casa de té".
 * French and Spanish "salon"/"salón" (and Portuguese/Spanish "casa") are a home's words on their own, but built with "de" and
 * a trade ("salon de coiffure", "salón de belleza", "salon de thé") they are the trade's premises. The lexicons list the
 * common ones whole; this reads the rest: the home word followed by "of" and a word naming a room or a job takes that room
 * (the job's own room, as a massage's is the spa). "Le salon de ma mère" (whose living room) stays a home.
 */
import { ACTIONS } from './actions';
import type { Roles } from './lexicons';
import type { SettingId } from './scene-graph';

type Word = { kind: 'word'; roles: Roles; adjacent: boolean };
/** Rooms a word names without saying whose: a home's, a salon of any kind (Portuguese "salão de massagens" is a spa). */
const GENERIC: ReadonlySet<SettingId | undefined> = new Set<SettingId>(['home', 'salon']);

/** The room a word names itself or by its job, other than a home. */
function tradeRoom(roles: Roles): SettingId | undefined {
  const room = roles.setting ?? (roles.pose ? ACTIONS[roles.pose].home : undefined);
  return GENERIC.has(room) ? undefined : room;
}

/** `items` with each home word built with "of" and a trade read as that trade's room. */
export function tradeRooms<T extends { kind: string }>(items: T[]): T[] {
  const word = (k: number) => (items[k]?.kind === 'word' ? (items[k] as unknown as Word) : undefined);
  return items.map((item, k) => {
    const [home, of, trade] = [word(k), word(k + 1), word(k + 2)];
    if (!home || !GENERIC.has(home.roles.setting) || of?.roles.relation !== 'of' || !of.adjacent || !trade?.adjacent) return item;
    const room = tradeRoom(trade.roles);
    return room ? ({ ...item, roles: { ...home.roles, setting: room } } as T) : item;
  });
}
