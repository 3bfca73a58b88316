/**
 * Decap's own words in the editor's language. Decap's German, Italian and French leave some of
 * its phrases in English ("Login", "Strikethrough", "Account options dropdown"), write the dates
 * of its lists and of the workflow in English ("15 Mar 2025", "December 1"), have mistakes
 * ("bishergen") and call an entry a "Beitrag" where this CMS says "Eintrag" (docs/glossary.md).
 * Its phrases are merged here with the CMS's own, registered in each language before Decap
 * starts; German as Swiss German writes it, with ss for ß.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/de-ch';
import 'dayjs/locale/fr-ch';
import 'dayjs/locale/it-ch';
import type { CmsConfig } from 'decap-cms-core';
import type { Locale } from '@/i18n/languages';
import { swissGerman } from './language';

export interface Phrases {
  [key: string]: string | Phrases;
}

/** How each language writes a day in a list ("15. März 2025") and on the workflow's cards ("1. Dezember"). */
const DATES: Record<Locale, { list: string; card: string; dayjs: string }> = {
  en: { list: 'D MMMM YYYY', card: 'D MMMM', dayjs: 'en' },
  de: { list: 'D. MMMM YYYY', card: 'D. MMMM', dayjs: 'de-ch' },
  it: { list: 'D MMMM YYYY', card: 'D MMMM', dayjs: 'it-ch' },
  fr: { list: 'D MMMM YYYY', card: 'D MMMM', dayjs: 'fr-ch' },
};

/** What every language changes alike: a refused pattern is said by its own sentence, not "didn't match the pattern: …." */
const EVERY_LANGUAGE: Phrases = {
  editor: { editorControlPane: { widget: { regexPattern: '%{pattern}' } } },
};

const NOTES_DE: Phrases = {
  title: 'Notizen',
  emptyState: 'Noch keine Notizen. Schreiben Sie unten die erste.',
  addNote: 'Notiz hinzufügen',
  addPlaceholder: 'Notiz schreiben …',
  editPlaceholder: 'Notiz bearbeiten …',
  save: 'Speichern',
  cancel: 'Abbrechen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  resolve: 'Als erledigt markieren',
  unresolve: 'Wieder öffnen',
  confirmDelete: 'Möchten Sie diese Notiz wirklich löschen?',
  shortcut: 'Tipp: Mit Ctrl+Enter fügen Sie die Notiz gleich hinzu.',
};

const NOTES_IT: Phrases = {
  title: 'Note',
  emptyState: 'Ancora nessuna nota. Scriva la prima qui sotto.',
  addNote: 'Aggiungi nota',
  addPlaceholder: 'Scrivere una nota…',
  editPlaceholder: 'Modificare la nota…',
  save: 'Salva',
  cancel: 'Annulla',
  edit: 'Modifica',
  delete: 'Elimina',
  resolve: 'Segna come risolta',
  unresolve: 'Riapri',
  confirmDelete: 'Vuole davvero eliminare questa nota?',
  shortcut: 'Suggerimento: con Ctrl+Invio la nota si aggiunge subito.',
};

const NOTES_FR: Phrases = {
  title: 'Notes',
  emptyState: 'Aucune note pour l’instant. Écrivez la première ci-dessous.',
  addNote: 'Ajouter une note',
  addPlaceholder: 'Écrire une note…',
  editPlaceholder: 'Modifier la note…',
  save: 'Enregistrer',
  cancel: 'Annuler',
  edit: 'Modifier',
  delete: 'Supprimer',
  resolve: 'Marquer comme réglée',
  unresolve: 'Rouvrir',
  confirmDelete: 'Voulez-vous vraiment supprimer cette note ?',
  shortcut: 'Astuce : Ctrl+Entrée ajoute la note aussitôt.',
};

const PHRASES: Record<Locale, Phrases> = {
  en: {
    editor: { editorWidgets: { list: { count: '%{count} %{label}', itemOf: 'item to %{list}' } } },
  },
  de: {
    auth: { login: 'Anmelden', loggingIn: 'Anmeldung läuft …', loginWithAzure: 'Mit Azure anmelden', loginWithForgejo: 'Mit Forgejo anmelden' },
    app: {
      header: { content: 'Inhalte', workflow: 'Arbeitsablauf', media: 'Medien', quickAdd: 'Neu erstellen' },
      app: { loadingConfig: 'Konfiguration wird geladen …', waitingBackend: 'Warten auf den Server …' },
    },
    collection: {
      sidebar: { collections: 'Sammlungen', allCollections: 'Alle Sammlungen', searchAll: 'Alles durchsuchen', searchIn: 'Suchen in' },
      collectionTop: {
        newButtonAriaLabel: 'Neuer Eintrag in %{collectionLabel}',
        viewAsList: 'Als Liste anzeigen',
        viewAsGrid: 'Als Raster anzeigen',
        searchResults: 'Suchergebnisse für «%{searchTerm}»',
        searchResultsInCollection: 'Suchergebnisse für «%{searchTerm}» in %{collection}',
      },
      entries: { loadingEntries: 'Einträge werden geladen', cachingEntries: 'Einträge werden zwischengespeichert', noEntries: 'Keine Einträge', unpublishedHeader: 'Unveröffentlichte Einträge' },
    },
    editor: {
      editorControl: { field: { widgetLabel: 'Eingabefeld' } },
      editorControlPane: {
        i18n: {
          writingInLocale: 'Sprache: %{locale}',
          copyFromLocale: 'Aus einer anderen Sprache übernehmen',
          copyFromLocaleConfirm: 'Möchten Sie die Inhalte aus %{locale} übernehmen?\nAlle bisherigen Inhalte werden überschrieben.',
        },
      },
      editor: {
        onUpdatingWithUnsavedChanges: 'Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie, bevor Sie den Status ändern.',
        onPublishingNotReady: 'Bitte setzen Sie den Status vor dem Veröffentlichen auf «Bereit».',
        onPublishingWithUnsavedChanges: 'Es gibt noch ungespeicherte Änderungen. Bitte speichern Sie vor dem Veröffentlichen.',
        onPublishing: 'Möchten Sie diesen Eintrag wirklich veröffentlichen?',
        onUnpublishing: 'Möchten Sie die Veröffentlichung dieses Eintrags wirklich zurückziehen?',
        onDeleteWithUnsavedChanges: 'Möchten Sie diesen veröffentlichten Eintrag und Ihre ungespeicherten Änderungen wirklich löschen?',
        onDeletePublishedEntry: 'Möchten Sie diesen veröffentlichten Eintrag wirklich löschen?',
        onDeleteUnpublishedChangesWithUnsavedChanges: 'Damit werden alle unveröffentlichten und ungespeicherten Änderungen dieses Eintrags gelöscht. Möchten Sie fortfahren?',
        onDeleteUnpublishedChanges: 'Alle unveröffentlichten Änderungen dieses Eintrags werden gelöscht. Möchten Sie fortfahren?',
        loadingEntry: 'Eintrag wird geladen …',
        confirmLoadBackup: 'Für diesen Eintrag gibt es eine lokale Sicherung. Möchten Sie sie verwenden?',
      },
      editorInterface: { toggleI18n: 'Zwei Sprachen nebeneinander', togglePreview: 'Vorschau', toggleScrollSync: 'Synchron scrollen', toggleNotes: 'Notizen' },
      editorNotesPane: NOTES_DE,
      editorToolbar: {
        publishing: 'Wird veröffentlicht …',
        unpublishing: 'Veröffentlichung wird zurückgezogen …',
        publishAndCreateNew: 'Veröffentlichen und neuen Eintrag erstellen',
        publishAndDuplicate: 'Veröffentlichen und Eintrag duplizieren',
        deleteUnpublishedEntry: 'Unveröffentlichten Eintrag löschen',
        deletePublishedEntry: 'Veröffentlichten Eintrag löschen',
        deleteEntry: 'Eintrag löschen',
        saving: 'Wird gespeichert …',
        statusInfoTooltipDraft: 'Der Eintrag ist ein Entwurf. Um ihn zur Prüfung freizugeben, setzen Sie den Status auf «In Prüfung».',
        statusInfoTooltipInReview: 'Der Eintrag wird geprüft; es ist nichts weiter zu tun. Sie können ihn während der Prüfung weiter bearbeiten.',
        deleting: 'Wird gelöscht …',
        updating: 'Wird aktualisiert …',
        backCollection: 'Zurück zu %{collectionLabel}',
        inReview: 'In Prüfung',
        ready: 'Bereit',
        deployPreviewPendingButtonLabel: 'Nach einer Vorschau suchen',
        deployPreviewButtonLabel: 'Vorschau ansehen',
        deployButtonLabel: 'Auf der Website ansehen',
      },
      editorWidgets: {
        markdown: {
          strikethrough: 'Durchgestrichen',
          linkPrompt: 'Adresse des Links eingeben',
          bulletedList: 'Aufzählung',
          addComponent: 'Element hinzufügen',
          richText: 'Formatierter Text',
          toggleMode: { rich: 'Zum formatierten Text wechseln', markdown: 'Zu Markdown wechseln' },
        },
        image: {
          choose: 'Bild auswählen',
          chooseMultiple: 'Bilder auswählen',
          chooseUrl: 'Von einer Adresse einfügen',
          replaceUrl: 'Durch eine Adresse ersetzen',
          promptUrl: 'Adresse des Bildes eingeben',
          chooseDifferent: 'Anderes Bild auswählen',
          addMore: 'Weitere Bilder hinzufügen',
          remove: 'Bild entfernen',
          removeAll: 'Alle Bilder entfernen',
        },
        file: {
          choose: 'Datei auswählen',
          chooseMultiple: 'Dateien auswählen',
          chooseUrl: 'Von einer Adresse einfügen',
          replaceUrl: 'Durch eine Adresse ersetzen',
          promptUrl: 'Adresse der Datei eingeben',
          chooseDifferent: 'Andere Datei auswählen',
          addMore: 'Weitere Dateien hinzufügen',
          remove: 'Datei entfernen',
          removeAll: 'Alle Dateien entfernen',
        },
        datetime: { setToNow: '%{fieldLabel} auf jetzt setzen' },
        object: { expand: 'Aufklappen', collapse: 'Zuklappen' },
        list: { count: '%{list} (%{count})', itemOf: 'Eintrag in «%{list}»' },
      },
    },
    mediaLibrary: {
      mediaLibrary: { onDelete: 'Möchten Sie die ausgewählte Datei wirklich löschen?', fileTooLarge: 'Die Datei ist zu gross.\nErlaubt sind höchstens %{size} kB.' },
      mediaLibraryModal: {
        loading: 'Wird geladen …',
        noResults: 'Keine Ergebnisse.',
        noAssetsFound: 'Keine Dateien gefunden.',
        mediaAssets: 'Medien',
        search: 'Suchen …',
        uploading: 'Wird hochgeladen …',
        download: 'Herunterladen',
        deleting: 'Wird gelöscht …',
        deleteSelected: 'Auswahl löschen',
        chooseSelected: 'Auswahl verwenden',
        close: 'Schliessen',
      },
    },
    ui: {
      errorBoundary: {
        details: 'Ein Fehler ist aufgetreten. Bitte ',
        reportIt: 'melden Sie ihn.',
        detailsHeading: 'Einzelheiten',
        privacyWarning: 'Ein Fehlerbericht enthält die Fehlermeldung und Angaben zur Fehlersuche.\nBitte prüfen Sie sie und entfernen Sie vertrauliche Angaben.',
        recoveredEntry: { heading: 'Wiederhergestellter Eintrag', copyButtonLabel: 'In die Zwischenablage kopieren' },
      },
      settingsDropdown: { account: 'Konto', logOut: 'Abmelden' },
      toast: {
        onFailToLoadEntries: 'Der Eintrag konnte nicht geladen werden: %{details}',
        onFailToLoadDeployPreview: 'Die Vorschau konnte nicht geladen werden: %{details}',
        onFailToPersist: 'Nicht gespeichert: %{details}',
        onFailToDelete: 'Nicht gelöscht: %{details}',
        onFailToUpdateStatus: 'Der Status wurde nicht geändert: %{details}',
        missingRequiredField: 'Einige Pflichtfelder sind noch leer.',
        entrySaved: 'Eintrag gespeichert',
        entryPublished: 'Eintrag veröffentlicht',
        entryUnpublished: 'Veröffentlichung zurückgezogen',
        onFailToPublishEntry: 'Nicht veröffentlicht: %{details}',
        onFailToUnpublishEntry: 'Die Veröffentlichung wurde nicht zurückgezogen: %{details}',
        entryUpdated: 'Status des Eintrags geändert',
        onLoggedOut: 'Sie wurden abgemeldet. Bitte sichern Sie Ihre Angaben und melden Sie sich erneut an.',
        onBackendDown: 'Der Server ist zurzeit nicht erreichbar. Mehr dazu: %{details}',
        noteAdded: 'Notiz hinzugefügt',
        onFailToAddNote: 'Die Notiz wurde nicht hinzugefügt: %{details}',
        noteUpdated: 'Notiz geändert',
        onFailToUpdateNote: 'Die Notiz wurde nicht geändert: %{details}',
        noteDeleted: 'Notiz gelöscht',
        onFailToDeleteNote: 'Die Notiz wurde nicht gelöscht: %{details}',
        noteResolved: 'Notiz erledigt',
        noteReopened: 'Notiz wieder geöffnet',
        onFailToToggleNote: 'Der Stand der Notiz wurde nicht geändert: %{details}',
      },
    },
    workflow: {
      workflow: {
        loading: 'Einträge des Arbeitsablaufs werden geladen',
        newPost: 'Neuer Eintrag',
        description: 'In Prüfung: %{smart_count} Eintrag; bereit zur Veröffentlichung: %{readyCount}. |||| In Prüfung: %{smart_count} Einträge; bereit zur Veröffentlichung: %{readyCount}.',
      },
      workflowCard: { deleteNewEntry: 'Neuen Eintrag löschen', publishChanges: 'Änderungen veröffentlichen', publishNewEntry: 'Neuen Eintrag veröffentlichen' },
      workflowList: {
        onDeleteEntry: 'Möchten Sie diesen Eintrag wirklich löschen?',
        onPublishingNotReadyEntry: 'Nur Einträge mit dem Status «Bereit» können veröffentlicht werden. Ziehen Sie die Karte in die Spalte «Bereit», um sie zu veröffentlichen.',
        onPublishEntry: 'Möchten Sie diesen Eintrag wirklich veröffentlichen?',
        draftHeader: 'Entwürfe',
        inReviewHeader: 'In Prüfung',
        readyHeader: 'Bereit',
        currentEntries: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
      },
    },
  },
  it: {
    auth: { loginWithAzure: 'Accedi con Azure', loginWithForgejo: 'Accedi con Forgejo' },
    app: { header: { media: 'File multimediali' } },
    collection: {
      collectionTop: { viewAsList: 'Visualizza come elenco', viewAsGrid: 'Visualizza come griglia' },
      entries: { unpublishedHeader: 'Voci non pubblicate' },
    },
    editor: {
      editorControl: { field: { widgetLabel: 'Campo' } },
      editorControlPane: { i18n: { copyFromLocaleConfirm: 'Vuole riprendere i contenuti in %{locale}?\nTutti i contenuti attuali saranno sovrascritti.' } },
      editor: {
        onLeavePage: 'Vuole davvero lasciare questa pagina?',
        onUpdatingWithUnsavedChanges: 'Ci sono modifiche non salvate: le salvi prima di cambiare lo stato.',
        onPublishingNotReady: 'Prima di pubblicare, imposti lo stato su «Pronto».',
        onPublishingWithUnsavedChanges: 'Ci sono modifiche non salvate: le salvi prima di pubblicare.',
        onPublishing: 'Vuole davvero pubblicare questa voce?',
        onUnpublishing: 'Vuole davvero ritirare la pubblicazione di questa voce?',
        onDeleteWithUnsavedChanges: 'Vuole davvero eliminare questa voce pubblicata e le modifiche non salvate?',
        onDeletePublishedEntry: 'Vuole davvero eliminare questa voce pubblicata?',
        onDeleteUnpublishedChangesWithUnsavedChanges: 'Tutte le modifiche non pubblicate e non salvate di questa voce saranno eliminate. Vuole continuare?',
        onDeleteUnpublishedChanges: 'Tutte le modifiche non pubblicate di questa voce saranno eliminate. Vuole continuare?',
        confirmLoadBackup: 'Per questa voce esiste un salvataggio locale. Vuole utilizzarlo?',
      },
      editorInterface: { toggleI18n: 'Due lingue affiancate', togglePreview: 'Anteprima', toggleNotes: 'Note' },
      editorNotesPane: NOTES_IT,
      editorToolbar: {
        publishAndCreateNew: 'Pubblica e crea una nuova voce',
        deleteUnpublishedEntry: 'Elimina la voce non pubblicata',
        deletePublishedEntry: 'Elimina la voce pubblicata',
        deleteEntry: 'Elimina la voce',
        deleteUnpublishedChanges: 'Elimina le modifiche non pubblicate',
        statusInfoTooltipDraft: 'La voce è una bozza. Per sottoporla a revisione, imposti lo stato su «In revisione».',
        statusInfoTooltipInReview: 'La voce è in revisione; non occorre fare altro. Può continuare a modificarla durante la revisione.',
        backCollection: 'Torna a %{collectionLabel}',
        deployPreviewPendingButtonLabel: 'Cerca un’anteprima',
        deployButtonLabel: 'Vedi sul sito',
      },
      editorWidgets: {
        markdown: { strikethrough: 'Barrato', linkPrompt: 'Inserire l’indirizzo del collegamento', toggleMode: { rich: 'Passa al testo formattato', markdown: 'Passa a Markdown' } },
        image: { chooseUrl: 'Inserisci da un indirizzo', replaceUrl: 'Sostituisci con un indirizzo', promptUrl: 'Inserire l’indirizzo dell’immagine' },
        file: { chooseUrl: 'Inserisci da un indirizzo', replaceUrl: 'Sostituisci con un indirizzo', promptUrl: 'Inserire l’indirizzo del file' },
        datetime: { setToNow: 'Imposta %{fieldLabel} su adesso' },
        object: { expand: 'Espandi', collapse: 'Comprimi' },
        list: { count: '%{count} %{label}', itemOf: 'una voce a «%{list}»' },
      },
    },
    mediaLibrary: {
      mediaLibrary: { onDelete: 'Vuole davvero eliminare il file selezionato?', fileTooLarge: 'Il file è troppo grande.\nSono ammessi file fino a %{size} kB.' },
      mediaLibraryModal: { mediaAssets: 'File multimediali', upload: 'Carica', download: 'Scarica', deleteSelected: 'Elimina la selezione', chooseSelected: 'Usa la selezione', close: 'Chiudi' },
    },
    ui: {
      errorBoundary: { reportIt: 'lo segnali.', recoveredEntry: { heading: 'Voce recuperata', warning: 'Copi questo testo altrove prima di lasciare la pagina.', copyButtonLabel: 'Copia negli appunti' } },
      settingsDropdown: { account: 'Account' },
      toast: {
        missingRequiredField: 'Alcuni campi obbligatori sono ancora vuoti.',
        onLoggedOut: 'La sessione è terminata. Salvi i Suoi dati e acceda di nuovo.',
        onBackendDown: 'Il server non è raggiungibile al momento. Dettagli: %{details}',
        noteAdded: 'Nota aggiunta',
        onFailToAddNote: 'La nota non è stata aggiunta: %{details}',
        noteUpdated: 'Nota modificata',
        onFailToUpdateNote: 'La nota non è stata modificata: %{details}',
        noteDeleted: 'Nota eliminata',
        onFailToDeleteNote: 'La nota non è stata eliminata: %{details}',
        noteResolved: 'Nota risolta',
        noteReopened: 'Nota riaperta',
        onFailToToggleNote: 'Lo stato della nota non è stato cambiato: %{details}',
      },
    },
    workflow: {
      workflow: {
        newPost: 'Nuova voce',
        description: 'In revisione: %{smart_count} voce; pronte per la pubblicazione: %{readyCount}. |||| In revisione: %{smart_count} voci; pronte per la pubblicazione: %{readyCount}.',
      },
      workflowCard: { deleteChanges: 'Elimina le modifiche', deleteNewEntry: 'Elimina la nuova voce' },
      workflowList: {
        onDeleteEntry: 'Vuole davvero eliminare questa voce?',
        onPublishingNotReadyEntry: 'Si possono pubblicare solo le voci con lo stato «Pronto». Trascini la scheda nella colonna «Pronto» per pubblicarla.',
        onPublishEntry: 'Vuole davvero pubblicare questa voce?',
      },
    },
  },
  fr: {
    auth: { loginWithForgejo: 'Se connecter avec Forgejo' },
    app: { header: { workflow: 'Flux éditorial', media: 'Médias' } },
    collection: {
      collectionTop: { viewAsList: 'Afficher en liste', viewAsGrid: 'Afficher en grille' },
      entries: { unpublishedHeader: 'Entrées non publiées' },
    },
    editor: {
      editorControl: { field: { widgetLabel: 'Champ' } },
      editorControlPane: {
        i18n: { copyFromLocale: 'Reprendre d’une autre langue', copyFromLocaleConfirm: 'Voulez-vous reprendre les contenus en %{locale} ?\nTous les contenus actuels seront remplacés.' },
      },
      editorInterface: { toggleNotes: 'Notes' },
      editorNotesPane: NOTES_FR,
      editorToolbar: {
        statusInfoTooltipDraft: 'L’entrée est un brouillon. Pour la soumettre à la révision, choisissez le statut « En cours de révision ».',
        statusInfoTooltipInReview: 'L’entrée est en cours de révision ; il n’y a rien d’autre à faire. Vous pouvez encore la modifier pendant la révision.',
        deployButtonLabel: 'Voir sur le site',
      },
      editorWidgets: {
        markdown: { strikethrough: 'Barré', toggleMode: { rich: 'Passer au texte enrichi', markdown: 'Passer au Markdown' } },
        image: { chooseMultiple: 'Choisir des images', addMore: 'Ajouter d’autres images', removeAll: 'Retirer toutes les images' },
        file: { chooseMultiple: 'Choisir des fichiers', addMore: 'Ajouter d’autres fichiers', removeAll: 'Retirer tous les fichiers' },
        datetime: { setToNow: 'Mettre %{fieldLabel} à maintenant' },
        object: { expand: 'Déplier', collapse: 'Replier' },
        list: { count: '%{count} %{label}', itemOf: 'une entrée à « %{list} »', addType: 'Ajouter %{item}' },
      },
    },
    mediaLibrary: { mediaLibraryModal: { close: 'Fermer' } },
    ui: {
      settingsDropdown: { account: 'Compte' },
      toast: {
        noteAdded: 'Note ajoutée',
        onFailToAddNote: 'La note n’a pas été ajoutée : %{details}',
        noteUpdated: 'Note modifiée',
        onFailToUpdateNote: 'La note n’a pas été modifiée : %{details}',
        noteDeleted: 'Note supprimée',
        onFailToDeleteNote: 'La note n’a pas été supprimée : %{details}',
        noteResolved: 'Note réglée',
        noteReopened: 'Note rouverte',
        onFailToToggleNote: 'L’état de la note n’a pas été modifié : %{details}',
      },
    },
    workflow: { workflow: { newPost: 'Nouvelle entrée' } },
  },
};

function merged(base: Phrases, over: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const inner = out[key];
    out[key] = typeof value === 'string' || typeof inner !== 'object' ? value : merged(inner, value);
  }
  return out;
}

/**
 * Decap's phrases of `locale` with this CMS's: its own words where Decap has none or the wrong
 * ones, and the dates of the workflow's cards in the language's format.
 */
export function decapPhrases(locale: Locale, decap: Phrases): Phrases {
  const own = merged(merged(decap, EVERY_LANGUAGE), PHRASES[locale]);
  const phrases = merged(own, { workflow: { workflow: { dateFormat: DATES[locale].card } } });
  return locale === 'de' ? swissGerman(phrases) : phrases;
}

/** Sets the language of the dates Decap writes (the month's name), for the language the CMS speaks. */
export function speakDates(locale: Locale) {
  dayjs.locale(DATES[locale].dayjs);
}

const DATE_FILTER = /\| date\('[^']*'\)/g;

/** The configuration with the dates of its lists written in full in the language's format ("15. März 2025", not "15 Mar 2025"). */
export function listDatesIn(config: CmsConfig, locale: Locale): CmsConfig {
  const own = `| date('${DATES[locale].list}')`;
  return { ...config, collections: config.collections.map((c) => (typeof c.summary === 'string' ? { ...c, summary: c.summary.replace(DATE_FILTER, own) } : c)) };
}
