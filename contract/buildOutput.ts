/**
 * The list the build writes beside index.html of the files a start on home needs beyond the
 * entry's (vite.config.ts), which the server announces in home's page as module preloads
 * (server/plugins/console.ts): they then load beside the entry instead of after it has run.
 */
export const START_ON_HOME_FILE = 'start-on-home.json';
