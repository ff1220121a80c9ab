import { describe, expect, it } from 'vitest';
import { activeToolKey } from './nav.ts';

describe('header nav', () => {
  it('highlights the current tool by route prefix', () => {
    expect(activeToolKey('/ai-niche-finder')).toBe('/ai-niche-finder');
    expect(activeToolKey('/ai-niche-finder/42')).toBe('/ai-niche-finder');
    expect(activeToolKey('/roi-calculator')).toBe('/roi-calculator');
  });
  it('highlights Clients on every client screen', () => {
    expect(activeToolKey('/clients')).toBe('/clients');
    expect(activeToolKey('/clients/12/edit')).toBe('/clients');
    expect(activeToolKey('/clients/from-call')).toBe('/clients');
  });
  it('highlights nothing elsewhere, and no tool by a mere name prefix', () => {
    expect(activeToolKey('/history')).toBeUndefined();
    expect(activeToolKey('/ai-niche-finder-old')).toBeUndefined();
  });
});
