import { Datagrid, DateField, List, TextField } from 'react-admin';

/** The lazy resource's list: a chunk of its own, loaded when the app lands on /posts. */
export default function PostList() {
  return (
    <List>
      <Datagrid>
        <TextField source="id" />
        <TextField source="title" />
        <TextField source="author" />
        <DateField source="published" />
      </Datagrid>
    </List>
  );
}
