// WCAG 2 contrast, so a firm's accent colour stays readable as text on white (headings, the share
// page's links). Pure and zod-free: the brand form checks it as the user picks a colour.

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The relative luminance of `#rrggbb` (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** True when `hex` as text on white meets WCAG AA (4.5:1). */
export const readableOnWhite = (hex: string) => HEX_COLOR.test(hex) && contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST;
