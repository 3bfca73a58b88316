import sharp from 'sharp';
const slugs = ['villa-orselina','la-barca-blu','casa-baronada','yachtsport-resort','brissago-marina','villa-elisa'];
const photos = ['lake-mist','lake-boats','facade-lines','jetty-sunlight','lake-dusk','mountain-sunset'];
const tiles = [];
for (let i = 0; i < slugs.length; i++) {
  const bg = await sharp(`src/assets/media/${photos[i]}.jpg`).resize(600, 260, { fit: 'cover' }).modulate({ brightness: 0.8 }).toBuffer();
  const logo = await sharp(`src/assets/media/brands/${slugs[i]}-logo.svg`, { density: 144 }).resize(+process.argv[2]||500).png().toBuffer();
  const tile = await sharp(bg).composite([{ input: logo, left: 50, top: 5 }]).png().toBuffer();
  tiles.push({ input: tile, left: (i % 2) * 610, top: Math.floor(i / 2) * 270 });
}
await sharp({ create: { width: 1210, height: 800, channels: 4, background: '#fff' } }).composite(tiles).png().toFile('/tmp/brands.png');
