import type { ComponentType } from 'react';
import { BrandPreview } from './BrandPreview';
import { NewsPreview } from './NewsPreview';
import type { PreviewProps } from './parts';
import { PersonPreview } from './PersonPreview';
import { ProjectPreview } from './ProjectPreview';
import { PropertyPreview } from './PropertyPreview';
import { ReportPreview } from './ReportPreview';

/** Preview templates by collection name; other collections use the CMS's plain preview. */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  properties: PropertyPreview,
  projects: ProjectPreview,
  brands: BrandPreview,
  people: PersonPreview,
  news: NewsPreview,
  reports: ReportPreview,
};
