/** Routes of the developer tools (spec section 2), relative to the /control basename. */
export const API_KEYS_PATH = '/api-key';
export const API_KEY_EDIT_PATH = '/api-key/:type';
export const CALLBACKS_PATH = '/api-key/callback-setting';
export const CALLBACK_WIZARD_PATH = '/api-key/callback-setting/:type';
export const MESSAGE_PRIVACY_PATH = '/messages/privacy';

/** The edit screen of a key of a product type; without an id it creates one. */
export const apiKeyEditUrl = (type: string, id?: string) =>
  `${API_KEYS_PATH}/${encodeURIComponent(type)}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** The callback wizard; `new` lets the person choose the channel, a channel preselects it. */
export const callbackWizardUrl = (channel = 'new') =>
  `${CALLBACKS_PATH}/${encodeURIComponent(channel)}`;

/** The messages' list (the resource's route) and their insights. */
export const MESSAGES_PATH = '/messages';
/** The messages' insights: how the traffic of a range landed (the list is the resource's). */
export const MESSAGE_INSIGHTS_PATH = '/messages/insights';
