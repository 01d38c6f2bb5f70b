/**
 * A professional office's words in each language (compose/consultation-actions.ts): papers, documents and folders; papers
 * gone through together with a client; a consultation; talk with someone ("habla con", "conseille"), which across a desk
 * with a client is the consultation; and the offices themselves (an accountancy, a law firm, a notary's, a bank's branch),
 * which are an office. Spread at the start of a lexicon's nouns, poses and settings, so its own words stay as they are.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface ConsultationWords {
  /** Papers, documents, folders: the office's papers (concepts.ts `document`). */
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  settings: Record<string, SettingId>;
}

/** Each pose's phrases, listed under it. */
const phrases = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));
const papers = (names: readonly string[]): Record<string, ConceptId> => Object.fromEntries(names.map((n) => [n, 'document']));
const offices = (names: readonly string[]): Record<string, SettingId> => Object.fromEntries(names.map((n) => [n, 'office']));

export const CONSULTATION_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', ConsultationWords> = {
  en: {
    nouns: papers(['papers', 'paperwork', 'documents', 'document', 'folders', 'folder']),
    poses: phrases({
      'reviewing-papers': [
        'going through papers', 'going through the papers', 'going through documents', 'going through the documents', 'going through the paperwork', 'going through paperwork',
        'going through the accounts', 'going through a contract', 'going through the contract', 'goes through the papers', 'goes through the documents', 'goes through the paperwork',
        'reviewing documents', 'reviewing the documents', 'reviewing papers', 'reviewing the papers', 'reviewing the paperwork', 'reviewing the accounts', 'reviewing a contract', 'reviewing the contract',
        'looking over the papers', 'looking over the documents', 'looking over the paperwork', 'looking over the contract', 'signing the papers', 'signing the contract', 'signing papers',
      ],
      consulting: ['consultation', 'a consultation', 'in a consultation', 'client meeting', 'meeting with a client', 'meets with a client', 'meeting a client', 'meets a client'],
    }),
    settings: offices([
      'accountancy', 'accountancy firm', 'accountancy practice', 'accounting firm', "accountant's office", "accountants' office", 'law firm', 'law office', "solicitor's office", "solicitors' office",
      "lawyer's office", "notary's office", 'notary office', 'bank branch', 'architecture practice', "architect's office", 'consultancy', 'insurance office', 'tax office',
    ]),
  },
  es: {
    nouns: papers(['papeles', 'documentos', 'carpetas']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['habla con', 'hablando con', 'conversa con', 'conversando con', 'asesora a', 'asesorando a'],
      'reviewing-papers': ['revisando los papeles', 'revisando los documentos', 'revisando documentos', 'revisa los documentos', 'revisan los documentos', 'repasando los papeles', 'repasando las cuentas', 'repasa los documentos', 'firmando los papeles', 'firmando el contrato'],
      consulting: ['en una consulta', 'reunión con un cliente', 'reunido con un cliente', 'reunida con un cliente'],
    }),
    settings: offices(['asesoría', 'gestoría', 'despacho', 'despacho de abogados', 'bufete', 'notaría', 'oficina bancaria', 'sucursal bancaria', 'estudio de arquitectura', 'consultoría']),
  },
  fr: {
    nouns: papers(['papiers', 'documents', 'dossiers']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['conseille', 'conseillant', 'parle avec', 'discute avec'],
      'reviewing-papers': ['examine les documents', 'examinant les documents', 'examinent les documents', 'passe en revue les documents', 'relit le contrat', 'relisant le contrat', 'parcourent les documents', 'parcourt les documents', 'signant les papiers', 'signe le contrat'],
      consulting: ['en rendez-vous', 'rendez-vous avec un client', 'rendez-vous avec une cliente'],
    }),
    settings: offices(['cabinet comptable', 'cabinet d’avocats', "cabinet d'avocats", 'étude notariale', 'agence bancaire', 'cabinet de conseil', 'agence d’architecture', 'cabinet', 'bureau']),
  },
  de: {
    nouns: papers(['unterlagen', 'dokumente', 'ordner']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['berät', 'spricht mit', 'im gespräch mit'],
      'reviewing-papers': ['geht die unterlagen durch', 'gehen die unterlagen durch', 'geht die unterlagen', 'gehen die unterlagen', 'unterlagen durchgehen', 'prüft die unterlagen', 'prüfen die unterlagen', 'bespricht die unterlagen', 'besprechen die unterlagen', 'unterschreibt den vertrag', 'unterschreiben den vertrag'],
      consulting: ['beratungsgespräch', 'im beratungsgespräch', 'mandantengespräch', 'berät einen mandanten', 'berät eine mandantin'],
    }),
    settings: offices(['kanzlei', 'steuerkanzlei', 'anwaltskanzlei', 'notariat', 'bankfiliale', 'architekturbüro', 'steuerbüro', 'beratungsbüro']),
  },
  it: {
    nouns: papers(['documenti', 'cartelle', 'pratiche']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['parla con', 'consiglia', 'a colloquio con'],
      'reviewing-papers': ['esamina i documenti', 'esaminano i documenti', 'esaminando i documenti', 'rivede i documenti', 'rivedono i documenti', 'controlla i documenti', 'controllano i documenti', 'firma il contratto', 'firmano il contratto'],
      consulting: ['in consulenza', 'a colloquio con un cliente', 'a colloquio con una cliente'],
    }),
    settings: offices(['studio legale', 'studio commercialista', 'studio del commercialista', 'studio notarile', 'filiale della banca', 'filiale bancaria', 'studio di architettura', 'ufficio']),
  },
  pt: {
    nouns: papers(['papéis', 'documentos', 'pastas']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['fala com', 'conversa com', 'aconselha', 'atende'],
      'reviewing-papers': ['revê os documentos', 'revendo os documentos', 'revêem os documentos', 'analisa os documentos', 'analisam os documentos', 'analisando os documentos', 'assina o contrato', 'assinam o contrato'],
      consulting: ['numa consulta', 'em reunião com um cliente', 'reunião com um cliente'],
    }),
    settings: offices(['escritório de advogados', 'gabinete de contabilidade', 'cartório', 'cartório notarial', 'agência bancária', 'gabinete de arquitetura', 'escritório']),
  },
  nl: {
    nouns: papers(['papieren', 'documenten', 'mappen', 'stukken']),
    poses: phrases({
      // Talk with someone: across a desk, with a client, it is the consultation (consultation-actions.ts).
      chatting: ['praat met', 'in gesprek met', 'adviseert'],
      'reviewing-papers': ['neemt de papieren door', 'nemen de papieren door', 'neemt de stukken door', 'nemen de stukken door', 'bekijkt de documenten', 'bekijken de documenten', 'tekent het contract', 'tekenen het contract'],
      consulting: ['adviesgesprek', 'in een adviesgesprek'],
    }),
    settings: offices(['advocatenkantoor', 'accountantskantoor', 'notariskantoor', 'bankkantoor', 'administratiekantoor', 'architectenbureau', 'adviesbureau', 'kantoor']),
  },
};
