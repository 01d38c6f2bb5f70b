import { describe, expect, it } from 'vitest';
import { withoutAlwaysOpen } from '../../../lambdas/core/planning/always-open-idioms';
import { planOf } from './plan-of';

// "Rund um die Uhr" means always open: said, never pictured as a clock or a watch.
describe('ways of saying "always open" are no thing in a picture', () => {
  it.each([
    ['Notdienst rund um die Uhr', 'Notdienst'], ['Emergency call-outs around the clock', 'Emergency call-outs'], ['Support 24/7', 'Support'],
    ['Urgencias a toda hora', 'Urgencias'], ['Dépannage 24 heures sur 24', 'Dépannage'], ['Pronto intervento 24 ore su 24', 'Pronto intervento'],
    ['Storingsdienst dag en nacht', 'Storingsdienst'], ['Atendimento dia e noite', 'Atendimento'],
  ])('%s → %s', (said, pictured) => expect(withoutAlwaysOpen(said)).toBe(pictured));

  it.each(['Open around the clock', 'Geöffnet rund um die Uhr.', 'We are open day and night'])('%s leaves nothing to picture', (said) => expect(withoutAlwaysOpen(said)).toBe(''));

  it.each([
    ['en', '20-second ad for Northside Gym in Leeds: open around the clock, personal trainers, free parking. Join at northside.example.com', 'Northside Gym', /around the clock/],
    ['de', '20 Sekunden Werbespot für das Fitnessstudio Kraftwerk in Graz: geöffnet rund um die Uhr, Personal Training, Sauna. Jetzt Mitglied werden auf kraftwerk.example.at', 'Kraftwerk', /rund um die Uhr/],
  ])('a %s plan says the idiom but no picture holds it', (language, brief, brand_name, said) => {
    const { plan } = planOf({ brief, brand_name, language, duration_sec: 20 });
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).toMatch(said);
    expect(plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt).join('\n')).not.toMatch(/Uhr|clock|watch|Focus: (?:Open|Geöffnet)/i);
  });
});
