import { createContext, useContext } from 'react';
import type { AccessRules } from './access';

/** The access rules of the signed-in frame (AppLayout provides them). */
export const AccessRulesContext = createContext<AccessRules | undefined>(undefined);

/** The access rules; only screens inside the signed-in frame ask for them. */
export function useAccessRules(): AccessRules {
  const rules = useContext(AccessRulesContext);
  if (!rules) throw new Error('useAccessRules is used outside AppLayout');
  return rules;
}
