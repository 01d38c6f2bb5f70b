/**
 * Someone on the go with their phone, its screen turned to the viewer: walking along, the phone held up at the chest and
 * the head bowed to it, the free arm swinging; or standing in a bus or train carriage, a hand on the grab pole, the phone
 * in the other. Metres, y up, as bodies.ts draws (bodies.ts registers these poses).
 */
import { rr, type Prop, type Scene } from './bodies';
import { phone } from './cafe-customer';

/** A steel grab pole from the floor up out of the picture at x, its dark edge keeping it off a pale carriage wall. */
const pole = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.006, 0, 0.057, 1.94, 0.02, '#6b7480');
  rr(ctx, x, 0, 0.03, 1.94, 0.015, '#d4d9df');
};

/** The phone held up at the chest, in front of the near shoulder. */
const HELD = [0.3, 1.16] as const;

export const PHONE_ON_THE_GO = {
  // Mid-stride along the street, looking down at the phone held up in the near hand, the far arm swinging back.
  'phone-walking': {
    pose: { hip: [0, 0.91], lean: 3, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[...HELD], [-0.12, 0.7]], nod: 24 },
    front: [phone([...HELD])],
    extent: [-0.32, 0.46, 1.76],
  },
  // Standing in the carriage, feet apart against the sway, the far hand on the grab pole, the phone in the near one.
  'phone-commuting': {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[...HELD], [0.44, 1.52]], nod: 22 },
    back: [pole(0.42)],
    front: [phone([...HELD])],
    extent: [-0.24, 0.56, 1.94],
  },
} satisfies Record<string, Scene>;
