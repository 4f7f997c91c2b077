import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource, type DataProvider } from 'react-admin';

/**
 * The reference the Lighthouse and weight targets are set against: a bare react-admin
 * 5 app with one lazy resource, an in-memory data provider, no auth, no custom layout.
 */
const AUTHORS = ['Ada Lovelace', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov'];
const posts = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  title: `Post number ${i + 1}`,
  author: AUTHORS[i % AUTHORS.length],
  published: new Date(Date.UTC(2025, 0, 1 + i * 3)).toISOString().slice(0, 10),
}));
type Post = (typeof posts)[number];

const readOnly = () => Promise.reject(new Error('the bare app is read-only'));
const dataProvider = {
  getList: async (_resource, { pagination = { page: 1, perPage: 10 }, sort }) => {
    const { field = 'id', order = 'ASC' } = sort ?? {};
    const key = field as keyof Post;
    const sorted = [...posts].sort(
      (a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * (order === 'ASC' ? 1 : -1),
    );
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: sorted.slice(start, start + pagination.perPage), total: posts.length };
  },
  getOne: async (_resource, { id }) => ({ data: posts.find((post) => post.id === Number(id)) }),
  getMany: readOnly,
  getManyReference: readOnly,
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
} as DataProvider;

const PostList = lazy(() => import('./PostList'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={PostList} />
    </Admin>
  </StrictMode>,
);
