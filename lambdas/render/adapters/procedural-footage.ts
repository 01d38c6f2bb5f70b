/**
 * Built-in footage generator: no model service, drawn by the engine (documented as the
 * engine's own look). i2v animates the given picture with a camera move; t2v draws an
 * illustrated setting from the prompt. A model-backed generator implements the same port.
 */
import type { FootageGenerator } from '../ports';
import { cameraMove } from '../scenes/camera-move';
import { illustratedFootage } from '../scenes/illustrated';

export function proceduralFootage(): FootageGenerator {
  return {
    async generate(request) {
      const { image } = request;
      return image ? cameraMove({ ...request, image }) : illustratedFootage(request);
    },
  };
}
