import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { contrastRatio, readableOnWhite } from './contrast.ts';
import { checkLogo, LOGO_MESSAGES } from './logo.ts';
import { ACCENT_CONTRAST, ACCENT_FORMAT, BrandUpdateRequestSchema, madeWithOn, preparedLine, TAX_NAME_MESSAGE, TAX_RATE_DECIMALS, TAX_RATE_MESSAGE } from './schema.ts';

describe('contrast (WCAG 2)', () => {
  it('measures the known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2); // the classic just-too-light grey
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#1f4e79')).toBeCloseTo(contrastRatio('#1f4e79', '#ffffff'), 10);
  });

  it('says whether a colour reads as text on white', () => {
    expect(readableOnWhite('#767676')).toBe(true);
    expect(readableOnWhite('#777777')).toBe(false);
    expect(readableOnWhite('#FFEE58')).toBe(false);
    expect(readableOnWhite('#7A1F5C')).toBe(true);
    expect(readableOnWhite('7a1f5c')).toBe(false);
  });
});

describe('the brand form', () => {
  const valid = { firmName: ' Lee & Partners ', senderName: 'Ann', signature: 'Ann\nLee & Partners', accentColor: '#7A1F5C' };
  const first = (input: object) => {
    const result = validate(BrandUpdateRequestSchema, input);
    return result.success ? null : result.error.fieldErrors;
  };

  it('trims, lower-cases the colour and allows every field empty', () => {
    expect(BrandUpdateRequestSchema.parse(valid)).toEqual({ ...valid, firmName: 'Lee & Partners', accentColor: '#7a1f5c' });
    expect(BrandUpdateRequestSchema.parse({ firmName: '', senderName: '', signature: '', accentColor: '' })).toMatchObject({ accentColor: '' });
  });

  it('refuses with a message per field', () => {
    expect(first({ ...valid, firmName: 'x'.repeat(121) })).toEqual({ firmName: 'Must be at most 120 characters' });
    expect(first({ ...valid, signature: 'x'.repeat(1001) })).toEqual({ signature: 'Must be at most 1000 characters' });
    expect(first({ ...valid, accentColor: 'blue' })).toEqual({ accentColor: ACCENT_FORMAT });
    expect(first({ ...valid, accentColor: '#fff' })).toEqual({ accentColor: ACCENT_FORMAT });
    expect(first({ ...valid, accentColor: '#ffee58' })).toEqual({ accentColor: ACCENT_CONTRAST });
    expect(first({ ...valid, firmName: 'a\u0000b' })).toEqual({ firmName: expect.stringMatching(/invalid characters/) });
  });

  it('takes the tax on the fees: included or not, a rate of 0–100 with two decimals, a short name', () => {
    expect(BrandUpdateRequestSchema.parse({ ...valid, taxIncluded: false, taxRate: 7.25, taxName: ' Sales tax ' })).toMatchObject({ taxIncluded: false, taxRate: 7.25, taxName: 'Sales tax' });
    expect(BrandUpdateRequestSchema.parse({ ...valid, taxIncluded: true, taxRate: 0, taxName: '' })).toMatchObject({ taxRate: 0, taxName: '' });
    expect(first({ ...valid, taxRate: -1 })).toEqual({ taxRate: TAX_RATE_MESSAGE });
    expect(first({ ...valid, taxRate: 101 })).toEqual({ taxRate: TAX_RATE_MESSAGE });
    expect(first({ ...valid, taxRate: '20' })).toEqual({ taxRate: TAX_RATE_MESSAGE });
    expect(first({ ...valid, taxRate: 7.255 })).toEqual({ taxRate: TAX_RATE_DECIMALS });
    expect(first({ ...valid, taxName: 'x'.repeat(21) })).toEqual({ taxName: TAX_NAME_MESSAGE });
  });
});

describe('the document’s lines', () => {
  it('says as much of who for and who by as is known', () => {
    expect(preparedLine('Acme', 'Lee & Partners')).toBe('Prepared for Acme by Lee & Partners');
    expect(preparedLine('Acme', '')).toBe('Prepared for Acme');
    expect(preparedLine('', 'Lee & Partners')).toBe('Prepared by Lee & Partners');
    expect(preparedLine('', '')).toBe('');
  });

  it('the made-with switch is on unless the setting says false', () => {
    expect(madeWithOn(undefined)).toBe(true);
    expect(madeWithOn('true')).toBe(true);
    expect(madeWithOn(' FALSE ')).toBe(false);
  });
});

describe('logo sniffing', () => {
  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  /** SOI, an APP0 segment, a DHT segment (C4, not a frame), then SOF2 (progressive) with the size. */
  const jpeg = (width: number, height: number) =>
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc4, 0, 3, 0, 0xff, 0xc2, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0, 0xff, 0xd9]);

  it('reads PNG and JPEG sizes from their headers', () => {
    expect(checkLogo(png(320, 100))).toEqual({ ok: true, logo: { type: 'image/png', width: 320, height: 100 } });
    expect(checkLogo(jpeg(1000, 600))).toEqual({ ok: true, logo: { type: 'image/jpeg', width: 1000, height: 600 } });
  });

  it('refuses anything else by its bytes, with the reason', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, message: LOGO_MESSAGES.empty });
    expect(checkLogo(text('GIF89a......'))).toEqual({ ok: false, message: LOGO_MESSAGES.notImage });
    expect(checkLogo(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, message: LOGO_MESSAGES.notImage });
    expect(checkLogo(png(1001, 10))).toEqual({ ok: false, message: LOGO_MESSAGES.tooWide });
    expect(checkLogo(jpeg(10, 1001))).toEqual({ ok: false, message: LOGO_MESSAGES.tooWide });
    expect(checkLogo(png(0, 10))).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
    expect(checkLogo(png(10, 10).slice(0, 20))).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
    expect(checkLogo(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]))).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
    const big = png(10, 10);
    const large = new Uint8Array(200 * 1024 + 1);
    large.set(big);
    expect(checkLogo(large)).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
  });
});
