import type { DataProvider } from 'ra-core';

/** Runs `load` once and shares its promise (a failed load is retried next time). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * A DataProvider whose implementation loads on its first call. react-admin needs the
 * object at start; the HTTP stack behind it is only fetched once a page asks for data.
 */
export function deferDataProvider(load: () => Promise<DataProvider>): DataProvider {
  const live = once(load);
  return {
    supportAbortSignal: true,
    getList: (resource, params) => live().then((dp) => dp.getList(resource, params)),
    getOne: (resource, params) => live().then((dp) => dp.getOne(resource, params)),
    getMany: (resource, params) => live().then((dp) => dp.getMany(resource, params)),
    getManyReference: (resource, params) =>
      live().then((dp) => dp.getManyReference(resource, params)),
    create: (resource, params) => live().then((dp) => dp.create(resource, params)),
    update: (resource, params) => live().then((dp) => dp.update(resource, params)),
    updateMany: (resource, params) => live().then((dp) => dp.updateMany(resource, params)),
    delete: (resource, params) => live().then((dp) => dp.delete(resource, params)),
    deleteMany: (resource, params) => live().then((dp) => dp.deleteMany(resource, params)),
  };
}
