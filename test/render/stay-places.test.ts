/** Places to stay named in each language are a hotel: their team checks guests in and welcomes them (lexicons/stay-words.ts). */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

const TEAM_AT_WORK = [
  'The team at work in a youth hostel',
  'Our staff at work in a B&B',
  'El equipo trabajando en un hostal',
  'L’équipe au travail dans une auberge de jeunesse',
  'L’équipe au travail dans une chambre d’hôtes',
  'Das Team bei der Arbeit in einer Jugendherberge',
  'Il team al lavoro in un ostello',
  'A equipa a trabalhar num albergue, com a luz do meio-dia pelas janelas.',
  'Het team aan het werk in een jeugdherberg',
];

describe('places to stay', () => {
  it.each(TEAM_AT_WORK)('%s: the team checks a guest in at the hotel desk', (prompt) => {
    const scene = composeScene(prompt);
    expect(scene.scene.setting).toBe('hotel');
    expect(scene.groups.map((g) => g.pose)).toEqual(['checking-in']);
  });

  it('welcoming guests at a hostel is the hotel welcome', () => {
    expect(composeScene('A equipa a receber os clientes num albergue').groups.map((g) => g.pose)).toEqual(['welcoming-hotel']);
    expect(composeScene('Staff welcoming guests at a guesthouse').groups.map((g) => g.pose)).toEqual(['welcoming-hotel']);
  });
});
