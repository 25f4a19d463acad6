/** an-array-of-english-words ships no types: its main file is a JSON array of ~275,000 lower-case English words. */
declare module 'an-array-of-english-words' {
  const words: readonly string[];
  export = words;
}
