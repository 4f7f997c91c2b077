/** The contract of /om/api: imported by the console, the server and the tests. */
export * from './auth';
export * from './call';
export * from './codes';
export * from './constants';
export * from './credentials';
export * from './envelope';
export * from './enums';
export * from './global';
export * from './list';
export * from './menus';
export * from './money';
export * from './orders';
export * from './permissions';
export * from './notices';
export * from './roles';
export * from './rules';
export * from './subAccounts';
