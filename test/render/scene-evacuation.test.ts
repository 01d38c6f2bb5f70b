/**
 * Issue 23: a fire drill's steps drawn as the drill, in en/es/fr/de/it/pt/nl: the alarm heard at the desk (the red bell
 * ringing on the wall), work left at once (the exit sign ahead), the stairs taken and not the lift (the lift's doors
 * crossed out), the report at the assembly point outside (its green sign, the warden in hi-vis). Stairs in an advert
 * ("jogging up city steps") or a meeting point in a café's copy are no drill.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';

const STEPS: [prompt: string, pose: string][] = [
  ['An office worker hearing the fire alarm (Alarm hören), in an office', 'hearing-alarm'],
  ['An office worker hearing the alarm, in an office', 'hearing-alarm'],
  ['Al oír la alarma de incendio, un empleado en la oficina', 'hearing-alarm'],
  ['Een medewerker hoort het alarm op kantoor', 'hearing-alarm'],
  ['An office worker leaving the desk (Arbeit sofort unterbrechen), in an office', 'leaving-desk'],
  ['Quittez votre poste immédiatement', 'leaving-desk'],
  ['Interrompa o trabalho e deixe o posto de trabalho', 'leaving-desk'],
  ['An office worker taking the stairs instead of the lift, in an office', 'taking-stairs'],
  ['Treppe statt Aufzug nehmen', 'taking-stairs'],
  ['Usa le scale, non usare l’ascensore', 'taking-stairs'],
  ['Baja por las escaleras y no uses el ascensor', 'taking-stairs'],
  ['Een medewerker neemt de trap, niet de lift, op kantoor', 'taking-stairs'],
  ['An office worker reporting at the assembly point (Am Sammelplatz melden), in an office', 'assembly-point'],
  ['Staff gathering at the assembly point outside the office', 'assembly-point'],
  ['Rejoignez le point de rassemblement', 'assembly-point'],
  ['Raggiungi il punto di raccolta', 'assembly-point'],
  ['Dirija-se ao ponto de encontro', 'assembly-point'],
  ['Meld je bij de verzamelplaats', 'assembly-point'],
];

describe('a fire drill’s steps are drawn as the drill', () => {
  it.each(STEPS)('%s', (prompt, pose) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.pose).toBe(pose);
    // The assembly point is outside whatever room the training is set in; the other steps inside.
    if (pose === 'assembly-point') expect(scene.setting).toBe('street');
    else expect(['office', 'reception', 'classroom', 'library', 'hotel', 'clinic', 'ward', 'shop', 'warehouse', 'workshop']).toContain(scene.setting);
  });
});

describe('stairs and meeting places outside a drill are no evacuation', () => {
  it.each(['A man jogging up city steps, afternoon light', 'Tu punto de encuentro en el centro: café y tostadas', 'A couple walking up the stairs to their new flat'])('%s', (prompt) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(['hearing-alarm', 'leaving-desk', 'taking-stairs', 'assembly-point']).not.toContain(scene.pose);
  });
});

/** How many pixels of a picture drawn small are within 8 levels of a colour. */
async function count(picture: string, [r, g, b]: readonly [number, number, number]): Promise<number> {
  const h = 200;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let hits = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 8 && Math.abs(data[i + 1]! - g) < 8 && Math.abs(data[i + 2]! - b) < 8) hits++;
  return hits;
}

const ALARM_RED = [0xd6, 0x28, 0x28] as const;
const SAFETY_GREEN = [0x1f, 0x9d, 0x55] as const;
const NOSING = [0xf2, 0xc2, 0x30] as const;
const HI_VIS = [0xf4, 0xd0, 0x3f] as const;

describe('each step draws its telling things', () => {
  it('the alarm step has the red bell; leaving has the green exit sign; the stairs their yellow nosings and the sign; the assembly point its green sign and the warden in hi-vis', async () => {
    expect(await count('body:hearing-alarm:suit', ALARM_RED)).toBeGreaterThan(60);
    expect(await count('body:leaving-desk:suit', SAFETY_GREEN)).toBeGreaterThan(60);
    expect(await count('body:taking-stairs:suit', NOSING)).toBeGreaterThan(15);
    expect(await count('body:taking-stairs:suit', ALARM_RED)).toBeGreaterThan(15);
    expect(await count('body:assembly-point:suit', SAFETY_GREEN)).toBeGreaterThan(150);
    expect(await count('body:assembly-point:suit', HI_VIS)).toBeGreaterThan(150);
  });
});
