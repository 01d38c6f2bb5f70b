/**
 * Who welcomes and who is welcomed, in each language's words: a host or hostess ("anfitriona", "hôtesse", "Gastgeberin",
 * "padrona di casa", "anfitriã", "gastvrouw") is the place's staff; invited guests ("invitados", "invités", "invitati",
 * "convidados", "genodigden") and new members are the guests they greet (compose/welcome-actions.ts).
 */
import type { ConceptId } from '../concepts';

const all = (words: readonly string[], meaning: ConceptId): Record<string, ConceptId> => Object.fromEntries(words.map((w) => [w, meaning]));
const lexicon = (hosts: readonly string[], guests: readonly string[]) => ({ nouns: { ...all(hosts, 'staff'), ...all(guests, 'guest') } });

export const WELCOME_WORDS = {
  en: lexicon(['host', 'hosts', 'hostess', 'hostesses'], ['members', 'new members', 'invited guests', 'attendees', 'newcomers']),
  es: lexicon(['anfitrion', 'anfitriona', 'anfitriones', 'azafata'], ['invitados', 'invitadas', 'invitado', 'invitada', 'socios', 'nuevos socios', 'asistentes']),
  fr: lexicon(['hotesse', 'hotesse d accueil', 'hotesses', 'maitre d hotel'], ['invites', 'invitees', 'invite', 'adherents', 'nouveaux membres', 'participants']),
  de: lexicon(['gastgeber', 'gastgeberin', 'gastgeberinnen'], ['geladenen gaste', 'eingeladenen', 'mitglieder', 'neue mitglieder', 'teilnehmer']),
  it: lexicon(['padrone di casa', 'padrona di casa', 'hostess'], ['invitati', 'invitate', 'invitato', 'soci', 'nuovi soci', 'partecipanti']),
  pt: lexicon(['anfitriao', 'anfitria', 'anfitrioes', 'hospedeira'], ['convidados', 'convidadas', 'convidado', 'socios', 'novos socios', 'participantes']),
  nl: lexicon(['gastheer', 'gastvrouw', 'gastheren'], ['genodigden', 'leden', 'nieuwe leden', 'deelnemers']),
};
