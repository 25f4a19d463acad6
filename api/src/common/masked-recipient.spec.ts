import { maskedRecipient } from './masked-recipient';

describe('maskedRecipient', () => {
  it('keeps a first letter, the top-level domain and the last two digits', () => {
    expect(maskedRecipient('ana.lopez@example.com')).toBe('a***@e***.com');
    expect(maskedRecipient('+15551234567')).toBe('+*********67');
  });
});
