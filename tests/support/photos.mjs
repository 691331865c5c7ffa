// @ts-check
// Camera-sized test photos, made on the spot (no photo is committed): "natural-image noise",
// i.e. 1/f noise (every scale of detail, weaker the finer, as in real photographs) with a fine
// grain on top, the hard case for an encoder. Each carries EXIF with a GPS position, as a
// phone's photo does, so a test can see it is gone from what the site serves.
import sharp from "sharp";

/** The position written into every test photo's EXIF (Adelaide's GPO), to be looked for later. */
export const TEST_GPS = { latitude: "34/1 55/1 3/1", longitude: "138/1 35/1 59/1" };

/**
 * A JPEG of `width`×`height` natural-image noise, EXIF (camera, GPS) included. `seed` makes
 * a different photo; the same seed, the same bytes.
 * @param {number} width @param {number} height @param {number} [seed]
 * @returns {Promise<Buffer>}
 */
export async function cameraPhoto(width, height, seed = 1) {
  let state = seed * 2654435761;
  const random = () => {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    return state / 4294967296;
  };
  // Coarse to fine octaves, each a small random image enlarged smoothly, weighted by scale^-¼ (more fine detail than 1/f: harder).
  const base = Math.round(width / 8);
  const baseHeight = Math.round(height / 8);
  const sum = new Float32Array(base * baseHeight * 3);
  for (const cells of [3, 6, 12, 24, 48, 96, 192, base]) {
    const w = Math.min(cells, base);
    const h = Math.max(2, Math.round((w * height) / width));
    const noise = Buffer.alloc(w * h * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = random() * 255;
    const up = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
      .resize(base, baseHeight, { kernel: "cubic", fit: "fill" })
      .raw()
      .toBuffer();
    const weight = cells ** -0.25;
    for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + ((up[i] ?? 128) - 128) * weight;
  }
  let peak = 1;
  for (const value of sum) peak = Math.max(peak, Math.abs(value));
  const small = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i++) small[i] = 128 + ((sum[i] ?? 0) / peak) * 120;
  // Enlarged to full size, with a camera's fine grain over it (12 % gaussian noise).
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .ensureAlpha(0.12)
    .raw()
    .toBuffer();
  return sharp(small, { raw: { width: base, height: baseHeight, channels: 3 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .composite([{ input: grain, raw: { width, height, channels: 4 } }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Test Camera", Model: "Born to Build fixture" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: "E",
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .toBuffer();
}
