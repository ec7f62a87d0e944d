import { describe, expect, it } from 'vitest';
import { boxed } from '../../src/server/console-box';

describe('boxed', () => {
  it('frames every line at one width, so the first password stands out of the start log', () => {
    const box = boxed(['Created the first administrator.', '  password: Xy7-abc_DEF123ghi456jk']).split('\n');
    expect(box).toHaveLength(4);
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
    expect(box[0]).toMatch(/^╔═+╗$/);
    expect(box[2]).toBe('║    password: Xy7-abc_DEF123ghi456jk  ║');
    expect(box[3]).toMatch(/^╚═+╝$/);
  });
});
