import sharp from 'sharp';
const a = await sharp('src/assets/brand/logo.svg', { density: 200 }).resize(260).png().toBuffer();
const b = await sharp('src/assets/brand/logo-light.svg', { density: 200 }).resize(260).png().toBuffer();
const c = await sharp('src/assets/brand/logo-light.svg', { density: 300 }).resize(700).png().toBuffer();
await sharp({ create: { width: 760, height: 320, channels: 4, background: '#F4EFE6' } })
  .composite([
    { input: { create: { width: 760, height: 240, channels: 4, background: '#14283C' } }, left: 0, top: 80 },
    { input: a, left: 20, top: 20 },
    { input: b, left: 320, top: 20 + 0 },
    { input: c, left: 30, top: 120 },
  ]).png().toFile('/tmp/logos2.png');
