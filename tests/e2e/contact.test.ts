/** /contact: the firm's details from the site settings, as links where they can be. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { plain, readYaml, sharedImage } from '../support/content';
import { expectHead } from '../support/sections';

const site = readYaml('settings/site.yml');
const contact = readYaml('pages/contact.yml');
const { open } = useBrowser();

describe('the contact page', () => {
  it('shows its hero and the headquarters address', async () => {
    const page = await open('/contact');
    expect(plain(await page.locator('h1').innerText())).toBe(plain(contact.title));
    const details = plain(await page.locator('[data-contact-details]').innerText());
    const hq = site.headquarters;
    for (const part of [hq.name, hq.street, `${hq.postalCode} ${hq.city}`, hq.country]) expect(details).toContain(part);
    await expectHead(page, { title: contact.seoTitle ?? contact.title, description: contact.seoDescription ?? contact.intro, image: sharedImage(contact.heroImage) });
    await page.context().close();
  });

  it('gives the phone number as a tel: link and the e-mail as a mailto: link', async () => {
    const page = await open('/contact');
    const phone = page.locator('[data-phone]');
    expect(await phone.innerText()).toBe(site.phone);
    expect(await phone.getAttribute('href')).toBe(`tel:${site.phone.replace(/\s/g, '')}`);
    const email = page.locator('[data-email]');
    expect(await email.innerText()).toBe(site.email);
    expect(await email.getAttribute('href')).toBe(`mailto:${site.email}`);
    await page.context().close();
  });

  it('lists the regional presence: every office of the settings with its country', async () => {
    const page = await open('/contact');
    const offices = page.locator('[data-offices] [data-office]');
    const shown = await offices.evaluateAll((els) => els.map((e) => [e.getAttribute('data-office'), e.querySelector('.eyebrow')?.textContent?.trim()]));
    expect(shown).toEqual(site.offices.map((o: { city: string; country: string }) => [o.city, o.country]));
    await page.context().close();
  });

  it('shows the business hours and has no form', async () => {
    const page = await open('/contact');
    const hours = plain(await page.locator('[data-hours]').innerText());
    for (const line of [site.hours.weekdays, site.hours.weekend, site.hours.note]) expect(hours).toContain(plain(line));
    expect(await page.locator('main form').count()).toBe(0);
    await page.context().close();
  });
});
