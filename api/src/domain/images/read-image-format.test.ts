import { describe, expect, it } from '@rstest/core';
import { readImageFormat } from './read-image-format';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('readImageFormat', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(readImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(readImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(readImageFormat(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses SVG, GIF, another RIFF file and too few bytes', () => {
    expect(readImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageFormat(text('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(readImageFormat(text('GIF89a'))).toBeNull();
    expect(readImageFormat(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(readImageFormat(bytes(0x89, 0x50))).toBeNull();
    expect(readImageFormat(bytes())).toBeNull();
  });
});
