// A brand logo is checked from its bytes, never from a file name or a Content-Type someone sent:
// the magic number says PNG or JPEG, and the image header says how large it is. Pure (Uint8Array),
// so the brand form can say the same thing before uploading as the api says after.

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_MAX_SIDE = 1000;

export const LOGO_MESSAGES = {
  empty: 'Choose an image file for the logo',
  tooLarge: `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`,
  notImage: 'The logo must be a PNG or JPEG image',
  unreadable: 'The logo image is damaged: its size cannot be read',
  tooWide: `The logo must be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels`,
} as const;

export interface LogoInfo {
  type: LogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32 = (b: Uint8Array, i: number) => u16(b, i) * 65536 + u16(b, i + 2);

/** PNG: the IHDR chunk must come first, right after the signature (PNG spec §5.6). */
function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 24 || String.fromCharCode(...b.slice(12, 16)) !== 'IHDR') return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

/** JPEG: walk the marker segments to the first start-of-frame, which holds the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16(b, i + 5), width: u16(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    i += 2 + u16(b, i + 2);
  }
  return null;
}

/** What the bytes are, or the message that says why they cannot be a logo. */
export function checkLogo(bytes: Uint8Array): { ok: true; logo: LogoInfo } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: LOGO_MESSAGES.empty };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  let type: LogoType;
  let size: { width: number; height: number } | null;
  if (PNG_SIGNATURE.every((value, i) => bytes[i] === value)) [type, size] = ['image/png', pngSize(bytes)];
  else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) [type, size] = ['image/jpeg', jpegSize(bytes)];
  else return { ok: false, message: LOGO_MESSAGES.notImage };
  if (!size || size.width === 0 || size.height === 0) return { ok: false, message: LOGO_MESSAGES.unreadable };
  if (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE) return { ok: false, message: LOGO_MESSAGES.tooWide };
  return { ok: true, logo: { type, ...size } };
}
