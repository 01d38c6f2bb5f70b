/**
 * Which room a prompt is in when its words only hint at one, or name a kind of room its things
 * make more precise. A trade's worker ("a dentist", "a mechanic", "a baker") or a front desk only
 * hints: a room the prompt names wins ("a receptionist at the front desk of a hotel" is in the
 * hotel), unless the hint is a kind of that room ("a dentist in a clinic" is in a dental surgery).
 * In the workshop family, what is being worked on decides: a bicycle makes a bike workshop, a car
 * a garage.
 */
import { concept, type ConceptId } from './concepts';
import type { Roles } from './lexicons';
import type { RoomId, SettingId } from './scene-graph';

/** Rooms that are a kind of another. */
const KIND_OF: Partial<Record<RoomId, RoomId>> = { dental: 'clinic', garage: 'workshop', 'bike-workshop': 'workshop' };

/** What makes a room of the workshop family one kind, tried in order ("a mechanic fixing a bike" is in a bike workshop). */
const WORKED_ON: readonly [RoomId, readonly ConceptId[]][] = [
  ['bike-workshop', ['bicycle']],
  ['garage', ['car', 'taxi', 'truck', 'motorbike']],
];

/** A word that names a room only by hinting at it: a person who works there, or a front desk (furniture of any business). */
export function hintsAtRoom(roles: Roles): boolean {
  return roles.setting === 'reception' || (roles.noun !== undefined && concept(roles.noun).kind === 'person');
}

/** The room (or outdoor place) of a prompt, from the first place it names, the first room it hints at and the things it shows. */
export function roomFor(named: SettingId | null, hint: SettingId | null, things: readonly ConceptId[]): SettingId | null {
  let room = named && hint && KIND_OF[hint as RoomId] === named ? hint : (named ?? hint);
  const family = room && (KIND_OF[room as RoomId] ?? room);
  if (family === 'workshop') room = WORKED_ON.find(([, shown]) => shown.some((c) => things.includes(c)))?.[0] ?? room;
  return room;
}
