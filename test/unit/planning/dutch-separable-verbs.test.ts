import { describe, expect, it } from 'vitest';
import { sayAction } from '../../../lambdas/core/planning/picture-words';

// A Dutch main clause sends a separable verb's prefix to the end; other verbs stay whole.
describe('a Dutch picture said as a main clause', () => {
  it.each([
    ['een medewerker die een fiets afstelt', 'Een medewerker stelt een fiets af.'],
    ['een barista die koffie inschenkt aan de bar', 'Een barista schenkt koffie in aan de bar.'],
    ['een kok die de keuken opruimt', 'Een kok ruimt de keuken op.'],
    ['een monteur die de remmen inspecteert', 'Een monteur inspecteert de remmen.'],
    ['de fietsenmaker die een fiets repareert', 'De fietsenmaker repareert een fiets.'],
    ['een bakker die brood verkoopt', 'Een bakker verkoopt brood.'],
  ])('%s', (picture, said) => {
    expect(sayAction(picture, 'nl')).toBe(said);
  });
});
