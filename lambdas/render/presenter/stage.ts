/**
 * The space a presenter's setting is painted in (./settings.ts): the frame, the presenter's
 * scale, the ground and the camera. A thing `d` metres behind the presenter is seen at depth
 * scale `s = camera / (camera + d)` (1 where the presenter stands): it is `s` times the
 * presenter's size and rests on the ground at `horizon + (ground − horizon) × s`. The camera
 * stands further back for a wider shot (a fixed lens), so a close shot sees a street's shops
 * large and its far end small, and a full shot more of both.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';

/** Head units to a metre (the presenter is about 1.7 m and 14.5 units tall). */
export const METRE = 8.5;

export interface Stage {
  width: number;
  height: number;
  /** Pixels per head unit where the presenter stands. */
  unit: number;
  /** The eye level of the camera: where the ground meets the sky. */
  horizon: number;
  /** Where the presenter's soles are (may be below the frame). */
  ground: number;
  palette: Palette;
  /** The presenter's own backdrop colour (the studio's). */
  backdrop: string;
  /** Metres from the camera to the presenter. */
  camera: number;
  random: () => number;
}

/** A layer's painter draws into a canvas `width` wide (the frame's height tall), `distance` metres behind the presenter. */
export interface LayerSpec {
  distance: number;
  paint: (ctx: SKRSContext2D, width: number, stage: Stage) => void;
}

export interface SettingPainter {
  layers: LayerSpec[];
  /** Drawn every frame over the layers: `shift(distance)` is how far a layer that far back has passed, in pixels. */
  animate?: (ctx: SKRSContext2D, stage: Stage, t: number, shift: (distance: number) => number) => void;
}

/** How big a thing `metres` behind the presenter looks, against the presenter (the sky: 0). */
export function depthAt(stage: Stage, metres: number): number {
  return stage.camera / (stage.camera + metres);
}

/** Where a thing `metres` behind the presenter rests on the ground, and the pixels of one of the presenter's head units there. */
export function atDistance(stage: Stage, metres: number): { base: number; unit: number } {
  const s = depthAt(stage, metres);
  return { base: stage.horizon + (stage.ground - stage.horizon) * s, unit: stage.unit * s };
}

/** The camera's vertical field of view, as twice the tangent of its half (about 40°). */
const FIELD = 0.73;

/** How far the camera stands from a presenter drawn `unit` pixels to the head unit in a frame `height` pixels tall. */
export function cameraDistance(height: number, unit: number): number {
  return height / (unit * METRE * FIELD);
}

/** Sky and horizon: infinitely far. */
export const FAR = Number.POSITIVE_INFINITY;
