// Extra crops of the site's photographs, so that a photo can appear in a second slot with a
// different framing. Each crop is a rectangle given in fractions of the source (left, top, width,
// height); output is at most 2400 px on the long edge, JPEG quality 82, metadata stripped.
// Their credits (same author and licence as the source) are in src/assets/credits.yml.
// Run: node scripts/media/crops.mjs
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../../src/assets/media');

export const crops = [
  // the three rowing boats in front, oars across the thwarts
  { out: 'lake-boats-detail.jpg', src: 'lake-boats.jpg', rect: [0, 0.48, 0.5, 0.48] },
  // upright: sunset sky over the lake with the moored boats below
  { out: 'lake-boats-portrait.jpg', src: 'lake-boats.jpg', rect: [0.25, 0, 0.5, 1] },
  // the sunlit planks of the jetty, water glinting behind
  { out: 'jetty-sunlight-detail.jpg', src: 'jetty-sunlight.jpg', rect: [0.3, 0.35, 0.7, 0.65] },
  // upright: the jetty running into the mist, ladder at its end
  { out: 'jetty-mist-portrait.jpg', src: 'jetty-mist.jpg', rect: [0.25, 0, 0.5, 1] },
  // upright: the woven bands of the facade where they tighten
  { out: 'facade-lines-portrait.jpg', src: 'facade-lines.jpg', rect: [0.4, 0, 0.5, 1] },
  // upright: the lake at dusk with the reeds and the wooded shore
  { out: 'lake-dusk-portrait.jpg', src: 'lake-dusk.jpg', rect: [0.48, 0, 0.47, 1] },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { out, src, rect } of crops) {
    const input = path.join(dir, src);
    const { width, height } = await sharp(input).metadata();
    const [l, t, w, h] = rect;
    const region = {
      left: Math.round(l * width),
      top: Math.round(t * height),
      width: Math.min(Math.round(w * width), width - Math.round(l * width)),
      height: Math.min(Math.round(h * height), height - Math.round(t * height)),
    };
    const info = await sharp(input)
      .extract(region)
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toFile(path.join(dir, out));
    console.log(`${out} ${info.width}x${info.height} ${fs.statSync(path.join(dir, out)).size} bytes  (from ${src})`);
  }
}
