/**
 * The engine's own `t2v_fast` look: the prompt read into a scene graph (compose/parse-prompt.ts),
 * completed (compose/complete-scene.ts), laid out so its relations hold (compose/layout.ts) in a
 * framing no other scene of the video uses (compose/variety.ts), over the place and time of day
 * it names (./illustrated.ts). Things come from the illustration set or are drawn (devices with a
 * live app, appliances, counters, walls, a hand).
 *
 * Cheap frames: everything that does not move is painted once into a few layers, split where a
 * moving thing (a held phone, a person breathing, the main subject's light sweep) passes between
 * them, and placed on whole pixels as the camera trucks; only moving things, app screens, steam
 * and pours are drawn per frame, and a push-in resamples the frame once.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, clamp01, easeInOut, progress, rng } from '../draw/anim';
import { glinted, type Glint } from '../draw/glint';
import type { Box } from '../draw/layout';
import { mix, standOut, toHex } from '../draw/palette';
import { familiesFor, ensureFonts } from '../fonts';
import { ACTIONS } from '../compose/actions';
import { composeScene } from '../compose/clauses';
import { concept } from '../compose/concepts';
import type { Placed } from '../compose/layout';
import { lexiconFor } from '../compose/lexicons';
import { compositionFor } from '../compose/variety';
import { fireIn, flames } from '../illustrations/fire-extinguisher';
import { drawHand } from '../illustrations/hand';
import { bodyArm, bodyLevel } from '../illustrations/bodies';
import { drawScreen, type ScreenLook } from '../illustrations/screens';
import { subjectTint } from '../illustrations/room-light';
import { sprite, type Sprite } from '../illustrations/sprites';
import { framedLayout, pictureAspects } from './framed-layout';
import { placeBackdrop, signOf } from './illustrated';
import { grown, keeps, keptSubjects, subjectCamera, wholeFigures } from './subject-camera';

/** A drawn person's hand across, in metres of their figure (a little larger than life, to read). */
const HAND_SPAN = 0.13;

/** The light that crosses the main subject once, early in the scene: broader and brighter than a product's. */
const SUBJECT_GLINT: Glint = { from: -0.5, travel: 2, halfWidth: 0.25, slant: 0.3, alpha: 0.45 };

interface Item {
  placed: Placed;
  sprite: Sprite;
  /** Drawn every frame: it moves, or is the main subject a light crosses. */
  live: boolean;
  /** The sway of a held thing and its hand, the breath of a person. */
  motion: 'held' | 'breath' | 'still';
  hot: boolean;
  /** A fire in a drawn person's picture (a fire-safety step), its flames flickering over it each frame. */
  fire: ReturnType<typeof fireIn>;
}

/** A soft contact shadow, drawn once and scaled under each thing that rests on something. */
function shadowSprite(): Canvas {
  const c = createCanvas(128, 128);
  const ctx = c.getContext('2d');
  const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
  g.addColorStop(0, 'rgba(0,0,0,0.38)');
  g.addColorStop(0.6, 'rgba(0,0,0,0.16)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 128, 128);
  return c;
}

function vignette(width: number, height: number, strength: string): Canvas {
  const c = createCanvas(width, height);
  const v = c.getContext('2d');
  const g = v.createRadialGradient(width / 2, height / 2, Math.min(width, height) * 0.35, width / 2, height / 2, Math.max(width, height) * 0.75);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, strength);
  v.fillStyle = g;
  v.fillRect(0, 0, width, height);
  return c;
}

export async function subjectFootage(req: FootageRequest): Promise<FrameSource | null> {
  const composed = composeScene(req.prompt);
  const { scene } = composed;
  if (scene.things.length === 0) return null;
  ensureFonts();
  const { width, height } = req;
  const unit = Math.min(width, height) / 100;
  const composition = compositionFor(req);
  const dir = composition.framing.mirror ? -1 : 1;
  const layout = framedLayout(composed, req.content, req, composition.framing, await pictureAspects(composed));
  const margin = Math.round(unit * 7);
  const surfaceTop = layout.placed.find((p) => p.role === 'surface')?.box.y ?? null;
  const backdrop = placeBackdrop(req, { setting: scene.setting, time: scene.time, light: scene.light, floor: layout.floor, surfaceTop, depthBlur: Math.round(unit * 0.5), margin, sign: signOf(scene), brought: scene.pose ? ACTIONS[scene.pose].shows : [] });

  // A screen speaks its labels' language: a German step's button on an English-described phone is German, and so are its fields.
  const lexicon = lexiconFor(scene.labels.length > 0 ? scene.labels.join(' ') : req.prompt);
  const screenLook: ScreenLook = { accent: req.palette.accent, families: familiesFor(lexicon.language), rtl: lexicon.language === 'ar', ui: lexicon.ui, labels: scene.labels };
  const contents = scene.polish ?? scene.things.map((t) => concept(t.concept).pours?.colour).find((c) => c !== undefined) ?? req.palette.accent;
  const sleeve = mix(req.palette.backgroundAlt, '#2b3245', 0.4);
  const heldThings = new Set(layout.placed.filter((p) => p.role === 'hand').map((p) => p.thing));
  const focus = layout.placed.find((p) => p.role === 'subject' && heldThings.has(p.thing)) ?? layout.placed.find((p) => p.role === 'subject' && p.thing === scene.things.findIndex((t) => !['surface', 'hand'].includes(concept(t.concept).kind)));

  const items: Item[] = await Promise.all(
    layout.placed.map(async (placed): Promise<Item> => {
      const c = concept(scene.things[placed.thing]!.concept);
      const device = placed.role === 'subject' && c.kind === 'device';
      const look = {
        artStyle: req.artStyle,
        accent: req.palette.accent,
        contents,
        setting: scene.setting,
        unit,
        tint: placed.role === 'surface' ? null : subjectTint(scene),
        // Mirrored framings flip the pictures too (a pour from the left needs its spout on the left); never a screen's text.
        flip: placed.turn !== undefined ? placed.turn < 0 : composition.framing.mirror && !device && placed.role !== 'surface' && placed.role !== 'hand',
      };
      const { w, h } = placed.box;
      let drawn: Sprite;
      if (placed.role === 'legs') drawn = { picture: createCanvas(1, 1), pad: 0, screen: null };
      else if (placed.role === 'hand') {
        const held = layout.placed.find((p) => p.role === 'subject' && p.thing === placed.thing)!;
        // The hand is its holder's: their skin, their sleeve.
        const holder = scene.relations.find((r) => r.kind === 'holding' && r.figure === placed.thing)?.ground;
        const body = layout.placed.find((p) => p.role === 'subject' && p.thing === holder);
        const arm = body ? bodyArm(body.picture) : null;
        const canvas = createCanvas(Math.ceil(w), Math.ceil(h));
        const span = body && arm ? body.box.h * (bodyLevel(body.picture, 1) - bodyLevel(body.picture, 0)) * HAND_SPAN : undefined;
        drawHand(canvas.getContext('2d'), w, h, held.box.w, held.box.y + held.box.h - placed.box.y, arm?.sleeve ?? sleeve, dir > 0 ? 1 : -1, arm?.skin, span);
        drawn = { picture: canvas, pad: 0, screen: null };
      } else drawn = await sprite(placed.picture, w, h, look, !placed.span);
      const held = heldThings.has(placed.thing) && (placed.role === 'subject' || placed.role === 'hand');
      const breath = placed.role === 'subject' && c.kind === 'person';
      // A device's app changes every frame, so the device is drawn in its turn, not painted into a layer.
      const live = held || breath || placed === focus || drawn.screen !== null || placed.role === 'legs';
      const fire = placed.role === 'subject' ? fireIn(placed.picture, look.flip) : null;
      return { placed, sprite: drawn, live: live || fire !== null, motion: held ? 'held' : breath ? 'breath' : 'still', hot: Boolean(c.hot) && placed.role === 'subject', fire };
    }),
  );

  // Still things are painted once into layers as wide as the trucking camera needs, split around live ones.
  const shadow = shadowSprite();
  // People standing whole on the floor rest on it too (else a runner set back in depth seems to float); not a bust, nor anyone seated.
  const seatedThings = new Set(layout.placed.filter((p) => p.role === 'legs').map((p) => p.thing));
  const standing = (p: Placed) => p.clipBottom === undefined && p.box.y + p.box.h < height && !seatedThings.has(p.thing);
  const inside = new Set(scene.relations.filter((r) => r.kind === 'in').map((r) => r.figure));
  const resting = (p: Placed) =>
    p.role === 'subject' && p.clipTop === undefined && !heldThings.has(p.thing) && !inside.has(p.thing) && (concept(scene.things[p.thing]!.concept).kind !== 'person' || standing(p));
  const paintShadow = (ctx: SKRSContext2D, p: Placed, dx: number) => {
    const rx = p.box.w * 0.5;
    ctx.drawImage(shadow, p.box.x + dx + p.box.w / 2 - rx, p.box.y + p.box.h - rx * 0.12, rx * 2, rx * 0.24);
  };
  type Run = { canvas: Canvas } | { item: Item };
  const runs: Run[] = [];
  for (const item of items) {
    if (item.live) {
      runs.push({ item });
      continue;
    }
    let last = runs[runs.length - 1];
    if (!last || !('canvas' in last)) runs.push((last = { canvas: createCanvas(width + 2 * margin, height) }));
    const ctx = last.canvas.getContext('2d');
    const { placed, sprite: s } = item;
    if (resting(placed)) paintShadow(ctx, placed, margin);
    drawSprite(ctx, s, placed, margin, 0);
  }

  const screens = new Map<Item, Canvas>();
  for (const item of items) if (item.sprite.screen) screens.set(item, createCanvas(Math.ceil(item.sprite.screen.w), Math.ceil(item.sprite.screen.h)));
  const stage = createCanvas(width, height);
  const stageCtx = stage.getContext('2d');
  const sweep = focus ? createCanvas(items.find((i) => i.placed === focus)!.sprite.picture.width, items.find((i) => i.placed === focus)!.sprite.picture.height) : null;
  const shade = req.artStyle === 'cinematic' ? vignette(width, height, 'rgba(0,0,0,0.4)') : null;
  const stopMotion = req.artStyle === 'stop_motion';
  const duration = req.frames / req.fps;
  // The camera keeps faces, hands at work and the things named where they start: clear of the captions, in the frame.
  const subjects = keptSubjects(layout, scene);
  const camera = subjectCamera(composition.move, layout.anchor, margin, dir, keeps([...subjects.map((s) => s.box), ...wholeFigures(layout, scene)], req.content, req));
  const moveAt = (t: number) => easeInOut(clamp01(t / Math.max(duration, 1)));
  // An arm is in its holder's clothes (the colour of their picture just inside the shoulder),
  // lit a shade apart from the body it crosses, so it never vanishes into the suit behind it.
  const armColour = new Map<Placed, string>();
  for (const hand of items.filter((i) => i.placed.arm)) {
    const holder = scene.relations.find((r) => r.kind === 'holding' && r.figure === hand.placed.thing)?.ground;
    const body =
      items.find((i) => i.placed.role === 'subject' && i.placed.thing === holder) ??
      items.find((i) => i.placed.role === 'subject' && concept(scene.things[i.placed.thing]!.concept).kind === 'person');
    if (!body) continue;
    // A drawn person's sleeve is known: their top.
    const drawn = bodyArm(body.placed.picture);
    if (drawn) {
      armColour.set(hand.placed, drawn.sleeve);
      continue;
    }
    const { sprite: s, placed: p } = body;
    const x = Math.round(s.pad + p.box.w * (0.5 + dir * 0.24));
    const y = Math.round(s.pad + p.box.h * 0.8);
    const [r, g, b, a] = s.picture.getContext('2d').getImageData(Math.min(x, s.picture.width - 1), Math.min(y, s.picture.height - 1), 1, 1).data;
    if (a! > 200) armColour.set(hand.placed, armOn(toHex([r!, g!, b!])));
  }
  // A seated person's legs are in their own trousers when drawn by the engine, else a shade darker than their jacket; never the
  // black of a clear pixel between a drawn figure's legs (a patient's legs had been black sticks).
  const legColour = new Map<Placed, string>();
  for (const legs of items.filter((i) => i.placed.role === 'legs')) {
    const body = items.find((i) => i.placed.role === 'subject' && i.placed.thing === legs.placed.thing);
    if (!body) continue;
    const drawn = bodyArm(body.placed.picture);
    if (drawn) {
      legColour.set(legs.placed, drawn.legs);
      continue;
    }
    const { sprite: s, placed: p } = body;
    const [r, g, b, a] = s.picture.getContext('2d').getImageData(Math.round(s.pad + p.box.w * 0.26), Math.round(s.pad + p.box.h * 0.85), 1, 1).data;
    if (a! > 200) legColour.set(legs.placed, mix(toHex([r!, g!, b!]), '#000000', 0.3));
  }

  return {
    subjects(seconds) {
      const p = moveAt(animationTime(seconds, stopMotion));
      return subjects.map(({ label, box }) => ({ label, box: grown(camera.place(box, p), unit) }));
    },
    draw(frameCtx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const { travel, zoom } = camera.at(moveAt(t));
      const jitter = stopMotion ? (rng(Math.floor(t * 12) + req.seed)() - 0.5) * unit * 0.6 : 0;
      // At zoom 1 the stage would be copied as is: drawing straight into the frame saves a full-frame layer and its copy.
      const ctx = zoom === 1 ? frameCtx : stageCtx;
      // The scene's stroke and fill settings stay in the scene, not on the captions and logo drawn after it.
      ctx.save();
      backdrop.draw(ctx, t, travel);
      for (const run of runs) {
        if ('canvas' in run) {
          ctx.drawImage(run.canvas, Math.round(-margin - travel + jitter), 0);
          continue;
        }
        const { item } = run;
        const { placed } = item;
        // A held thing sways in its hand; a person breathes (a pixel or two up and down).
        const sway =
          item.motion === 'held'
            ? { x: Math.sin(t * 0.9) * unit * 0.5, y: Math.sin(t * 1.4) * unit * 0.7 }
            : item.motion === 'breath'
              ? { x: 0, y: Math.sin(t * 1.9 + placed.box.x) * unit * 0.35 }
              : { x: 0, y: 0 };
        if (resting(placed)) paintShadow(ctx, placed, -travel);
        if (placed.arm) drawArm(ctx, placed.arm, armColour.get(placed) ?? sleeve, unit, -travel + jitter, sway);
        if (placed.role === 'legs') {
          drawLegs(ctx, placed.box, legColour.get(placed) ?? sleeve, -travel + jitter);
          continue;
        }
        const picture = placed === focus && sweep ? glinted(item.sprite.picture, sweep, progress(t, 0.6, 1.1), SUBJECT_GLINT) : item.sprite.picture;
        drawSprite(ctx, { ...item.sprite, picture }, placed, -travel + jitter + sway.x, sway.y);
        const { fire } = item;
        if (fire) {
          const { x, y, w, h } = placed.box;
          flames(ctx, x + fire.x * w - travel + jitter + sway.x, y + fire.y * h + sway.y, fire.w * w, fire.h * h, t);
        }
        const screen = screens.get(item);
        if (screen && item.sprite.screen) {
          const sctx = screen.getContext('2d');
          drawScreen(sctx, scene.screen ?? 'feed', composition.screenState, screen.width, screen.height, t, screenLook);
          withPlacement(ctx, placed, Math.round(-travel + jitter + sway.x), Math.round(sway.y), () => ctx.drawImage(screen, item.sprite.screen!.x - placed.box.w / 2, item.sprite.screen!.y - placed.box.h));
        }
      }
      for (const item of items) if (item.hot) steam(ctx, item.placed.box, -travel + jitter, t, unit);
      for (const pour of layout.pours) stream(ctx, pour, -travel + jitter, t, unit);
      ctx.restore();
      if (zoom !== 1) {
        frameCtx.save();
        frameCtx.translate(camera.centre.x, camera.centre.y);
        frameCtx.scale(zoom, zoom);
        frameCtx.translate(-camera.centre.x, -camera.centre.y);
        frameCtx.drawImage(stage, 0, 0);
        frameCtx.restore();
      }
      if (shade) frameCtx.drawImage(shade, 0, 0);
    },
  };
}

/** How far an arm's sleeve stands apart from the clothes behind it (WCAG contrast ratio). */
export const ARM_CONTRAST = 1.6;

/** The sleeve of an arm held in front of clothes of colour `clothes`: the same cloth, a shade apart. */
export const armOn = (clothes: string) => standOut(clothes, clothes, ARM_CONTRAST);

/**
 * A sleeved arm from the shoulder, bent at the elbow, to the wrist; the wrist and elbow move with
 * the held thing's sway. A dark seam outlines it, so its edge shows against the body whatever the colours.
 */
function drawArm(ctx: SKRSContext2D, arm: NonNullable<Placed['arm']>, colour: string, unit: number, dx: number, sway: { x: number; y: number }): void {
  const { shoulder, elbow, wrist } = arm;
  const width = Math.max(unit * 2.2, Math.hypot(wrist.x - shoulder.x, wrist.y - shoulder.y) * 0.16);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = mix(colour, '#000000', 0.55);
  ctx.lineWidth = width + unit * 0.7;
  const path = () => {
    ctx.beginPath();
    ctx.moveTo(shoulder.x + dx, shoulder.y);
    ctx.lineTo(elbow.x + dx + sway.x * 0.5, elbow.y + sway.y * 0.5);
    ctx.lineTo(wrist.x + dx + sway.x, wrist.y + sway.y);
  };
  path();
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  path();
  ctx.stroke();
  ctx.restore();
}

/** A seated person's legs from the seat's front edge to the floor: knees, shins and shoes, facing the camera. */
function drawLegs(ctx: SKRSContext2D, box: Box, colour: string, dx: number): void {
  const legW = box.w * 0.42;
  const shoeH = Math.min(box.h * 0.16, legW * 0.55);
  const edge = mix(colour, '#000000', 0.45);
  ctx.save();
  ctx.lineWidth = Math.max(1.5, legW * 0.06);
  for (const left of [box.x + dx, box.x + dx + box.w - legW]) {
    // The shin, its knee rounded over the seat's edge.
    ctx.beginPath();
    ctx.roundRect(left, box.y, legW, box.h - shoeH * 0.6, [legW / 2, legW / 2, legW * 0.1, legW * 0.1]);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(left + legW / 2, box.y + box.h - shoeH / 2, legW * 0.62, shoeH / 2, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#2a2522';
    ctx.fill();
  }
  ctx.restore();
}

/** Applies a placed thing's transform (moved by dx, dy; tilted about its bottom centre) around `draw`. */
function withPlacement(ctx: SKRSContext2D, p: Placed, dx: number, dy: number, draw: () => void): void {
  ctx.save();
  ctx.translate(p.box.x + p.box.w / 2 + dx, p.box.y + p.box.h + dy);
  if (p.tilt !== 0) ctx.rotate(p.tilt);
  draw();
  ctx.restore();
}

/** An untilted sprite goes on whole pixels: a copy, not a resampling (sprites are drawn at their size). */
function drawSprite(ctx: SKRSContext2D, s: Sprite, p: Placed, dx: number, dy: number): void {
  if (p.clipTop !== undefined || p.clipBottom !== undefined) {
    const top = p.clipTop ?? -ctx.canvas.height;
    const bottom = p.clipBottom !== undefined ? p.clipBottom + 1 : ctx.canvas.height * 2;
    ctx.save();
    ctx.beginPath();
    ctx.rect(-ctx.canvas.width, top, ctx.canvas.width * 3, bottom - top);
    ctx.clip();
    drawSprite(ctx, s, { ...p, clipTop: undefined, clipBottom: undefined }, dx, dy);
    ctx.restore();
    return;
  }
  if (p.tilt === 0) {
    ctx.drawImage(s.picture, Math.round(p.box.x - s.pad + dx), Math.round(p.box.y - s.pad + dy));
    return;
  }
  withPlacement(ctx, p, dx, dy, () => ctx.drawImage(s.picture, -p.box.w / 2 - s.pad, -p.box.h - s.pad));
}

function steam(ctx: SKRSContext2D, box: Box, dx: number, t: number, unit: number): void {
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = Math.max(1.5, unit * 0.5);
  ctx.lineCap = 'round';
  for (let k = 0; k < 3; k++) {
    ctx.beginPath();
    const x0 = box.x + dx + box.w * (0.36 + k * 0.14);
    const rise = box.h * 0.55;
    for (let y = 0; y < rise; y += 3) ctx.lineTo(x0 + Math.sin(y / (unit * 2.2) - t * 4 + k) * unit * 0.9, box.y - unit - y);
    ctx.stroke();
  }
}

/** A stream of liquid from the spout into the receiver, with highlights running down it. */
function stream(ctx: SKRSContext2D, pour: { from: { x: number; y: number }; to: { x: number; y: number }; colour: string }, dx: number, t: number, unit: number): void {
  const { from, to, colour } = pour;
  const mid = { x: (from.x + to.x) / 2 + dx, y: from.y + (to.y - from.y) * 0.25 };
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.lineWidth = unit * 1.6;
  ctx.beginPath();
  ctx.moveTo(from.x + dx, from.y);
  ctx.quadraticCurveTo(mid.x, mid.y, to.x + dx, to.y);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = unit * 0.5;
  ctx.setLineDash([unit * 2, unit * 3]);
  ctx.lineDashOffset = -t * unit * 14;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(to.x + dx, to.y, unit * (2.2 + Math.sin(t * 9) * 0.4), unit * 0.7, 0, 0, Math.PI * 2);
  ctx.fill();
}
