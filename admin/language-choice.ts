/**
 * The editor's choice of the CMS's language: a small menu in the lower left corner of the CMS's
 * lists (the collections, the workflow, the media), in the language it sets; an entry's form
 * reaches that corner, so it is not shown there. The choice is kept in this browser; Decap takes its language when it
 * starts, so the CMS starts again in the new one (typing not yet saved is offered back, as after
 * any reload: admin/backup.ts).
 */
import { LOCALES, type Locale } from '@/i18n/languages';
import { CMS_LANGUAGE_KEY, cmsWords } from './language';

export function showLanguageChoice(current: Locale) {
  const label = document.createElement('label');
  label.className = 'cms-language';
  const name = document.createElement('span');
  name.textContent = cmsWords('Language of the CMS');
  const select = document.createElement('select');
  for (const { code, label: language, lang } of LOCALES) {
    const option = new Option(language, code, false, code === current);
    option.lang = lang;
    select.append(option);
  }
  select.addEventListener('change', () => {
    localStorage.setItem(CMS_LANGUAGE_KEY, select.value);
    window.location.reload();
  });
  label.append(name, select);
  document.body.append(label);
  const showOutsideForms = () => (label.hidden = /\/entries\/|\/new(\?|$)/.test(window.location.hash));
  window.addEventListener('hashchange', showOutsideForms);
  showOutsideForms();
}
