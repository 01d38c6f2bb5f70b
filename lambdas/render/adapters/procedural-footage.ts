/**
 * Built-in footage generator: no model service, drawn by the engine (documented as the
 * engine's own look). i2v animates the given picture with a camera move; t2v draws the
 * subjects the prompt names over its setting, or the setting alone when the prompt names
 * nothing the illustration set has. A model-backed generator implements the same port.
 */
import type { FootageGenerator } from '../ports';
import { cameraMove } from '../scenes/camera-move';
import { illustratedFootage } from '../scenes/illustrated';
import { subjectFootage } from '../scenes/subject-scene';

export function proceduralFootage(): FootageGenerator {
  return {
    async generate(request) {
      const { image } = request;
      if (image) return cameraMove({ ...request, image });
      return (await subjectFootage(request)) ?? illustratedFootage(request);
    },
  };
}
