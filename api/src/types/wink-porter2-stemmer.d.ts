/** wink-porter2-stemmer ships no types: the Porter2 (Snowball English) stem of one lower-case word. */
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export = stem;
}
