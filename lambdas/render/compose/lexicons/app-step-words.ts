/**
 * Screens a training about an app shows its steps on (illustrations/screens.ts): an account created
 * is a sign-up form, an email verified its code typed in, a payment card added a card form. Phrases
 * only, as a step's label says them with or without its article ("Create account", "Konto erstellen"):
 * a bare "verify" or "Karte" may be said of a person or a map. Spread last into each language's screens,
 * so "sign up" is the sign-up form rather than the sign-in one.
 */
import type { ScreenKind } from '../scene-graph';

const screens = (kind: ScreenKind, words: string): Record<string, ScreenKind> => Object.fromEntries(words.split(', ').map((w) => [w, kind]));

export const APP_STEP_WORDS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', Record<string, ScreenKind>>> = {
  en: {
    ...screens('signup', 'create account, create an account, create the account, create your account, create a new account, sign up, sign-up form, registration form, register an account'),
    ...screens('verify', 'verify email, verify the email, verify your email, verify email address, verification code, confirm email, confirm your email, confirm the email'),
    ...screens('card', 'payment card, add card, add a card, add payment card, credit card, debit card, card details, add card details'),
  },
  es: {
    ...screens('signup', 'crear cuenta, crea cuenta, crear una cuenta, crea una cuenta, crea tu cuenta, crear la cuenta, regístrate, formulario de registro'),
    ...screens('verify', 'verifica correo, verificar correo, verifica el correo, verifica tu correo, código de verificación, confirma correo, confirma tu correo, verifica email, verificar email'),
    ...screens('card', 'tarjeta de pago, tarjeta de crédito, tarjeta de débito, añade tarjeta, añadir tarjeta, añade una tarjeta, datos de la tarjeta'),
  },
  fr: {
    ...screens('signup', 'créer compte, créez compte, créer un compte, créez un compte, créez votre compte, inscrivez-vous, formulaire d’inscription, formulaire d\'inscription'),
    ...screens('verify', 'vérifiez e-mail, vérifier e-mail, vérifiez votre e-mail, vérifiez adresse e-mail, code de vérification, confirmez e-mail, confirmez votre e-mail'),
    ...screens('card', 'carte bancaire, carte de paiement, carte de crédit, ajoutez carte, ajouter carte, ajoutez une carte, ajouter une carte'),
  },
  de: {
    ...screens('signup', 'konto erstellen, konto anlegen, ein konto erstellen, erstellen sie ein konto, registrierungsformular'),
    ...screens('verify', 'e-mail bestätigen, e-mail verifizieren, e-mail-adresse bestätigen, bestätigungscode, bestätigen sie e-mail, verifizierungscode'),
    ...screens('card', 'zahlungskarte, kreditkarte, karte hinzufügen, zahlungskarte hinzufügen, kreditkarte hinzufügen, kartendaten'),
  },
  it: {
    ...screens('signup', 'crea account, creare account, crea un account, creare un account, registrati, modulo di registrazione'),
    ...screens('verify', 'verifica email, verificare email, verifica la email, verifica l’email, codice di verifica, conferma email, conferma la email'),
    ...screens('card', 'carta di pagamento, carta di credito, carta di debito, aggiungi carta, aggiungere carta, aggiungi una carta, dati della carta'),
  },
  pt: {
    ...screens('signup', 'criar conta, crie conta, criar uma conta, crie uma conta, crie a sua conta, registe-se, cadastre-se, formulário de registo'),
    ...screens('verify', 'verifique email, verificar email, verifique o email, verifique o seu email, código de verificação, confirme email, confirme o email'),
    ...screens('card', 'cartão de pagamento, cartão de crédito, cartão de débito, adicione cartão, adicionar cartão, adicione um cartão, dados do cartão'),
  },
  nl: {
    ...screens('signup', 'account aanmaken, maak account aan, maak een account aan, een account aanmaken, registratieformulier'),
    ...screens('verify', 'verifieer e-mail, e-mail verifiëren, bevestig e-mail, e-mail bevestigen, verificatiecode, bevestig je e-mail'),
    ...screens('card', 'betaalkaart, creditcard, kaart toevoegen, voeg kaart toe, betaalkaart toevoegen, kaartgegevens'),
  },
};

/** Lower case without accents, as a label and a phrase are compared. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'").toLowerCase();

/** Every language's phrases, longest first: a short label is too few words to tell its language by. */
const PHRASES: readonly [string, ScreenKind][] = Object.values(APP_STEP_WORDS)
  .flatMap((words) => Object.entries(words).map(([phrase, kind]): [string, ScreenKind] => [plain(phrase), kind]))
  .sort(([a], [b]) => b.length - a.length);

/** The screen a step's label names in any of these languages ("Vérifiez e-mail" → verify), if any. */
export function appStepScreen(label: string): ScreenKind | undefined {
  const text = ` ${plain(label).replace(/[^\p{L}\p{N}'-]+/gu, ' ')} `;
  return PHRASES.find(([phrase]) => text.includes(` ${phrase} `))?.[1];
}
