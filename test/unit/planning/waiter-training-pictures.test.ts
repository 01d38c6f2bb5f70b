/**
 * Issue 23: a waiter training's steps are pictured as distinct steps of table service, in every language: the planner glosses
 * a step it reads in Spanish, French, German, Italian, Portuguese or Dutch (step-glosses.ts), and the renderer draws the
 * table set, the order taken on a pad, the drinks on a tray, the table cleared and the bill brought, not one serving picture
 * for them all.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../../lambdas/render/compose/clauses';
import { planOf } from './plan-of';

const TRAININGS: { brief: string; language: string }[] = [
  { brief: 'Onboarding video for new servers: 1. Set the table before service. 2. Take the order at the table. 3. Carry the drinks on a tray. 4. Clear the table after each course. 5. Bring the bill when asked.', language: 'en' },
  { brief: 'Vídeo de formación de 30 segundos para camareros nuevos: 1. Pon la mesa. 2. Toma nota del pedido. 3. Lleva las bebidas en una bandeja. 4. Recoge la mesa. 5. Lleva la cuenta cuando la pidan.', language: 'es' },
  { brief: 'Formation pour les nouveaux serveurs : 1. Dressez la table. 2. Prenez la commande. 3. Portez les boissons sur un plateau. 4. Débarrassez la table. 5. Apportez l’addition.', language: 'fr' },
  { brief: 'Schulung für neue Kellner: 1. Decken Sie den Tisch. 2. Nehmen Sie die Bestellung auf. 3. Tragen Sie die Getränke auf dem Tablett. 4. Räumen Sie den Tisch ab. 5. Bringen Sie die Rechnung.', language: 'de' },
  { brief: "Video di formazione per camerieri: 1. Apparecchia la tavola. 2. Prendi l'ordinazione. 3. Porta le bevande sul vassoio. 4. Sparecchia la tavola. 5. Porta il conto.", language: 'it' },
  { brief: 'Formação para empregados de mesa: 1. Ponha a mesa. 2. Anote o pedido. 3. Leve as bebidas num tabuleiro. 4. Levante a mesa. 5. Leve a conta à mesa.', language: 'pt' },
  { brief: 'Training voor nieuwe obers: 1. Dek de tafel. 2. Neem de bestelling op. 3. Breng de drankjes op een dienblad. 4. Ruim de tafel af. 5. Breng de rekening.', language: 'nl' },
];

describe('a waiter training’s steps are distinct pictures', () => {
  it.each(TRAININGS)('$language: $brief', ({ brief, language }) => {
    const { plan } = planOf({ brief, language, duration_sec: 30, kind: 'training' });
    const poses = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => composeScene(s.prompt!).scene.pose);
    expect(new Set(poses).size).toBeGreaterThanOrEqual(3);
    expect(poses).toEqual(expect.arrayContaining(['taking-order', 'presenting-bill', 'clearing-table']));
  });
});
