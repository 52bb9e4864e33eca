import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { pageFormSchema, pageRequestOf } from './page-form-values';

const values = {
  name: 'Haarwerk',
  color: '#0a5c36',
  logo_image: null,
  banner_image: null,
  instagram_url: ' https://instagram.com/haarwerk ',
  facebook_url: '',
  terms_of_service_url: '',
  privacy_policy_url: '',
  imprint_url: '',
};

describe('the page form', () => {
  it('sends an empty link as none, and a typed one trimmed', () => {
    const request = pageRequestOf(z.parse(pageFormSchema, values));
    expect(request.instagram_url).toBe('https://instagram.com/haarwerk');
    expect(request.facebook_url).toBeNull();
  });

  it('refuses a link that is not https at its field', () => {
    const parsed = z.safeParse(pageFormSchema, { ...values, facebook_url: 'http://facebook.com/haarwerk' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['facebook_url']);
  });
});

describe('the page form’s links', () => {
  it.each([
    ['instagram_url', 'https://facebook.com/haarwerk', 'instagram_only'],
    ['facebook_url', 'https://instagram.com/haarwerk', 'facebook_only'],
    ['imprint_url', 'https://user:secret@haarwerk.example/impressum', 'no_credentials'],
    ['imprint_url', 'https:haarwerk.example/impressum', 'https_only'],
  ])('refuses %s %j as the API does (%s)', (field, link, code) => {
    const parsed = z.safeParse(pageFormSchema, { ...values, [field]: link });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, code]]);
  });
});
