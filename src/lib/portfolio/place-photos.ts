import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** The photographs of a property or project as the JPEGs its structured data names: the hero, if any, then the gallery. */
export const placePhotos = (images: ({ src: ImageMetadata } | undefined)[]) =>
  Promise.all(images.filter((image) => image !== undefined).map((image) => getImage({ src: image.src, width: 1200, format: 'jpg' })));
