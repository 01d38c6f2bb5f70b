import { describe, expect, it } from 'vitest';
import { subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import type { Plan } from '../../../lambdas/core/planning/planner';
import { vetLines, vetOutweighs, vetShots } from '../../../lambdas/core/planning/vet-clinic';
import { planOf } from './plan-of';

/** A vet clinic is a vet clinic: its pets and their owners, never a dental clinic's chair, whatever the brief says of teeth. */

const BRIEFS: readonly [brief: string, language: string][] = [
  ['A 20-second ad for Bluebell vet practice in Cork: jabs, dental checks for dogs and cats, open late on Thursdays. Book at bluebellvets.example.ie', 'en'],
  ['Promote Riverside Animal Hospital in Leeds: puppy vaccinations, neutering, microchipping and dental care for cats and dogs. Call 0113 555 0142.', 'en'],
  ['Anuncio para la clínica veterinaria Huellitas en Valencia: vacunas, limpieza dental para perros y gatos. Abierto los sábados.', 'es'],
  ['Publicité pour le cabinet vétérinaire du Parc à Nantes : vaccins, détartrage des chiens et des chats, ouvert le samedi.', 'fr'],
  ['Werbung für die Tierarztpraxis Pfotenglück in Köln: Impfungen, Zahnkontrolle für Hunde und Katzen, samstags geöffnet.', 'de'],
  ['Spot per l’ambulatorio veterinario Coda Felice a Torino: vaccini, pulizia dei denti per cani e gatti, aperto il sabato.', 'it'],
  ['Anúncio para a clínica veterinária Bigodes em Braga: vacinas, higiene oral para cães e gatos, aberto ao sábado.', 'pt'],
  ['Advertentie voor dierenartspraktijk Snuffel in Gent: vaccinaties, gebitscontrole voor honden en katten, ook op zaterdag open.', 'nl'],
];

const plans = BRIEFS.map(([brief, language]) => ({ language, plan: planOf({ brief, language, duration_sec: 20 }).plan }));
const generated = (plan: Plan) => plan.scenes.filter((s) => s.type === 't2v_fast');

describe('a vet clinic’s plan', () => {
  it('shows and says nothing of a dental clinic, a dentist or a patient in the chair, in seven languages', () => {
    expect(new Set(BRIEFS.map(([, l]) => l)).size).toBe(7);
    const dental = /dental clinic|dentist|dental chair|patient|clínica dental|dentista|cabinet dentaire|dentiste|zahnarzt|studio dentistico|clínica dentária|tandarts/iu;
    for (const { plan } of plans) {
      for (const scene of generated(plan)) expect(`${scene.prompt} ${scene.script ?? ''}`, plan.title).not.toMatch(dental);
    }
  });

  it('opens on a vet examining a dog beside its owner, in the brief’s language', () => {
    const exam = /vet examining a dog|veterinaria examinando a un perro|vétérinaire qui examine un chien|Tierärztin untersucht einen Hund|veterinaria che visita un cane|veterinária a examinar um cão|dierenarts die een hond/u;
    // A plan with shots for its listed services only ("Riverside Animal Hospital", its name saying what it is) opens on one of them.
    const service = /vet vaccinating a dog|vet checking a dog's teeth/u;
    for (const { plan } of plans) expect(generated(plan)[0]!.prompt, plan.title).toMatch(generated(plan).length <= 2 ? new RegExp(`${exam.source}|${service.source}`, 'u') : exam);
  });

  it('shows the services the brief names: a pet vaccinated, a dog’s teeth checked', () => {
    const vaccine = /vaccinating|vacunando|vaccine un chat|vaccine un chien|impft|vaccina un gatto|vaccina un cane|a vacinar|vaccineert/u;
    const teeth = /dog's teeth|dientes de un perro|dents d’un chien|Zähne von einem Hund|denti di un cane|dentes de um cão|gebit van een hond/u;
    for (const { plan } of plans) {
      const pictures = generated(plan).map((s) => s.prompt).join(' ');
      expect(pictures, plan.title).toMatch(vaccine);
      expect(pictures, plan.title).toMatch(teeth);
    }
  });

  it('speaks to pets’ owners over its own shots', () => {
    const said = plans[0]!.plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(said).toMatch(/jabs|teeth|pet/u);
    expect(vetLines('inside', 'en')[0]).toBe('Bring your dog in for its jabs.');
    expect(vetLines('inside', 'de')[0]).toBe('Bringen Sie Ihren Hund zum Impfen.');
    expect(vetLines('welcome', 'ja')).toEqual([]);
  });
});

describe('a vet’s words', () => {
  const paws = 'A 20-second ad for Paws & Whiskers vet clinic in Dublin: vaccinations, dental checks for dogs and cats, open Saturdays.';

  it('outweigh a brief’s words about animals’ teeth', () => {
    expect(tradeOf('Paws & Whiskers vet clinic', paws)).toBe('a vet clinic');
    expect(tradeOf('Happy Tails Veterinary Hospital', 'Happy Tails Veterinary Hospital: dental care for cats and dogs.')).toBe('a vet clinic');
    expect(vetOutweighs('dental clinic', 'Smile', 'Smile: our vets check your rabbit’s teeth.')).toBe('vet clinic');
  });

  it('leave a dentist a dentist, and a pet shop’s vet-approved food a pet shop’s', () => {
    expect(tradeOf('Northgate Dental', 'Northgate Dental, a family dentist in Leeds: check-ups and whitening.')).toBe('a dental clinic');
    expect(vetOutweighs('pet shop', 'Bark Box', 'Bark Box: vet-approved treats for dogs.')).toBe('pet shop');
    expect(vetOutweighs('dental clinic', 'Smile', 'Smile: vet-approved toothpaste for your dog.')).toBe('dental clinic');
  });

  it('make a vet named in any language a place of business, never the pets it sees', () => {
    expect(subjectKind('l’ambulatorio veterinario Coda Felice', 'Spot per l’ambulatorio veterinario Coda Felice: vaccini per cani e gatti.', false, 'it')).toBe('business');
    expect(subjectKind('Tierarztpraxis Pfotenglück', 'Werbung für die Tierarztpraxis Pfotenglück: Impfungen für Katzen.', false, 'de')).toBe('business');
  });

  it('order the shots by the services named: the exam first, then its dental checks before an unnamed vaccination', () => {
    const moments = vetShots('en', 'Dental checks for dogs.').map((s) => s.picture);
    expect(moments[0]).toMatch(/examining a dog on the exam table beside its owner/);
    expect(moments[1]).toMatch(/teeth/);
    expect(moments.at(-1)).toMatch(/vaccinating/);
  });
});
