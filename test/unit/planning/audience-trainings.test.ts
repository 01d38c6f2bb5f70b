import { describe, expect, it } from 'vitest';
import { trainingHeading } from '../../../lambdas/core/planning/training-headings';
import { planOf, sentences } from './plan-of';

/**
 * A training headed by its audience and no topic (issue 23) is titled by its steps and whom they
 * are for, and introduced as for them: never "Training for new baristas: step by step" nor "This
 * short training covers training for new baristas."; nor does a French title keep the video's length.
 */
const BRIEFS = [
  { brief: '45-second training for new hotel receptionists: greeting guests, checking them in, handing over key cards, and answering questions about breakfast times.', language: 'en', title: '4 steps for new hotel receptionists', intro: 'This short training is for new hotel receptionists.' },
  { brief: '30-second training for new baristas: 1. Grind the beans. 2. Tamp the coffee. 3. Pull the shot.', language: 'en', title: '3 steps for new baristas', intro: 'This short training is for new baristas.' },
  { brief: 'Training for warehouse staff: check the pallet, lift with your legs, stack it safely.', language: 'en', title: '3 steps for warehouse staff', intro: 'This short training is for warehouse staff.' },
  { brief: 'Formation de 30 secondes pour les nouveaux serveurs : accueillir les clients, prendre la commande, servir les plats.', language: 'fr', title: '3 étapes pour les nouveaux serveurs', intro: 'Une courte formation pour les nouveaux serveurs.' },
  { brief: 'Schulung für neue Kassierer: Kunden begrüßen, Waren scannen, Wechselgeld geben.', language: 'de', title: '3 Schritte für neue Kassierer', intro: 'Eine kurze Schulung für neue Kassierer.' },
  { brief: 'Formación para nuevos camareros: saludar a los clientes, tomar el pedido, servir los platos.', language: 'es', title: '3 pasos para nuevos camareros', intro: 'Una breve formación para nuevos camareros.' },
  { brief: "Formazione per nuovi camerieri: accogliere i clienti, prendere l'ordine, servire i piatti.", language: 'it', title: '3 passaggi per nuovi camerieri', intro: 'Una breve formazione per nuovi camerieri.' },
  { brief: 'Formação de 30 segundos para novos empregados de mesa: receber os clientes, anotar o pedido, servir os pratos.', language: 'pt', title: '3 passos para novos empregados de mesa', intro: 'Uma breve formação para novos empregados de mesa.' },
];

describe('a training for an audience, with no topic', () => {
  it.each(BRIEFS)('$language: $brief', ({ brief, language, title, intro }) => {
    const { plan } = planOf({ brief, duration_sec: 30, language, kind: 'training' });
    expect(plan.title).toBe(title);
    expect(sentences(plan)[0]).toBe(intro);
    expect(sentences(plan).join(' ')).not.toMatch(/covers training|secondes|segundos|step by step/iu);
  });

  it('counts the steps its sentences give when it lists none', () => {
    const { plan } = planOf({ brief: 'Training for new cleaners. Wipe surfaces from top to bottom. Empty every bin. Vacuum the floor last.', duration_sec: 30, kind: 'training' });
    expect(plan.title).toBe('3 steps for new cleaners');
  });

  it('keeps a topic the heading names ("on handling an angry customer")', () => {
    const { plan } = planOf({ brief: '60-second training for call centre agents on handling an angry customer: listen, apologise, fix it.', duration_sec: 30, kind: 'training' });
    expect(plan.title).toBe('Handling an angry customer: step by step');
  });
});

describe('Italian and Portuguese training headings', () => {
  it.each([
    ['Formazione per nuovi camerieri', 'it', { audience: 'nuovi camerieri' }],
    ['Video di formazione di 30 secondi sulla sicurezza antincendio per il personale di cucina', 'it', { topic: 'sicurezza antincendio', audience: 'il personale di cucina' }],
    ['Formação de 30 segundos para novos empregados de mesa', 'pt', { audience: 'novos empregados de mesa' }],
    ['Vídeo de formação sobre higiene das mãos para a equipa da cozinha', 'pt', { topic: 'higiene das mãos', audience: 'a equipa da cozinha' }],
  ] as const)('%s', (heading, language, read) => {
    expect(trainingHeading(heading, language)).toEqual(read);
  });
});
