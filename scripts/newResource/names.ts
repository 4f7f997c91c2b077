const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The singular of an English plural as resource names have them (numbers, entries, boxes). */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const camelOf = (words: string[]) => words[0] + words.slice(1).map(capital).join('');

/** Words a label writes in capitals: `csv` → "CSV", `senderId` → "Sender ID". */
const ACRONYMS = new Set('api csv html id ip json otp pdf sms sql url usd vat xlsx xml'.split(' '));

/** Words in lower case as a label: the first capitalised, acronyms in capitals. */
const labelOfWords = (words: string) =>
  capital(words.replace(/[a-z]+/g, (word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)));

/** A camel-case property as a label: `senderId` → "Sender ID". */
export const labelOf = (camel: string) =>
  labelOfWords(camel.replace(/([A-Z])/g, ' $1').toLowerCase());

/** An enum value as a label: `not_sure` → "Not sure", `csv` → "CSV". */
export const valueLabelOf = (value: string) => labelOfWords(value.replace(/_/g, ' '));

/** Every name a resource's files use, from its kebab-case name (`blocked-numbers`). */
export function namesOf(name: string) {
  const words = name.split('-');
  const camel = camelOf(words);
  let one = camelOf([...words.slice(0, -1), singular(words[words.length - 1])]);
  if (one === camel) one = `${camel}Record`;
  const plural = words.join(' ');
  const single = [...words.slice(0, -1), singular(words[words.length - 1])].join(' ');
  return {
    name,
    /** Folders, the contract file, the declaration and the menu key: `blockedNumbers`. */
    camel,
    Pascal: capital(camel),
    /** One record: `blockedNumber` (the record schema), `BlockedNumber` (its type). */
    one,
    One: capital(one),
    table: words.join('_'),
    /** "blocked numbers", "blocked number": as a sentence has them. */
    plural,
    single,
  };
}

export type Names = ReturnType<typeof namesOf>;
export { capital, camelOf };
