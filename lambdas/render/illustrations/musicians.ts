/**
 * Musicians playing, each instrument drawn big enough to read at a glance and held as it is played: a saxophone's
 * brass body slung down from the mouth to its upturned bell, a trumpet raised level at the lips, a guitar across
 * the hips fretted at its neck, a violin under the chin with the bow across it, a double bass stood before the player, a
 * cello bowed seated, a grand piano played seated, a keyboard on its stand, a drum kit
 * played seated behind its bass drum and cymbal, a singer at the microphone stand, a DJ at the decks with headphones
 * to one ear over the crowd's raised hands; and a band of three (a guitarist, the singer, a saxophonist turned to the singer). Notes rise from
 * what is played. Metres, y up, facing +x, as bodies.ts draws; registered in bodies.ts's poses.
 */
import { drawFigure, type Pose, type Prop, type Scene } from './bodies';
import { GUEST } from './company';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';
import { roundStroke } from './stroke';

const BRASS = '#e3ac2f';
const BRASS_EDGE = '#8a5a0c';
const BRASS_SHINE = '#fff0a8';
const BLACK = '#17181d';
const INK = 'rgba(20,16,10,0.85)';


/**
 * Notes rising from what is played, from (x, y) up and ahead: a beamed pair and a crotchet, gold with a dark edge so they
 * read on a lit or a dark place, and read as notes mirrored too (the layout may mirror the picture).
 */
const notes = (x: number, y: number): Prop => (ctx) => {
  for (const [colour, grow] of [[INK, 0.012], ['#ffd166', 0]] as const) {
    const head = (hx: number, hy: number) => fill(ctx, colour, () => ctx.ellipse(hx, hy, 0.034 + grow, 0.025 + grow, 0.4, 0, Math.PI * 2));
    // The pair: two heads, their stems up to one beam.
    head(x, y);
    head(x + 0.11, y + 0.03);
    roundStroke(ctx, colour, 0.012 + grow * 2, () => {
      ctx.moveTo(x + 0.028, y + 0.005);
      ctx.lineTo(x + 0.028, y + 0.15);
      ctx.moveTo(x + 0.138, y + 0.035);
      ctx.lineTo(x + 0.138, y + 0.18);
    });
    fill(ctx, colour, () => {
      ctx.moveTo(x + 0.022 - grow, y + 0.13 - grow);
      ctx.lineTo(x + 0.144 + grow, y + 0.16 - grow);
      ctx.lineTo(x + 0.144 + grow, y + 0.2 + grow);
      ctx.lineTo(x + 0.022 - grow, y + 0.17 + grow);
      ctx.closePath();
    });
    // The crotchet above.
    head(x + 0.04, y + 0.3);
    roundStroke(ctx, colour, 0.012 + grow * 2, () => {
      ctx.moveTo(x + 0.068, y + 0.305);
      ctx.lineTo(x + 0.068, y + 0.45);
    });
  }
};

// ---- The instruments, each in the hands of a figure standing at x 0 -------------------------------

/** An alto saxophone: the crook from the mouth, the body down in front of the chest, its bow and the bell turned up ahead. */
const saxophone: Prop = (ctx) => {
  roundStroke(ctx, BRASS_EDGE, 0.03, () => {
    ctx.moveTo(0.12, 1.55);
    ctx.quadraticCurveTo(0.22, 1.56, 0.22, 1.44);
  });
  ctx.lineJoin = 'round';
  fill(ctx, BRASS, () => {
    ctx.moveTo(0.2, 1.45);
    ctx.lineTo(0.17, 1.02);
    ctx.quadraticCurveTo(0.17, 0.88, 0.29, 0.9);
    ctx.quadraticCurveTo(0.36, 0.93, 0.37, 1.08);
    ctx.lineTo(0.42, 1.17);
    ctx.lineTo(0.29, 1.15);
    ctx.lineTo(0.3, 1.06);
    ctx.quadraticCurveTo(0.29, 0.98, 0.26, 0.98);
    ctx.quadraticCurveTo(0.24, 0.98, 0.245, 1.03);
    ctx.lineTo(0.24, 1.45);
    ctx.closePath();
  });
  ctx.strokeStyle = BRASS_EDGE;
  ctx.lineWidth = 0.01;
  ctx.stroke();
  // The bell's mouth, the shine down the body and the keys.
  fill(ctx, BRASS_EDGE, () => ctx.ellipse(0.355, 1.16, 0.066, 0.018, -0.1, 0, Math.PI * 2));
  roundStroke(ctx, BRASS_SHINE, 0.01, () => {
    ctx.moveTo(0.21, 1.4);
    ctx.lineTo(0.19, 1.04);
  });
  for (let k = 0; k < 5; k++) fill(ctx, BRASS_SHINE, () => ctx.arc(0.232 - k * 0.004, 1.36 - k * 0.07, 0.014, 0, Math.PI * 2));
};

/** A trumpet raised level at the lips: the leadpipe, the three valves up top, the loop under them and the flared bell. */
const trumpet: Prop = (ctx) => {
  roundStroke(ctx, BRASS_EDGE, 0.026, () => {
    ctx.moveTo(0.12, 1.555);
    ctx.lineTo(0.5, 1.6);
  });
  roundStroke(ctx, BRASS, 0.018, () => {
    ctx.moveTo(0.12, 1.555);
    ctx.lineTo(0.5, 1.6);
  });
  roundStroke(ctx, BRASS, 0.02, () => {
    ctx.moveTo(0.22, 1.565);
    ctx.quadraticCurveTo(0.16, 1.49, 0.26, 1.49);
    ctx.lineTo(0.4, 1.5);
    ctx.quadraticCurveTo(0.45, 1.52, 0.43, 1.59);
  });
  for (let k = 0; k < 3; k++) {
    fill(ctx, BRASS_EDGE, () => ctx.rect(0.27 + k * 0.04, 1.5, 0.03, 0.12));
    fill(ctx, BRASS_SHINE, () => ctx.rect(0.275 + k * 0.04, 1.62, 0.02, 0.025));
  }
  fill(ctx, BRASS, () => {
    ctx.moveTo(0.46, 1.588);
    ctx.quadraticCurveTo(0.56, 1.6, 0.6, 1.535);
    ctx.lineTo(0.61, 1.68);
    ctx.quadraticCurveTo(0.56, 1.615, 0.46, 1.612);
    ctx.closePath();
  });
  fill(ctx, BRASS_EDGE, () => ctx.ellipse(0.605, 1.607, 0.014, 0.072, 0.1, 0, Math.PI * 2));
};

/** The guitar's neck and body along its own length from the body's middle, turned up `tilt` radians ahead. */
export const guitar = (at: [number, number], tilt: number, neck: number, wood: string, edge: string): Prop => (ctx) => {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.rotate(tilt);
  // The strap over the far shoulder, then the neck, the headstock and the body's two bouts.
  roundStroke(ctx, BLACK, 0.025, () => {
    ctx.moveTo(-0.17, 0.02);
    ctx.quadraticCurveTo(-0.18, 0.4, 0.08, 0.45);
  });
  fill(ctx, '#3b2415', () => ctx.rect(0.12, -0.024, neck, 0.048));
  fill(ctx, '#2a1a10', () => ctx.roundRect(0.12 + neck, -0.035, 0.11, 0.07, 0.02));
  for (let k = 1; k <= 6; k++) fill(ctx, '#d9d2c3', () => ctx.rect(0.14 + (k * neck) / 7, -0.024, 0.006, 0.048));
  for (const [colour, grow] of [[edge, 0.012], [wood, 0]] as const) {
    fill(ctx, colour, () => {
      ctx.ellipse(-0.06, 0, 0.15 + grow, 0.13 + grow, 0, 0, Math.PI * 2);
      ctx.ellipse(0.1, 0, 0.11 + grow, 0.095 + grow, 0, 0, Math.PI * 2);
    });
  }
  fill(ctx, BLACK, () => ctx.arc(0.04, 0, 0.036, 0, Math.PI * 2));
  fill(ctx, '#2a1a10', () => ctx.rect(-0.15, -0.05, 0.025, 0.1));
  roundStroke(ctx, '#f1ead8', 0.004, () => {
    for (const dy of [-0.014, 0, 0.014]) {
      ctx.moveTo(-0.14, dy);
      ctx.lineTo(0.14 + neck, dy);
    }
  });
  ctx.restore();
};

/** The point `d` metres along a guitar from its body's middle. */
export const along = (at: [number, number], tilt: number, d: number, up = 0): [number, number] => [at[0] + d * Math.cos(tilt) - up * Math.sin(tilt), at[1] + d * Math.sin(tilt) + up * Math.cos(tilt)];

const GUITAR_AT: [number, number] = [0.12, 0.97];
const GUITAR_TILT = 0.42;

/** A violin under the chin, its scroll out ahead, and the bow drawn across its strings from the near hand. */
const violin: Prop = (ctx) => {
  ctx.save();
  ctx.translate(0.15, 1.41);
  ctx.rotate(-0.08);
  ctx.scale(1.25, 1.25);
  fill(ctx, '#2a1a10', () => ctx.rect(0.1, -0.014, 0.24, 0.028));
  fill(ctx, '#2a1a10', () => ctx.arc(0.35, 0, 0.026, 0, Math.PI * 2));
  for (const [colour, grow] of [['#5a2a10', 0.01], ['#b4571e', 0]] as const) {
    fill(ctx, colour, () => {
      ctx.ellipse(-0.03, 0, 0.09 + grow, 0.07 + grow, 0, 0, Math.PI * 2);
      ctx.ellipse(0.07, 0, 0.065 + grow, 0.055 + grow, 0, 0, Math.PI * 2);
    });
  }
  roundStroke(ctx, '#3a1a08', 0.008, () => {
    ctx.moveTo(0.0, -0.03);
    ctx.quadraticCurveTo(0.02, 0, 0.0, 0.03);
    ctx.moveTo(0.05, -0.03);
    ctx.quadraticCurveTo(0.03, 0, 0.05, 0.03);
  });
  ctx.restore();
};
const bow: Prop = (ctx) => {
  // Across the strings below the chin, its tip out behind the shoulder, clear of the face.
  roundStroke(ctx, '#3a2414', 0.014, () => {
    ctx.moveTo(0.3, 1.31);
    ctx.lineTo(-0.3, 1.5);
  });
  roundStroke(ctx, '#f4ecd8', 0.006, () => {
    ctx.moveTo(0.3, 1.29);
    ctx.lineTo(-0.3, 1.48);
  });
};

/**
 * A double bass or a cello stood on its endpin at `x`, leaning back a little toward the player behind it, its front to the
 * viewer (f-holes, bridge, strings up the black fingerboard to the scroll); `size` 1 is a double bass, a cello is smaller.
 */
const upright = (x: number, size: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, 0.02);
  ctx.rotate(0.07);
  ctx.scale(size, size);
  roundStroke(ctx, '#8d939c', 0.02, () => {
    ctx.moveTo(0, 0);
    ctx.lineTo(0, 0.14);
  });
  fill(ctx, '#17181d', () => ctx.rect(-0.028, 0.9, 0.056, 0.82));
  fill(ctx, '#2a1a10', () => ctx.ellipse(0, 1.76, 0.04, 0.06, 0, 0, Math.PI * 2));
  for (const [colour, grow] of [['#4a1f08', 0.014], ['#a8521e', 0]] as const) {
    fill(ctx, colour, () => {
      ctx.ellipse(0, 0.42, 0.25 + grow, 0.29 + grow, 0, 0, Math.PI * 2);
      ctx.ellipse(0, 0.9, 0.19 + grow, 0.22 + grow, 0, 0, Math.PI * 2);
      ctx.rect(-0.16 - grow, 0.5, 0.32 + grow * 2, 0.4);
    });
  }
  // The f-holes either side of the bridge, the tailpiece and the strings over them.
  roundStroke(ctx, '#2a1206', 0.014, () => {
    for (const side of [-1, 1]) {
      ctx.moveTo(side * 0.11, 0.72);
      ctx.quadraticCurveTo(side * 0.07, 0.6, side * 0.11, 0.48);
    }
  });
  fill(ctx, '#17181d', () => ctx.rect(-0.045, 0.2, 0.09, 0.22));
  fill(ctx, '#e8d3a8', () => ctx.rect(-0.08, 0.58, 0.16, 0.03));
  roundStroke(ctx, '#f1ead8', 0.005, () => {
    for (const dx of [-0.018, -0.006, 0.006, 0.018]) {
      ctx.moveTo(dx, 0.34);
      ctx.lineTo(dx * 0.8, 1.7);
    }
  });
  ctx.restore();
};

/** A keyboard on its X stand, its keys tipped to the viewer. */
const keyboard: Prop = (ctx) => {
  roundStroke(ctx, BLACK, 0.035, () => {
    ctx.moveTo(0.34, 0.02);
    ctx.lineTo(0.86, 0.94);
    ctx.moveTo(0.86, 0.02);
    ctx.lineTo(0.34, 0.94);
  });
  fill(ctx, '#22242b', () => ctx.roundRect(0.2, 0.94, 0.86, 0.08, 0.02));
  fill(ctx, '#f7f5ef', () => {
    ctx.moveTo(0.24, 1.02);
    ctx.lineTo(1.02, 1.02);
    ctx.lineTo(1.05, 1.08);
    ctx.lineTo(0.27, 1.08);
    ctx.closePath();
  });
  for (let x = 0.27; x < 1.02; x += 0.045) {
    fill(ctx, '#9aa0a8', () => ctx.rect(x, 1.02, 0.004, 0.06));
    if (Math.round((x - 0.27) / 0.045) % 7 !== 2 && Math.round((x - 0.27) / 0.045) % 7 !== 6) fill(ctx, BLACK, () => ctx.rect(x + 0.03, 1.05, 0.024, 0.03));
  }
  fill(ctx, '#e63946', () => ctx.arc(0.96, 0.98, 0.014, 0, Math.PI * 2));
};

/**
 * A baby grand piano seen from the side, its keyboard at the seated pianist's hands: the black case on three legs, its
 * tail rounded away from the player, the lid raised on its stick, the music desk up, the keys along the front.
 */
const grandPiano: Prop = (ctx) => {
  const ink = '#121318';
  for (const x of [0.44, 1.3]) fill(ctx, ink, () => ctx.rect(x, 0.03, 0.06, 0.6));
  roundStroke(ctx, BRASS, 0.02, () => {
    ctx.moveTo(0.52, 0.1);
    ctx.lineTo(0.6, 0.1);
  });
  // The lid up on its stick, the desk, then the case over them.
  fill(ctx, '#22242c', () => {
    ctx.moveTo(0.56, 0.96);
    ctx.lineTo(1.3, 1.5);
    ctx.lineTo(1.46, 0.96);
    ctx.closePath();
  });
  roundStroke(ctx, '#5b5f68', 0.014, () => {
    ctx.moveTo(1.02, 0.96);
    ctx.lineTo(1.1, 1.35);
  });
  fill(ctx, '#2e3038', () => {
    ctx.moveTo(0.42, 0.96);
    ctx.lineTo(0.5, 1.16);
    ctx.lineTo(0.56, 1.16);
    ctx.lineTo(0.5, 0.96);
    ctx.closePath();
  });
  fill(ctx, ink, () => ctx.roundRect(0.3, 0.6, 1.2, 0.38, [0.02, 0.19, 0.19, 0.02]));
  fill(ctx, 'rgba(255,255,255,0.12)', () => ctx.rect(0.34, 0.9, 1.06, 0.02));
  // The keys along the front, tipped to the viewer.
  fill(ctx, '#f7f5ef', () => ctx.rect(0.2, 0.78, 0.12, 0.05));
  for (let k = 0; k < 3; k++) fill(ctx, ink, () => ctx.rect(0.22 + k * 0.035, 0.805, 0.018, 0.025));
};
/** The pianist's bench. */
const bench: Prop = (ctx) => {
  fill(ctx, '#121318', () => ctx.roundRect(-0.2, 0.46, 0.36, 0.07, 0.02));
  for (const x of [-0.17, 0.1]) fill(ctx, '#121318', () => ctx.rect(x, 0.02, 0.04, 0.46));
};

/** The drummer's stool. */
export const stool: Prop = (ctx) => {
  fill(ctx, BLACK, () => ctx.roundRect(-0.16, 0.5, 0.3, 0.07, 0.03));
  roundStroke(ctx, '#5b5f68', 0.03, () => {
    ctx.moveTo(-0.12, 0.02);
    ctx.lineTo(-0.01, 0.5);
    ctx.lineTo(0.1, 0.02);
  });
};
/** The kit before the seated drummer: the bass drum's head turned to the viewer, the snare and a tom on it, a cymbal on its stand. */
const drumKit: Prop = (ctx) => {
  roundStroke(ctx, '#8d939c', 0.02, () => {
    ctx.moveTo(1.02, 0.02);
    ctx.lineTo(0.98, 1.22);
  });
  fill(ctx, BRASS_EDGE, () => ctx.ellipse(0.96, 1.24, 0.2, 0.035, -0.25, 0, Math.PI * 2));
  fill(ctx, BRASS, () => ctx.ellipse(0.96, 1.25, 0.19, 0.026, -0.25, 0, Math.PI * 2));
  fill(ctx, '#b23a48', () => ctx.arc(0.66, 0.3, 0.3, 0, Math.PI * 2));
  fill(ctx, '#f6f1e6', () => ctx.arc(0.66, 0.3, 0.25, 0, Math.PI * 2));
  fill(ctx, '#b23a48', () => ctx.arc(0.66, 0.3, 0.1, 0, Math.PI * 2));
  // A tom on the bass drum, the snare at the knees.
  for (const [x, y, w] of [[0.7, 0.62, 0.2], [0.44, 0.66, 0.24]] as const) {
    fill(ctx, '#b23a48', () => ctx.rect(x - w / 2, y, w, 0.12));
    fill(ctx, '#cfd4da', () => ctx.ellipse(x, y + 0.12, w / 2, 0.025, 0, 0, Math.PI * 2));
    fill(ctx, '#cfd4da', () => ctx.rect(x - w / 2, y, w, 0.015));
  }
  roundStroke(ctx, '#8d939c', 0.02, () => {
    ctx.moveTo(0.44, 0.02);
    ctx.lineTo(0.44, 0.66);
  });
};
/** A drumstick from the hand at `hand` to its tip. */
const stick = (hand: [number, number], tip: [number, number]): Prop => (ctx) =>
  roundStroke(ctx, '#e9d3a0', 0.018, () => {
    ctx.moveTo(hand[0] - (tip[0] - hand[0]) * 0.15, hand[1] - (tip[1] - hand[1]) * 0.15);
    ctx.lineTo(tip[0], tip[1]);
  });

/** A microphone on its stand, the boom reaching to the singer's mouth. */
const micStand: Prop = (ctx) => {
  roundStroke(ctx, '#2b2d33', 0.022, () => {
    ctx.moveTo(0.28, 0.02);
    ctx.lineTo(0.44, 0.12);
    ctx.moveTo(0.6, 0.02);
    ctx.lineTo(0.44, 0.12);
    ctx.moveTo(0.44, 0.02);
    ctx.lineTo(0.44, 1.28);
    ctx.lineTo(0.26, 1.5);
  });
};
const microphone: Prop = (ctx) => {
  roundStroke(ctx, BLACK, 0.04, () => {
    ctx.moveTo(0.27, 1.49);
    ctx.lineTo(0.2, 1.54);
  });
  fill(ctx, '#c9ced6', () => ctx.arc(0.175, 1.56, 0.035, 0, Math.PI * 2));
  fill(ctx, 'rgba(0,0,0,0.25)', () => ctx.arc(0.175, 1.56, 0.035, -0.4, Math.PI * 0.6));
};

/** A DJ's booth: two turntables and the mixer on it, its front glowing in a band of colour. */
const decks: Prop = (ctx) => {
  fill(ctx, '#1d1f27', () => ctx.rect(0.26, 0, 0.86, 1.0));
  const glow = ctx.createLinearGradient(0, 0.3, 0, 0.7);
  glow.addColorStop(0, 'rgba(255,79,163,0)');
  glow.addColorStop(0.5, 'rgba(255,79,163,0.95)');
  glow.addColorStop(1, 'rgba(255,79,163,0)');
  fill(ctx, glow, () => ctx.rect(0.26, 0.3, 0.86, 0.4));
  fill(ctx, '#3a3d48', () => ctx.rect(0.24, 0.98, 0.9, 0.05));
  for (const x of [0.44, 0.96]) {
    fill(ctx, '#2b2d35', () => ctx.rect(x - 0.15, 1.03, 0.3, 0.04));
    fill(ctx, BLACK, () => ctx.ellipse(x, 1.08, 0.13, 0.032, 0, 0, Math.PI * 2));
    fill(ctx, '#e63946', () => ctx.ellipse(x, 1.08, 0.04, 0.012, 0, 0, Math.PI * 2));
  }
  fill(ctx, '#4a4e5a', () => ctx.rect(0.63, 1.03, 0.14, 0.07));
  for (const x of [0.66, 0.7, 0.74]) fill(ctx, '#8ef0ff', () => ctx.arc(x, 1.08, 0.01, 0, Math.PI * 2));
};
/** Headphones on the DJ's head, one cup held to the ear (`head`: the head's middle). */
const headphones = (head: [number, number]): Prop => (ctx) => {
  roundStroke(ctx, BLACK, 0.025, () => ctx.arc(head[0] - 0.01, head[1], 0.135, Math.PI * 0.05, Math.PI * 0.95));
  fill(ctx, BLACK, () => ctx.ellipse(head[0] - 0.02, head[1] - 0.01, 0.045, 0.06, 0, 0, Math.PI * 2));
  fill(ctx, '#ff4fa3', () => ctx.ellipse(head[0] - 0.02, head[1] - 0.01, 0.02, 0.03, 0, 0, Math.PI * 2));
};

/** The crowd before the decks seen from behind: heads and shoulders in silhouette, hands thrown up to the music. */
const crowd: Prop = (ctx) => {
  for (const [k, x] of [-0.12, 0.42, 0.98].entries()) {
    const y = 0.5 + (k % 2) * 0.06;
    roundStroke(ctx, '#2a2230', 0.06, () => {
      ctx.moveTo(x - 0.1, y - 0.08);
      ctx.lineTo(x - 0.17 - (k % 2) * 0.05, y + 0.34);
      ctx.moveTo(x + 0.1, y - 0.08);
      ctx.lineTo(x + 0.18, y + 0.32 - (k % 2) * 0.08);
    });
    fill(ctx, '#2a2230', () => {
      ctx.arc(x, y + 0.06, 0.09, 0, Math.PI * 2);
      ctx.roundRect(x - 0.17, 0, 0.34, y - 0.04, 0.1);
    });
    fill(ctx, 'rgba(255,79,163,0.55)', () => ctx.arc(x, y + 0.06, 0.09, Math.PI * 0.1, Math.PI * 0.6));
  }
};

// ---- The players' poses --------------------------------------------------------------------------

const FEET: Pose['feet'] = [[0.12, 0.05], [-0.1, 0.05]];
/** Leaning back into the saxophone, the near hand low on its keys, the far hand high. */
const SAX: Pose = { hip: [0, 0.92], lean: -4, feet: FEET, hands: [[0.25, 1.1], [0.24, 1.32]], nod: -4 };
/** The trumpet raised level, the head up, both hands at the valves. */
const TRUMPET: Pose = { hip: [0, 0.92], lean: -6, feet: FEET, hands: [[0.31, 1.6], [0.27, 1.51]], nod: -10 };
const GUITAR: Pose = { hip: [0, 0.92], lean: 2, feet: FEET, hands: [along(GUITAR_AT, GUITAR_TILT, 0.02, 0.04), along(GUITAR_AT, GUITAR_TILT, 0.5)], nod: 10 };
/** The head tipped onto the chin rest, the far hand at the scroll, the near hand drawing the bow. */
const VIOLIN: Pose = { hip: [0, 0.92], lean: 0, feet: FEET, hands: [[0.3, 1.3], [0.52, 1.38]], nod: 16 };
/** Behind the double bass, the far hand up its neck, the near hand plucking by the bridge. */
const BASS: Pose = { hip: [0, 0.92], lean: 4, feet: FEET, hands: [[0.3, 0.86], [0.265, 1.42]], nod: 10 };
/** Seated, the cello between the knees, the far hand up its neck, the near hand bowing across it. */
const CELLO: Pose = { hip: [0, 0.58], lean: 2, feet: [[0.42, 0.05], [0.3, 0.05]], hands: [[0.36, 0.66], [0.31, 1.06]], nod: 12 };
/** The cellist's bow across the strings from the near hand. */
const celloBow: Prop = (ctx) =>
  roundStroke(ctx, '#3a2414', 0.014, () => {
    ctx.moveTo(0.2, 0.7);
    ctx.lineTo(0.8, 0.52);
  });
/** Seated at the grand piano, both hands on its keys, a foot at the pedals. */
const PIANO: Pose = { hip: [0, 0.56], lean: 8, feet: [[0.42, 0.05], [0.32, 0.05]], hands: [[0.28, 0.84], [0.3, 0.86]], nod: 14 };
/** Leaning over the keys, both hands on them. */
const KEYS: Pose = { hip: [0, 0.92], lean: 10, feet: FEET, hands: [[0.42, 1.08], [0.6, 1.09]], nod: 18 };
/** Seated behind the kit, one stick down on the snare, the other raised to the cymbal. */
const DRUMS: Pose = { hip: [0, 0.6], lean: 4, feet: [[0.4, 0.05], [0.3, 0.05]], hands: [[0.3, 0.98], [0.36, 1.22]], nod: -4 };
/** At the microphone, the near hand on it, the far hand opened out. */
const SING: Pose = { hip: [0, 0.92], lean: 2, feet: FEET, hands: [[0.24, 1.47], [0.42, 1.2]], nod: -6 };
/** Over the decks, a hand on a record, the other holding a headphone cup to the ear. */
const DJ: Pose = { hip: [0, 0.92], lean: 8, feet: FEET, hands: [[0.44, 1.1], [0.08, 1.56]], nod: 14 };

/** Each instrument's picture: its pose, what goes behind the far arm, between the arms and in front, and the picture's extent. */
const SAX_SCENE = { pose: SAX, middle: [saxophone], extent: [-0.28, 0.62, 1.9] } satisfies Scene;
const GUITAR_SCENE = {
  pose: GUITAR,
  // In front of the body, the strumming hand's forearm over its top, the hand at the strings.
  front: [guitar(GUITAR_AT, GUITAR_TILT, 0.46, '#d07a2c', '#6a3110')],
  extent: [-0.42, 0.86, 1.82],
} satisfies Scene;
const SING_SCENE = { pose: SING, back: [micStand], front: [microphone], extent: [-0.24, 0.66, 1.9] } satisfies Scene;
/**
 * Where notes rise above the head from an instrument played low (at the hips, on a stand, stood on the floor): a picture
 * with room above its player's head is framed whole in a landscape frame (compose/layout.ts), so the instrument is not
 * cut off under the caption band; a standing player's, and a seated one's.
 */
const ABOVE = 1.86;
const ABOVE_SEATED = 1.4;
/** A player's picture with notes rising from (x, y), and room above for them. */
const heard = (scene: Scene, x: number, y: number): Scene => ({ ...scene, front: [...(scene.front ?? []), notes(x, y)], extent: [scene.extent[0], Math.max(scene.extent[1], x + 0.2), Math.max(scene.extent[2], y + 0.5)] });

/** A bandmate in `scene` (without its notes: a band's are the singer's), standing at `x` turned to `facing`, in a look of their own (`nth` after the picture's). */
export const bandmate = (scene: Scene, x: number, facing: 1 | -1, nth: number, top: string): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  for (const p of scene.back ?? []) p(ctx, art);
  drawFigure(ctx, scene.pose, { ...GUEST, top }, 0, undefined, () => scene.middle?.forEach((p) => p(ctx, art)), lookOf(nextLook(art.look, nth)));
  for (const p of scene.front ?? []) p(ctx, art);
  ctx.restore();
};

export const MUSICIANS = {
  // The saxophone is held high enough to read in a landscape frame's medium shot: its notes rise from the bell.
  'playing-sax': heard(SAX_SCENE, 0.46, 1.28),
  'playing-trumpet': heard({ pose: TRUMPET, middle: [trumpet], extent: [-0.26, 0.66, 1.9] }, 0.66, 1.7),
  'playing-guitar': heard(GUITAR_SCENE, 0.5, ABOVE),
  'playing-violin': heard({ pose: VIOLIN, middle: [violin], front: [bow], extent: [-0.36, 0.66, 1.9] }, 0.56, 1.6),
  'playing-piano': heard({ pose: PIANO, back: [bench], front: [grandPiano], extent: [-0.26, 1.54, 1.6] }, 0.7, ABOVE_SEATED),
  'playing-keys': heard({ pose: KEYS, front: [keyboard], extent: [-0.24, 1.08, 1.76] }, 0.6, ABOVE),
  'playing-bass': heard({ pose: BASS, front: [upright(0.36, 1)], extent: [-0.26, 0.66, 1.9] }, 0.5, ABOVE),
  'playing-cello': heard({ pose: CELLO, back: [stool], front: [upright(0.38, 0.68), celloBow], extent: [-0.26, 0.86, 1.6] }, 0.6, ABOVE_SEATED),
  drumming: {
    pose: DRUMS,
    back: [stool],
    middle: [stick([0.36, 1.22], [0.8, 1.34])],
    front: [drumKit, stick([0.3, 0.98], [0.48, 0.8]), notes(1.1, 1.4)],
    extent: [-0.3, 1.3, 1.92],
  },
  singing: heard(SING_SCENE, 0.3, 1.7),
  djing: heard({ pose: DJ, front: [decks, headphones([0.13, 1.58]), crowd], extent: [-0.34, 1.24, 1.78] }, 0.7, ABOVE),
  // A trio: a guitarist at the left and a saxophonist at the right, both turned to the singer at the microphone between them.
  band: {
    pose: SING,
    back: [micStand, bandmate(GUITAR_SCENE, -0.8, 1, 1, '#2a9d8f'), bandmate(SAX_SCENE, 1.08, -1, 2, '#e9c46a')],
    front: [microphone, notes(0.3, ABOVE)],
    extent: [-1.24, 1.38, ABOVE + 0.5],
  },
} satisfies Record<string, Scene>;
