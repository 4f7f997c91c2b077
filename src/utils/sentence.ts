/**
 * A name as it reads inside an English sentence or sentence-case title ("Create message
 * template"): its first letter lowercased, unless its first word is an acronym ("API key",
 * "ID"). Other languages have no case to change.
 */
export function inSentence(name: string): string {
  const firstWord = name.split(' ')[0];
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}
