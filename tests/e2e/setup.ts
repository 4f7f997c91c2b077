import { afterEach, expect } from 'vitest';
import { takeBrowserProblems } from './browser';

// a screen that works but writes errors to the browser's console, or breaks its own content
// security policy, fails its test
afterEach(() => {
  expect(takeBrowserProblems()).toEqual([]);
});
