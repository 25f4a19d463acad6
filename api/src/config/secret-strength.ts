/**
 * How many bits of entropy a secret such as APP_SECRET holds, estimated from its text. It credits each
 * character with the alphabet the secret appears to be drawn from (hex, base64, printable ASCII), as a random
 * string of that alphabet would earn, but only when the characters are varied enough to be random: a repeated
 * character or a short pattern repeated (`aaaa...`, `abcabc...`) scores by its actual variety instead, and a
 * longer run repeated (`secret123secret123`) counts once.
 */
export function estimatedSecretBits(secret: string): number {
  if (secret.length === 0) return 0;
  const alphabet = /^[0-9a-f]+$/i.test(secret) ? 16 : /^[A-Za-z0-9+/_=-]+$/.test(secret) ? 64 : 95;
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  let observedBits = 0;
  for (const count of counts.values()) {
    const share = count / secret.length;
    observedBits -= share * Math.log2(share);
  }
  // The most a string this long can show of its alphabet's variety: a random one shows about that much.
  const attainableBits = Math.log2(Math.min(alphabet, secret.length));
  const looksRandom = observedBits >= 0.6 * attainableBits;
  return freshLength(secret) * (looksRandom ? Math.log2(alphabet) : observedBits);
}

/** Six characters: a run that long recurs by chance in a random secret once in millions. */
const RUN = 6;

/** The length of `secret` less the characters that only repeat a run seen earlier in it. */
function freshLength(secret: string): number {
  if (secret.length < RUN) return secret.length;
  const runs = new Set<string>();
  for (let start = 0; start + RUN <= secret.length; start += 1) runs.add(secret.slice(start, start + RUN));
  return runs.size + RUN - 1;
}

/** The least APP_SECRET may hold: 16 random bytes. */
export const MIN_SECRET_BITS = 128;

/** How to make a good secret, for the configuration error. */
export const MAKE_A_SECRET = 'e.g. `openssl rand -base64 32`';
