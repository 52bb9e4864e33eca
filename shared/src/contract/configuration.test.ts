import { describe, expect, it } from '@rstest/core';
import { safeParse } from 'zod/mini';
import { configurationFixture } from '../testing/configuration-fixture';
import { configurationResponseSchema } from './configuration';
import { DEFAULT_THEME_COLOR } from './safe-values';

function withTheme(theme: Record<string, unknown>) {
  const configuration = configurationFixture();
  return {
    results: {
      configuration: {
        ...configuration,
        reservations: {
          customization: {
            ...configuration.reservations.customization,
            theme: { ...configuration.reservations.customization.theme, ...theme },
          },
        },
      },
    },
  };
}

function parsedTheme(theme: Record<string, unknown>) {
  const parsed = safeParse(configurationResponseSchema, withTheme(theme));
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data.results.configuration.reservations.customization.theme;
}

describe('configuration schema', () => {
  it('accepts a complete configuration as the API sends it', () => {
    const parsed = safeParse(configurationResponseSchema, { results: { configuration: configurationFixture() } });
    expect(parsed.success).toBe(true);
  });

  it('refuses a configuration without its vertical', () => {
    const { vertical: _omitted, ...rest } = configurationFixture();
    expect(safeParse(configurationResponseSchema, { results: { configuration: rest } }).success).toBe(false);
  });

  it('refuses a configuration without the page-activated flag', () => {
    const configuration = configurationFixture();
    const { reservations_page_activated: _omitted, ...customization } = configuration.reservations.customization;
    const body = { results: { configuration: { ...configuration, reservations: { customization } } } };
    expect(safeParse(configurationResponseSchema, body).success).toBe(false);
  });

  it('refuses an unknown vertical', () => {
    const body = { results: { configuration: { ...configurationFixture(), vertical: 'fitness' } } };
    expect(safeParse(configurationResponseSchema, body).success).toBe(false);
  });

  it('refuses a body without results.configuration', () => {
    expect(safeParse(configurationResponseSchema, { configuration: configurationFixture() }).success).toBe(false);
  });

  it('fills the default configuration where the merchant set none', () => {
    const configuration = configurationFixture();
    const {
      max_services_per_appointment: _max,
      reservation_frequency_minutes: _freq,
      ...customization
    } = configuration.reservations.customization;
    const parsed = safeParse(configurationResponseSchema, {
      results: { configuration: { ...configuration, reservations: { customization } } },
    });
    expect(parsed.success && parsed.data.results.configuration.reservations.customization).toMatchObject({
      max_services_per_appointment: 3,
      reservation_frequency_minutes: 10,
    });
  });
});

describe('merchant-supplied URLs', () => {
  it('keeps http and https URLs', () => {
    const theme = parsedTheme({ logo: 'https://cdn.example.com/logo.png', instagram_url: 'http://instagram.com/x' });
    expect(theme.logo).toBe('https://cdn.example.com/logo.png');
    expect(theme.instagram_url).toBe('http://instagram.com/x');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox',
    '//evil.example.com/x',
    '/relative/logo.png',
    'not a url',
    '',
  ])('drops %j instead of making it a link or image', (hostile) => {
    const theme = parsedTheme({ logo: hostile, facebook_url: hostile });
    expect(theme.logo).toBeNull();
    expect(theme.facebook_url).toBeNull();
  });

  it('drops a hostile banner variant but keeps the safe ones', () => {
    const theme = parsedTheme({
      header_background_image: { '1x': 'https://cdn.example.com/b.jpg', '2x': 'javascript:alert(1)', '3x': null },
    });
    expect(theme.header_background_image).toEqual({ '1x': 'https://cdn.example.com/b.jpg', '2x': null, '3x': null });
  });

  it('treats a non-string URL as absent rather than failing the page', () => {
    expect(parsedTheme({ instagram_url: 42 }).instagram_url).toBeNull();
  });
});

describe('merchant theme colour', () => {
  it.each(['#1B6AD7', '#fff', '#a1b2c3'])('keeps the hex colour %s', (color) => {
    expect(parsedTheme({ color }).color).toBe(color);
  });

  it.each([
    'red',
    '#12345',
    '#1234567',
    '#zzzzzz',
    '#fff;background:url(https://evil)',
    'rgb(0,0,0)',
    'var(--x)',
    '#fff\n}body{display:none',
    null,
    42,
  ])('replaces %j with the default colour', (color) => {
    expect(parsedTheme({ color }).color).toBe(DEFAULT_THEME_COLOR);
  });
});
