import { describe, expect, it } from 'vitest';
import { pictureLine } from '../../../lambdas/core/planning/brief-actions';
import { compositions, subjectKind, tradeNameIn, tradeOf } from '../../../lambdas/core/planning/compositions';
import { MIN_NARRATION_COVERAGE } from '../../../lambdas/core/planning/narration-fit';
import { inBrandVoice } from '../../../lambdas/core/planning/picture-words';
import { stepScene } from '../../../lambdas/core/planning/step-pictures';
import { coverage, planOf } from './plan-of';

const PILATES = '20-second ad for Core Pilates in Dublin. Show an instructor leading a mat class and two friends chatting after the session. Intro week €20. Join at corepilates.example';
const HOTEL = '20-second ad for Harbour Hotel in Whitby. Show a receptionist welcoming a couple at the front desk and the sea view from a bedroom. Breakfast included. Book at harbourhotel.example';

const prompts = (brief: string, extra: Record<string, unknown> = {}) => planOf({ brief, duration_sec: 20, ...extra }).plan.scenes.map((s) => s.prompt ?? '');

describe('studios with a class of their own are places of business', () => {
  it('reads a pilates, spin, dance, climbing or swimming brand as its studio, never a fitness product', () => {
    expect(subjectKind('Core Pilates', PILATES, true)).toBe('business');
    expect(tradeOf('Core Pilates', PILATES)).toBe('a pilates studio');
    expect(tradeOf('Ride Club', 'Ride Club, a spin studio in Leeds. Book a class.')).toBe('a spin studio');
    expect(tradeOf('Step Up', 'Step Up, a dance school in Bristol.')).toBe('a dance studio');
    expect(tradeOf('Summit', 'Summit, a bouldering wall in Sheffield.')).toBe('a climbing centre');
    expect(tradeOf('Little Fins', 'Little Fins, a swim school for toddlers.')).toBe('a swimming school');
  });

  it('leaves a gym whose brief shows its classes a gym, and a brand named by no trade the studio of its class', () => {
    expect(tradeOf('IronWorks Gym', 'Advert for IronWorks Gym. Show a spin class and a pilates class. Join today.')).toBe('a gym');
    expect(tradeOf('Fernhill Yoga', 'Advert for Fernhill Yoga. Yoga and pilates classes every day.')).toBe('a yoga studio');
    expect(tradeOf('Studio Nine', 'Advert for Studio Nine. Reformer pilates classes every morning.')).toBe('a pilates studio');
  });

  it('plans a pilates brief inside its studio, with no water bottle in a park', () => {
    const all = prompts(PILATES);
    expect(all.some((p) => /pilates studio/i.test(p))).toBe(true);
    expect(all.join(' ')).not.toMatch(/water bottle|in a park/i);
    expect(all.join(' ')).toContain('€20');
  });

  it('names each studio in the languages its place shots are written in', () => {
    expect(tradeNameIn('a pilates studio', 'es')).toEqual(['estudio de pilates', 'm']);
    expect(tradeNameIn('a hotel', 'de')).toEqual(['Hotel', 'n']);
    expect(tradeNameIn('a climbing centre', 'fr')).toEqual(["salle d'escalade", 'f']);
  });
});

describe('a place to stay is a place of business', () => {
  it('reads a hotel, B&B, guesthouse, hostel or campsite by its own trade, whatever else its brief names', () => {
    expect(subjectKind('Harbour Hotel', HOTEL, true)).toBe('business');
    expect(tradeOf('Harbour Hotel', HOTEL)).toBe('a hotel');
    expect(tradeOf('Rose Cottage', 'Rose Cottage, a B&B in York. Fresh flowers in every room and a bar downstairs.')).toBe('a guesthouse');
    expect(tradeOf('The Nest', 'The Nest, a hostel by the station.')).toBe('a hostel');
    expect(tradeOf('Les Tilleuls', 'Les Tilleuls, auberge de jeunesse à Lyon.')).toBe('a hostel');
    expect(tradeOf('Seaview Hotel', 'Advert for Seaview Hotel. Show the bar, the restaurant and the spa.')).toBe('a hotel');
    expect(tradeOf('Pine Hollow', 'Pine Hollow, a campsite in the Lakes.')).toBe('a campsite');
  });

  it('keeps every shot the brief asks for, sets no stock shot "in a front desk" and borrows no travel poster', () => {
    const all = prompts(HOTEL);
    expect(all.some((p) => /receptionist welcoming a couple/i.test(p))).toBe(true);
    expect(all.some((p) => /sea view from a bedroom/i.test(p))).toBe(true);
    expect(all.join(' ')).not.toMatch(/swimming pool|in a front desk/i);
    expect(coverage(planOf({ brief: HOTEL, duration_sec: 20 }))).toBeGreaterThanOrEqual(MIN_NARRATION_COVERAGE);
  });

  it('sets its own shots in the place, not in the part of it one of the brief\'s pictures names', () => {
    const shots = compositions('a hotel', 'business', { place: 'front desk', language: 'en' }, 3, ['A receptionist welcoming a couple at the front desk']);
    expect(shots.slice(1).map((s) => s.picture).join(' ')).not.toMatch(/in a front desk/i);
    expect(shots[1]!.picture).toMatch(/hotel/);
  });
});

describe("a place of business's own shots keep their own place", () => {
  it('never set "inside a hostel" on the roof terrace or "inside a swim school" in the pool the brief names', () => {
    const hostel = compositions('a hostel', 'business', { place: 'roof terrace', language: 'en' }, 3, ['Backpackers chatting on the roof terrace']);
    expect(hostel.slice(1).map((s) => s.picture).join(' ')).not.toMatch(/roof terrace/);
    const pool = compositions('a swimming school', 'business', { place: 'warm pool', language: 'en' }, 2, ['A teacher helping a toddler float in a warm pool']);
    expect(pool[1]!.picture).not.toMatch(/warm pool/);
  });

  it('add no welcome to a brief whose staff already welcome someone', () => {
    const en = compositions('a hotel', 'business', { language: 'en' }, 4, ['A receptionist welcoming a couple at the front desk']);
    expect(en.slice(1).map((s) => s.picture).join(' ')).not.toMatch(/welcoming/);
    const es = compositions('a hotel', 'business', { language: 'es' }, 4, ['La recepcionista que da la bienvenida a una pareja en la recepción']);
    expect(es.slice(1).map((s) => s.picture).join(' ')).not.toMatch(/recibiendo/);
  });

  it('still join the brief\'s words where they name the place itself ("inside a sunny yoga studio")', () => {
    const yoga = compositions('a yoga studio', 'business', { place: 'sunny studio', language: 'en' }, 2, ['People stretching on mats in a sunny studio']);
    expect(yoga[1]!.picture).toMatch(/sunny yoga studio/);
  });
});

describe('the people a member of staff serves', () => {
  it('are "you" when they come as a party, a couple or a family', () => {
    expect(pictureLine('A receptionist welcoming a couple at the front desk', 'en')).toBe('Our receptionist welcomes you at our front desk.');
    expect(pictureLine('A waiter serving a young family at the table', 'en')).toBe('Our waiter serves you at our table.');
    expect(pictureLine('A receptionist handing a room key to backpackers at the front desk', 'en')).toBe('Our receptionist hands a room key to you at our front desk.');
    expect(pictureLine('An instructor belaying a beginner on the wall', 'en')).toBe('Our instructor belays you on the wall.');
  });

  it('leave the thing the brief names with its article when it is for someone it names', () => {
    expect(pictureLine('A waiter handing a menu to a child', 'en')).toBe('Our waiter hands a menu to your child.');
    expect(inBrandVoice('La gelataia serve un cono a un bambino.', 'it')).toBe('La nostra gelataia serve un cono a un bambino.');
    expect(inBrandVoice('Le glacier tend un cornet à un enfant.', 'fr')).toBe('Notre glacier tend un cornet à un enfant.');
    // With no one named, the first thing is still the viewer's.
    expect(inBrandVoice('La gelataia serve un cono.', 'it')).toBe('La nostra gelataia serve il tuo cono.');
  });
});

describe("a training's audience names its place", () => {
  const steps = ['Spray the bench with disinfectant', 'Wipe it down'];
  it('sets every step where its audience works', () => {
    expect(stepScene('Training for gym staff: cleaning equipment between sessions.', steps, 'gym staff')).toEqual({ who: 'a gym instructor', place: 'in a gym' });
    expect(stepScene('Training for pool staff.', ['Check the water'], 'lifeguards')).toEqual({ who: 'a lifeguard', place: 'beside a swimming pool' });
    expect(stepScene('Training for salon staff.', ['Rinse the basin'], 'salon staff')).toEqual({ who: 'a hairdresser', place: 'in a hair salon' });
  });

  it('reads the place in the languages the planner writes', () => {
    expect(stepScene('Formación para el personal del gimnasio: limpiar las máquinas.', ['Rocía el banco'], undefined).place).toBe('in a gym');
    expect(stepScene('Schulung für das Personal im Fitnessstudio.', ['Die Bank einsprühen'], undefined).place).toBe('in a gym');
    expect(stepScene('Formation pour le personnel de la salle de sport.', ['Vaporisez le banc'], undefined).place).toBe('in a gym');
  });

  it('sets a gym training in the gym in its plan, not an office', () => {
    const all = prompts('Training video for gym staff: cleaning equipment between sessions. 1. Spray the bench with disinfectant. 2. Wipe it down with a clean cloth. 3. Let it dry before the next member.', { duration_sec: 30, kind: 'training' });
    const pictured = all.filter((p) => /spraying|wiping|letting/i.test(p));
    expect(pictured.length).toBeGreaterThan(0);
    for (const p of pictured) expect(p).toMatch(/in a gym/);
  });
});
