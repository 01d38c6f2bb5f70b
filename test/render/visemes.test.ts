import { describe, expect, it } from 'vitest';
import { faceTimeline } from '../../lambdas/render/face/timeline';
import { MOUTH_SHAPES, mouthPose, mouthTrack, placeVisemes, visemeAt, type VisemeMark } from '../../lambdas/render/speech/visemes';

const line: VisemeMark[] = [
  { time: 0.0, viseme: 'MBP' },
  { time: 0.06, viseme: 'AI' },
  { time: 0.2, viseme: 'MBP' },
  { time: 0.26, viseme: 'O' },
  { time: 0.5, viseme: 'rest' },
];

describe('mouth poses from a viseme timeline', () => {
  it('holds rest before the first mark and after the last', () => {
    expect(mouthPose(line, -0.1)).toEqual(MOUTH_SHAPES.rest);
    expect(mouthPose(line, 0.9)).toEqual(MOUTH_SHAPES.rest);
  });

  it('reaches every shape in full, however short its hold: a 60 ms /m/ closes the lips', () => {
    expect(mouthPose(line, 0.23).open).toBe(0);
    expect(mouthPose(line, 0.19)).toEqual(MOUTH_SHAPES.AI);
    expect(mouthPose(line, 0.45).round).toBe(MOUTH_SHAPES.O.round);
  });

  it('blends between shapes without a jump', () => {
    let previous = mouthPose(line, 0);
    for (let t = 0; t < 0.6; t += 0.005) {
      const pose = mouthPose(line, t);
      expect(Math.abs(pose.open - previous.open)).toBeLessThan(0.35);
      previous = pose;
    }
  });

  it('places a take on the scene timeline with its offset and tempo, resting at its end', () => {
    const placed = placeVisemes(line, 0.3, 2, 0.5);
    [0.3, 0.33, 0.4, 0.43, 0.5].forEach((t, i) => expect(placed[i]!.time).toBeCloseTo(t, 9));
    expect(placed).toHaveLength(5);
    expect(visemeAt(placed, 0.41)).toBe('MBP');
    expect(visemeAt(placed, 0.6)).toBe('rest');
  });
});

describe('the mouth frame by frame', () => {
  // 0.755–0.785 s falls between frames 18 (0.750 s) and 19 (0.792 s) at 24 fps: sampled at frame
  // times alone, the lips would still be closing on both.
  const quick: VisemeMark[] = [
    { time: 0.5, viseme: 'AI' },
    { time: 0.755, viseme: 'MBP' },
    { time: 0.785, viseme: 'AI' },
    { time: 1.2, viseme: 'rest' },
  ];
  const FPS = 24;

  it('shuts a /b/ shorter than a frame on the frame nearest its middle', () => {
    const track = mouthTrack(quick, FPS);
    expect(mouthPose(quick, 18 / FPS).open).toBeGreaterThan(0);
    expect(mouthPose(quick, 19 / FPS).open).toBeGreaterThan(0);
    expect(track(18 / FPS, 18)).toEqual(MOUTH_SHAPES.MBP);
    expect(track(17 / FPS, 17)).toEqual(mouthPose(quick, 17 / FPS));
  });

  it('is the one the photo presenter reads too', () => {
    const speech = { visemes: quick, words: [], level: new Float32Array(48) };
    expect(faceTimeline(speech, FPS, 48, 1).pose(18).mouth).toEqual(MOUTH_SHAPES.MBP);
  });
});
