/**
 * Finds the presenter's face and its 68 landmarks in a photo, on the CPU: @vladmandic/face-api
 * (MIT; SSD MobileNet v1 detector and the 68-point landmark net, weights inside the package)
 * on TensorFlow.js's WebAssembly backend (Apache-2.0; its `.wasm` files inside its package).
 * Nothing is fetched: the render Lambda carries these files beside its bundle (package-files.ts FACE_FILES).
 * The models load once per process, on the first photo; each photo is searched once, by the
 * hash of its pixels, however many scenes or jobs show it.
 */
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { loadOnce } from '../../adapters/load-once';
import { FACE_MODEL_FILES, FACE_WASM_FILES } from '../package-files';
import { packageFilePath } from '../package-path';
import type { FaceLandmarks } from './landmarks';

/** The detector sees the photo at most this many pixels a side: its own input is 512×512. */
const DETECT_SIDE = 1024;
/** Below this confidence a detection is not taken for a face. */
const MIN_CONFIDENCE = 0.5;
/** Searches remembered per process (a few numbers each). */
const CACHE_SIZE = 64;

/** face-api re-exports TensorFlow.js whole (its own types show only part of it). */
type FaceApi = Omit<typeof import('@vladmandic/face-api'), 'tf'> & {
  tf: typeof import('@tensorflow/tfjs-core') & Pick<typeof import('@tensorflow/tfjs-backend-wasm'), 'setWasmPaths'>;
};

const faceApi = loadOnce(async (): Promise<FaceApi> => {
  const api = (await import('@vladmandic/face-api/dist/face-api.node-wasm.js')) as unknown as FaceApi & { default?: FaceApi };
  const faceapi = api.default ?? api;
  const wasmDir = dirname(packageFilePath(FACE_WASM_FILES[0]!));
  // Production mode: no debug checks, and no advice to install the native backend on every start.
  faceapi.tf.env().set('PROD', true);
  faceapi.tf.setWasmPaths(`${wasmDir}/`);
  // TF.js falls back to its (far slower) plain-JS backend when WASM fails to start: fail instead.
  if (!(await faceapi.tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await faceapi.tf.ready();
  const modelDir = dirname(packageFilePath(FACE_MODEL_FILES[0]!));
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  return faceapi;
});

/** The photo's RGB pixels, scaled down to the detector's size, and the scale used. */
function pixels(image: Image): { rgb: Int32Array; width: number; height: number; scale: number } {
  const scale = Math.min(1, DETECT_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4) {
    rgb[j++] = rgba[i]!;
    rgb[j++] = rgba[i + 1]!;
    rgb[j++] = rgba[i + 2]!;
  }
  return { rgb, width, height, scale };
}

async function detect(input: ReturnType<typeof pixels>): Promise<FaceLandmarks | null> {
  const faceapi = await faceApi();
  const tensor = faceapi.tf.tensor3d(input.rgb, [input.height, input.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE })).withFaceLandmarks();
    // The presenter is the largest face of the photo.
    const face = found.sort((a, b) => b.detection.box.area - a.detection.box.area)[0];
    if (!face) return null;
    const k = 1 / input.scale;
    const { x, y, width, height } = face.detection.box;
    return {
      box: { x: x * k, y: y * k, w: width * k, h: height * k },
      score: face.detection.score,
      points: face.landmarks.positions.map((p) => ({ x: p.x * k, y: p.y * k })),
    };
  } finally {
    tensor.dispose();
  }
}

const searches = new Map<string, Promise<FaceLandmarks | null>>();

/** The largest face of the photo and its landmarks, or null when it shows none. */
export function findFace(image: Image): Promise<FaceLandmarks | null> {
  const input = pixels(image);
  const key = createHash('sha256').update(new Uint8Array(input.rgb.buffer)).digest('hex');
  let search = searches.get(key);
  if (!search) {
    search = detect(input);
    searches.set(key, search);
    search.catch(() => searches.delete(key));
    if (searches.size > CACHE_SIZE) searches.delete(searches.keys().next().value!);
  }
  return search;
}
