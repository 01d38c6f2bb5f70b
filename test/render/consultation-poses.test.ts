/**
 * A professional office's work in pictures, said in en/es/fr/de/it/pt/nl: the adviser in office dress across the desk from
 * a client or a couple (the laptop, the papers under their folder, the calculator on it), a sheet gone through together, a
 * client's hand shaken at the office door; "a bank adviser welcoming a client" is that handshake in the office, not a shop's
 * doorway. Each is one picture with its people and things in it (nothing drawn again beside it).
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { GUEST } from '../../lambdas/render/illustrations/company';
import { DISPLAY, DOOR_LEAF, FOLDER, SECOND_CLIENT } from '../../lambdas/render/illustrations/consultation';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

/** Prompt, the pose it names; each is set in the office, its one picture the adviser's in a suit. */
const SAID: [prompt: string, pose: string][] = [
  ['An accountant talking with a client across a desk covered with papers in a bright office', 'consulting'],
  ['A solicitor chatting with a client at her desk', 'consulting'],
  ['A tax adviser meeting a client', 'consulting'],
  ['A financial adviser talking with a couple across a desk', 'consulting-couple'],
  ['An architect in a consultation with a couple', 'consulting-couple'],
  ['An accountant going through the paperwork with a client', 'reviewing-papers'],
  ['A notary reviewing the contract with a client', 'reviewing-papers'],
  ['An accountant and a couple going through papers together at a desk in a quiet meeting room', 'reviewing-couple'],
  ['A financial adviser shaking hands with a client at the office door', 'office-handshake'],
  ['A lawyer shaking hands with a new client in her office', 'office-handshake'],
  ['A bank adviser welcoming a client', 'welcoming-office'],
  ['An insurance broker greeting a client', 'welcoming-office'],
  ['Una asesora revisando los documentos con una clienta en la gestoría', 'reviewing-papers'],
  ['Un abogado habla con un cliente en su escritorio', 'consulting'],
  ['Une avocate conseille une cliente à son bureau', 'consulting'],
  ['Une notaire examine les documents avec un couple', 'reviewing-couple'],
  ['Ein Rechtsanwalt im Beratungsgespräch mit einem Kunden in seiner Kanzlei', 'consulting'],
  ['Eine Steuerberaterin geht die Unterlagen mit einem Paar am Schreibtisch durch', 'reviewing-couple'],
  ['Un commercialista a colloquio con un cliente nello studio', 'consulting'],
  ["L'avvocato esamina i documenti con un cliente", 'reviewing-papers'],
  ['Uma advogada numa consulta com um cliente', 'consulting'],
  ['O contabilista analisa os documentos com um cliente', 'reviewing-papers'],
  ['Een notaris neemt de papieren door met een stel op het notariskantoor', 'reviewing-couple'],
  ['Een boekhouder in een adviesgesprek met een klant', 'consulting'],
  ['An accountant typing on a laptop beside a pile of papers and a calculator', 'desk-paperwork'],
  ['A solicitor typing at her desk among the documents', 'desk-paperwork'],
];

/** The picture each pose is drawn with: an office's welcome is its handshake. */
const body = (pose: string) => (pose === 'welcoming-office' ? 'office-handshake' : pose);

describe('a professional office at work, each moment its own picture', () => {
  it.each(SAID)('%s', (prompt, pose) => expectDrawnAtTheJob(prompt, '9:16', pose, `body:${body(pose)}:suit`, { setting: 'office' }));

  it.each([
    // A chat on the sofa stays the sofa's; friends talking in the park, a pharmacist advising at the counter are no consultation.
    'a couple talking on the sofa',
    'two friends chatting in the park',
    'a pharmacist advising a customer at the counter',
    // Colleagues shaking hands or talking at the office are no client's consultation or welcome; a shop's advice stays in the shop.
    'two colleagues shaking hands across a desk in the office',
    'Deux collègues discutant au bureau',
    'Un fromager conseille une cliente',
    'A sales rep shaking hands with a client',
  ])('%s is no office consultation', (prompt) => {
    expect(['consulting', 'consulting-couple', 'reviewing-papers', 'reviewing-couple', 'office-handshake', 'welcoming-office']).not.toContain(composeScene(prompt).scene.pose);
  });
});

describe('an avocado is no lawyer', () => {
  it('"un toast à l’avocat" draws no one', () => {
    expect(composeScene("Un toast à l'avocat sur une table").scene.things.map((t) => t.concept)).not.toContain('worker');
  });
});

describe('each picture draws what tells it', () => {
  const near = (pose: string, hex: string) => bodyPixelsNear(`body:${pose}:suit`, hex);

  it.each([
    ['consulting', [FOLDER, DISPLAY, GUEST.top]],
    ['consulting-couple', [FOLDER, DISPLAY, GUEST.top, SECOND_CLIENT]],
    ['reviewing-papers', [FOLDER, '#fbfaf5', GUEST.top]],
    ['reviewing-couple', [FOLDER, '#fbfaf5', GUEST.top, SECOND_CLIENT]],
    ['office-handshake', [DOOR_LEAF, GUEST.top]],
    ['desk-paperwork', [FOLDER, DISPLAY]],
  ] as const)('%s', async (pose, colours) => {
    for (const hex of colours) expect(await near(pose, hex), hex).toBeGreaterThan(25);
  });

  it('one client across the desk, a couple two, none at the desk work; the handshake has no desk', async () => {
    expect(await near('desk-paperwork', GUEST.top)).toBeLessThan(5);
    expect(await near('consulting', SECOND_CLIENT)).toBeLessThan(5);
    expect(await near('office-handshake', FOLDER)).toBeLessThan(5);
  });
});
