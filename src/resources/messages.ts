import type { Language } from '../../contract/constants';
import type { ResourceMessages } from '../i18n/i18nProvider';
import { RESOURCES } from './registry';

/** Messages of the resources that keep them in their folders, in one language, by namespace. */
export function resourceMessages(language: Language): ResourceMessages {
  const resources: Record<string, unknown> = {};
  const menu: Record<string, string> = {};
  const enums: Record<string, Record<string, string>> = {};
  const validation: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const emptyLists: Record<string, string> = {};
  for (const def of RESOURCES) {
    Object.assign(validation, def.ruleMessages?.[language]?.validation);
    Object.assign(errors, def.ruleMessages?.[language]?.errors);
    const own = def.messages?.[language];
    if (!own) continue;
    resources[def.name] = own.resource;
    if (own.menu && def.menu) menu[def.menu.key] = own.menu;
    Object.assign(enums, own.enums);
    if (own.emptyList) emptyLists[def.name] = own.emptyList;
  }
  return { resources, menu, enums, validation, errors, emptyLists };
}
