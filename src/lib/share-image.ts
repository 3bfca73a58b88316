/**
 * The picture a page shares (Open Graph, Twitter cards, structured data): 1200 × 630, cropped to
 * fill, as JPEG since not every network reads AVIF or WebP.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

export const shareImage = (src: ImageMetadata) => getImage({ src, width: 1200, height: 630, fit: 'cover', format: 'jpg', quality: 80 });
