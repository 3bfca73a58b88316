/** The four amounts of a property, which its page shows twice: under the hero and in the investment summary. */
import type { CollectionEntry } from 'astro:content';
import { formatAmount, formatMortgage } from '@/lib/format';

export function propertyAmounts(p: CollectionEntry<'properties'>['data'], { t, lang }: App.Locals) {
  const amount = (value: number) => formatAmount(value, p.currency, { locale: lang });
  return [
    { label: t('property.marketValue'), value: amount(p.marketValue), key: 'market-value' },
    { label: t('property.mortgage'), value: formatMortgage(p.mortgage, p.currency, { locale: lang }), key: 'mortgage' },
    { label: t('property.developmentCost'), value: amount(p.developmentCost), key: 'development-cost' },
    // What the property is worth once developed is what an investor looks for first.
    { label: t('property.postDevValue'), value: amount(p.postDevelopmentValue), key: 'post-development-value', highlight: true },
  ];
}
