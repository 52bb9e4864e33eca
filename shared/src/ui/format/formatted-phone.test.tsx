import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { FormattedPhone, readablePhone } from './formatted-phone';

describe('readablePhone', () => {
  it('writes a number of the branch country as it is dialled there', () => {
    expect(readablePhone('+49301234567', 'DE')).toBe('030 1234567');
    expect(readablePhone('+4915112345678', 'DE')).toBe('01511 2345678');
  });

  it('writes a number of another country with its calling code, grouped as that country does', () => {
    expect(readablePhone('+33612345678', 'DE')).toBe('+33 6 12 34 56 78');
    expect(readablePhone('+49301234567', 'AT')).toBe('+49 30 1234567');
    expect(readablePhone('+49301234567', undefined)).toBe('+49 30 1234567');
  });

  it('shows what it cannot read as stored', () => {
    expect(readablePhone('12', 'DE')).toBe('12');
  });
});

describe('FormattedPhone', () => {
  it('renders the readable text', () => {
    render(
      <p>
        <FormattedPhone phone="+49301234567" country="DE" />
      </p>,
    );
    expect(screen.getByText('030 1234567')).toBeTruthy();
  });
});
