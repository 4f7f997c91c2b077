import { useState } from 'react';

/**
 * Copies text to the clipboard; `copied` names what was copied last (its `name`, else the text
 * itself), null before. Without clipboard access (an insecure origin) nothing is copied and
 * `copy` answers false: every text offered to copy is also on screen to select by hand.
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (text: string, name = text) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(name);
      return true;
    } catch {
      return false;
    }
  };
  return { copied, copy };
}
