import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache, whose style tags carry the nonce the server gave this page (its content
 * security policy refuses styles without it). Vite's `csp-nonce` meta tag holds it; browsers
 * keep a nonce only as the element's property, not as a readable attribute.
 */
export function pageStyleCache(): EmotionCache {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: 'css', nonce: meta?.nonce || undefined });
}
