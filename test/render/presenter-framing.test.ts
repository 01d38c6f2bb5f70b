/**
 * Issue 22: the illustrated presenter is framed for every aspect. At 9:16, 16:9, 1:1, 4:5, 4:3
 * and 3:4, talking, walking, and walking with something alongside, in every frame of a line
 * with gestures: the head (with its hair and the room it moves in) is inside the frame, below
 * the logo's row and above the captions; the hands and elbows stay inside the frame; the frame's bottom
 * cuts the body only where a cut looks intended (below the resting hands and above the knees
 * talking, through the thighs walking, not at all with a bicycle, dog or suitcase alongside);
 * the lower third is in its band, clear of the face, and beside the presenter (and what goes
 * alongside them) in wide frames.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PRESETS, type AvatarPresetId } from '../../lambdas/core/presets';
import { inside, overlaps, safeAreas } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { videoFormat } from '../../lambdas/render/formats';
import { armJoints, HAND_REACH, SLEEVE_WIDTH } from '../../lambdas/render/presenter/body';
import { CUTS } from '../../lambdas/render/presenter/framing';
import { illustratedPresenter, presenterPlan } from '../../lambdas/render/presenter/illustrated';
import { groundSpan } from '../../lambdas/render/presenter/props';
import { RIG } from '../../lambdas/render/presenter/rig';
import { ASPECTS, type Aspect } from '../../lambdas/render/spec';
import { FPS, presenterRequest, spokenLine } from './support/presenter';

beforeAll(() => ensureFonts());

const LINE = 'You can taste it in every cup: I roast three batches myself, every single morning!';

const SCENES: { name: string; walking: boolean; prompt: string }[] = [
  { name: 'talking', walking: false, prompt: 'talking to camera in the studio' },
  { name: 'talking with a coffee', walking: false, prompt: 'holding a coffee in the cafe' },
  { name: 'walking', walking: true, prompt: 'walking down the street' },
  { name: 'walking a bicycle', walking: true, prompt: 'walking a bicycle through a fishing village' },
  { name: 'walking the dog', walking: true, prompt: 'walking the dog in the park' },
  { name: 'pulling a suitcase', walking: true, prompt: 'pulling a suitcase along the harbour' },
];
/** The three hair styles that reach furthest (long, a bun on top, a cloud of curls). */
const PRESETS: AvatarPresetId[] = ['maya', 'ines', 'amara', 'kenji', 'leo', 'sam'];

const cases = ASPECTS.flatMap((aspect) => SCENES.flatMap((scene) => PRESETS.flatMap((preset) => [false, true].map((rtl) => ({ aspect, scene, preset, rtl })))));

function check(aspect: Aspect, scene: (typeof SCENES)[number], preset: AvatarPresetId, rtl: boolean) {
  const req = presenterRequest({ aspect, preset, prompt: scene.prompt, walking: scene.walking, rtl, seconds: 6, speech: spokenLine(LINE, 6) });
  const plan = presenterPlan(req, AVATAR_PRESETS[preset]);
  const { cx, cy, r } = plan.framing;
  const W = req.width;
  const H = req.height;
  const frame = { x: 0, y: 0, w: W, h: H };
  const areas = safeAreas(aspect, W, H, true);
  const problems: string[] = [];

  if (!inside(plan.face, frame)) problems.push(`head ${JSON.stringify(plan.face)} leaves the frame`);
  if (plan.face.y + plan.face.h > areas.caption.y) problems.push('head reaches the captions');
  if (overlaps(plan.face, areas.logo)) problems.push('head under the logo');

  // Where the frame's bottom edge crosses the body, in head units below the face's centre.
  const cut = (H - cy) / r;
  if (plan.shot === 'full') {
    if (cy + (RIG.ground + 0.3) * r > H) problems.push('feet below the frame');
    const [behind, ahead] = groundSpan(plan.cast.props.find((p) => p.id !== 'coffee')!.id, plan.framing.squeeze);
    const xs = [cx + plan.framing.dir * behind * r, cx + plan.framing.dir * ahead * r];
    if (Math.min(...xs) < -1 || Math.max(...xs) > W + 1) problems.push(`what goes alongside leaves the frame: ${xs.map(Math.round)}`);
  } else {
    const { min, max } = CUTS[plan.shot];
    if (cut < min - 1e-9 || cut > max + 1e-9) problems.push(`the frame cuts the body at ${cut.toFixed(2)} head units, outside ${min}–${max}`);
  }

  for (let f = 0; f < req.frames; f++) {
    const pose = plan.performance.poseAt(f / FPS, f);
    pose.arms.forEach((arm, i) => {
      const { elbow, wrist } = armJoints(i === 0 ? -1 : 1, arm, pose);
      const x = cx + (wrist.x + pose.offset.x) * r;
      const y = cy + (wrist.y + pose.offset.y) * r;
      if (x - HAND_REACH * r < 0 || x + HAND_REACH * r > W || y - HAND_REACH * r < 0) problems.push(`frame ${f}: a hand at ${x.toFixed(0)},${y.toFixed(0)} leaves the frame`);
      const ex = cx + (elbow.x + pose.offset.x) * r;
      if (ex - (SLEEVE_WIDTH / 2) * r < 0 || ex + (SLEEVE_WIDTH / 2) * r > W) problems.push(`frame ${f}: an elbow at ${ex.toFixed(0)} leaves the frame`);
    });
  }

  const plate = plan.framing.plate;
  if (!inside(plate, req.lowerThirdBox)) problems.push('lower third outside its band');
  if (overlaps(plate, plan.face)) problems.push('lower third over the face');
  if (W / H > 1.15) {
    // Beside the presenter, or past what goes along the ground beside them.
    const ground = plan.shot === 'full' ? groundSpan(plan.cast.props.find((p) => p.id !== 'coffee')!.id, plan.framing.squeeze)[1] : 0;
    const bodyEdge = cx + plan.framing.dir * Math.max(RIG.shoulderHalf, ground) * r;
    const nearEdge = rtl ? plate.x + plate.w : plate.x;
    if (Math.abs(nearEdge - bodyEdge) > r) problems.push(`lower third ${Math.round(Math.abs(nearEdge - bodyEdge))} px from the presenter`);
  }
  return [...new Set(problems)].slice(0, 5);
}

describe('illustrated presenter framing', () => {
  it.each(cases.map((c) => [`${c.aspect} ${c.scene.name}, ${c.preset}${c.rtl ? ', right to left' : ''}`, c] as const))('%s: every box in frame', (_, c) => {
    expect(check(c.aspect, c.scene, c.preset, c.rtl)).toEqual([]);
  });

  it('the face is recorded as a subject where the layout says it is, so check:video fails captions over it', async () => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const req = presenterRequest({ aspect, seconds: 1 });
      const plan = presenterPlan(req, AVATAR_PRESETS.maya);
      const ctx = createCanvas(req.width, req.height).getContext('2d');
      const audit = new TextAudit();
      const stop = audit.watch(ctx);
      const source = illustratedPresenter(req, AVATAR_PRESETS.maya);
      audit.beginFrame(0);
      await source.draw(ctx, 0);
      audit.endFrame();
      stop();
      const subjects = audit.finish().filter((s) => s.layer === 'subject');
      expect(subjects).toHaveLength(1);
      const round = (b: typeof plan.face) => ({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) });
      expect(subjects[0]!.box).toEqual(round(plan.face));
    }
  });

  it('in wide frames the presenter stands on a third, facing into the frame; in tall ones in the middle', () => {
    for (const aspect of ASPECTS) {
      const { width } = videoFormat(aspect, 'draft', false);
      for (const rtl of [false, true]) {
        const { framing } = presenterPlan(presenterRequest({ aspect, rtl }), AVATAR_PRESETS.leo);
        const wide = aspect === '16:9' || aspect === '4:3';
        expect(framing.cx / width).toBeCloseTo(wide ? (rtl ? 2 / 3 : 1 / 3) : 1 / 2, 5);
        expect(framing.dir).toBe(rtl ? -1 : 1);
      }
    }
  });
});
