/**
 * Checking a guest in, in each language's words ("checking them in", "hace el check-in", "enregistre les clients",
 * "checkt die Gäste ein", "registra gli ospiti", "faz o check-in", "checkt de gasten in"): the receptionist at the desk's
 * screen, the guest with their case across it (illustrations/welcome-at-desk.ts). A guest "checking in" alone is the
 * lexicons' own reading (keys handed over).
 */
import type { Pose } from '../scene-graph';

const all = (words: readonly string[]): Record<string, Pose> => Object.fromEntries(words.map((w) => [w, 'checking-in' as const]));

export const CHECK_IN_WORDS = {
  en: { poses: all(['checking them in', 'checks them in', 'check them in', 'checking guests in', 'checks guests in', 'checking in guests', 'checks in guests', 'checking a guest in', 'checking in a guest', 'checking the guest in', 'checking her in', 'checking him in', 'checking people in', 'check in guests']) },
  es: { poses: all(['hace el check in', 'haciendo el check in', 'hacer el check in', 'registra a los huespedes', 'registrando a los huespedes', 'registra a los clientes', 'registrando a los clientes', 'registra la entrada', 'registrando la entrada']) },
  fr: { poses: all(['fait le check in', 'faisant le check in', 'faire le check in', 'enregistre les clients', 'enregistrant les clients', 'enregistre les voyageurs', 'enregistre l arrivee', 'enregistrant l arrivee', 'enregistre les hotes']) },
  de: { poses: all(['checkt ein', 'checkt die gaste ein', 'checkt den gast ein', 'checken ein', 'eincheckt', 'checkt gaste ein', 'beim check in', 'beim einchecken']) },
  it: { poses: all(['fa il check in', 'facendo il check in', 'fare il check in', 'registra gli ospiti', 'registrando gli ospiti', 'registra l ospite', 'registra i clienti']) },
  pt: { poses: all(['faz o check in', 'fazendo o check in', 'a fazer o check in', 'fazer o check in', 'regista os hospedes', 'registra os hospedes', 'a registar os hospedes', 'registrando os hospedes']) },
  nl: { poses: all(['checkt in', 'checkt de gasten in', 'checkt een gast in', 'checkt gasten in', 'inchecken', 'incheckt', 'checken de gasten in']) },
};
