/**
 * The Italian site addresses its reader with the formal Lei throughout: no button, link or label
 * of the interface strings opens with an informal imperative ("Vedi", "Scopri", "Torna"), which
 * sat beside formal ones ("Scopra", "Ci contatti") until a native reader noticed. The CMS's own
 * strings (cms.json) speak to editors in impersonal forms and are checked with the CMS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsOf, type Message } from '@/i18n/message';

/** Second-person singular imperatives a site's interface is likely to use, each with its formal form. */
const INFORMAL: Record<string, string> = {
  Vai: 'Vada', Esci: 'Esca', Chiudi: 'Chiuda', Apri: 'Apra', Esplora: 'Esplori', Scopri: 'Scopra',
  Vedi: 'Veda', Guarda: 'Guardi', Leggi: 'Legga', Continua: 'Continui', Torna: 'Torni', Filtra: 'Filtri',
  Cerca: 'Cerchi', Scegli: 'Scelga', Seleziona: 'Selezioni', Mostra: 'Mostri', Passa: 'Passi',
  Scarica: 'Scarichi', Accedi: 'Acceda', Entra: 'Entri', Inserisci: 'Inserisca', Invia: 'Invii',
  Richiedi: 'Richieda', Contatta: 'Contatti', Contattaci: 'Ci contatti', Chiamaci: 'Ci chiami',
  Scrivici: 'Ci scriva', Parlaci: 'Ci parli', Iscriviti: 'Si iscriva', Abbonati: 'Si abboni',
  Metti: 'Metta', Avvia: 'Avvii', Scorri: 'Scorra', Visita: 'Visiti', Prenota: 'Prenoti',
  Consulta: 'Consulti', Ingrandisci: 'Ingrandisca', Clicca: 'Clicchi', Prova: 'Provi', Segui: 'Segua',
};

const FILES = readdirSync('src/i18n/it')
  .filter((f) => f.endsWith('.json') && f !== 'cms.json')
  .map((f) => join('src/i18n/it', f));

/** The informal imperatives opening a string or one of its sentences. */
function informalIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[.!?:]\s+)(\p{Lu}\p{Ll}+)(?![\p{L}’'])/gu)].map(([, word]) => word!).filter((word) => word in INFORMAL);
}

describe('the Italian interface strings', () => {
  it('are read from the site’s files', () => {
    expect(FILES.length).toBeGreaterThan(4);
  });

  it('finds an informal imperative opening a string or a sentence, and not a formal one', () => {
    expect(informalIn('Vedi il progetto')).toEqual(['Vedi']);
    expect(informalIn('Per i dettagli. Torna al portafoglio')).toEqual(['Torna']);
    expect(informalIn('Scopra il progetto')).toEqual([]);
    expect(informalIn('Il valore torna a crescere')).toEqual([]);
  });

  it.each(FILES)('%s uses the formal address', (file) => {
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
    const informal = Object.entries(strings).flatMap(([key, message]) => textsOf(message).flatMap((text) => informalIn(text).map((word) => `${key}: “${word}” → “${INFORMAL[word]}”`)));
    expect(informal).toEqual([]);
  });
});
