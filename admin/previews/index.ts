import type { ComponentType } from 'react';
import { ArticlePreview } from './ArticlePreview';
import { BrandPreview } from './BrandPreview';
import { HomePreview } from './HomePreview';
import { LegalPreview } from './LegalPreview';
import { MunicipalityPreview } from './MunicipalityPreview';
import { NewsPreview } from './NewsPreview';
import { CapabilityPreview, contentPagePreview } from './PagePreview';
import type { PreviewProps } from './parts';
import { PersonPreview } from './PersonPreview';
import { PressPreview } from './PressPreview';
import { ProjectPreview } from './ProjectPreview';
import { PropertyPreview } from './PropertyPreview';
import { ReportPreview } from './ReportPreview';
import { MenuPreview, SitePreview } from './SettingsPreview';

const ContentPagePreview = contentPagePreview();

/**
 * Preview templates by name: a folder collection's name, or for single files (pages,
 * settings) the file's name, which is how Decap looks them up.
 */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  properties: PropertyPreview,
  projects: ProjectPreview,
  municipalities: MunicipalityPreview,
  brands: BrandPreview,
  people: PersonPreview,
  news: NewsPreview,
  press: PressPreview,
  reports: ReportPreview,
  articles: ArticlePreview,
  legal: LegalPreview,
  capabilities: CapabilityPreview,
  home: HomePreview,
  'regional-focus': ContentPagePreview,
  'company-profile': ContentPagePreview,
  'strategic-partnership': ContentPagePreview,
  esg: ContentPagePreview,
  'sustainable-investing': ContentPagePreview,
  careers: ContentPagePreview,
  contact: contentPagePreview("the firm's headquarters, phone, e-mail, business hours and regional offices"),
  team: contentPagePreview('the people of the firm'),
  partners: contentPagePreview('the brands'),
  portfolio: contentPagePreview('the properties, the projects and the municipalities'),
  insights: contentPagePreview('the latest insights articles'),
  site: SitePreview,
  menu: MenuPreview,
};
