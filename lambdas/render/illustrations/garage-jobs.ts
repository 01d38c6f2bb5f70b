/**
 * A garage's everyday work, whole (issue 23): a mechanic changing a car's wheel, checking its tyres' pressure or
 * looking at its engine under the bonnet; a car handed back to its owner with its keys. Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { bonnetUp } from './bonnet-up';
import { carHandOver } from './car-hand-over';
import { tyreCheck } from './tyre-check';
import { wheelChange } from './wheel-change';

export const GARAGE_JOBS = {
  // Down on one knee at the raised car, its wheel lifted off the bare hub in both hands.
  'changing-wheel': wheelChange,
  // Down on one knee at the front wheel, a gauge on its valve.
  'checking-tyres': tyreCheck,
  // Bent over the engine under the raised bonnet.
  'checking-engine': bonnetUp,
  // Beside the car, its keys held out to its owner.
  'handing-keys': carHandOver,
} satisfies Record<string, Scene>;
