import { describe, expect, it } from '@rstest/core';
import { bannerSources } from './banner-sources';

const API = 'https://api.example/v0/images';

describe('bannerSources', () => {
  it('offers an uploaded banner by width, the phone widths first, drawn the whole page wide', () => {
    const sources = bannerSources({
      '1x': `${API}/b1.webp`,
      '2x': `${API}/b2.webp`,
      '3x': `${API}/b3.webp`,
      '360w': `${API}/p1.webp`,
      '720w': `${API}/p2.webp`,
      '1080w': `${API}/p3.webp`,
    });
    expect(sources).toEqual({
      src: `${API}/b1.webp`,
      srcSet: [
        `${API}/p1.webp 360w`,
        `${API}/p2.webp 720w`,
        `${API}/p3.webp 1080w`,
        `${API}/b1.webp 1280w`,
        `${API}/b2.webp 2560w`,
        `${API}/b3.webp 3840w`,
      ].join(', '),
      sizes: '100vw',
    });
  });

  it('leaves out a width whose address was dropped as unsafe', () => {
    const sources = bannerSources({
      '1x': `${API}/b1.webp`,
      '2x': null,
      '3x': `${API}/b3.webp`,
      '360w': `${API}/p1.webp`,
      '720w': null,
      '1080w': `${API}/p3.webp`,
    });
    expect(sources?.srcSet).toBe(
      `${API}/p1.webp 360w, ${API}/p3.webp 1080w, ${API}/b1.webp 1280w, ${API}/b3.webp 3840w`,
    );
  });

  it('offers a banner hosted elsewhere by density, as before, without sizes', () => {
    const sources = bannerSources({
      '1x': 'https://cdn.example/b.jpg',
      '2x': 'https://cdn.example/b@2x.jpg',
      '3x': null,
    });
    expect(sources).toEqual({
      src: 'https://cdn.example/b.jpg',
      srcSet: 'https://cdn.example/b.jpg 1x, https://cdn.example/b@2x.jpg 2x',
    });
  });

  it('is null without a banner', () => {
    expect(bannerSources(null)).toBeNull();
    expect(bannerSources({ '1x': null, '2x': null, '3x': null })).toBeNull();
  });
});
