/**
 * People at something done with the hands, drawn whole by the rig of bodies.ts, which registers these
 * poses: the steps of washing hands at a basin, a skincare moment at the vanity mirror, someone seated
 * at a table with their phone or laptop.
 */
import { SEATED_DEVICES } from './cafe-customer';
import { HAND_WASHING } from './hand-washing';
import { SKINCARE } from './skincare';

export const HANDS_AT_WORK = { ...HAND_WASHING, ...SKINCARE, ...SEATED_DEVICES };
