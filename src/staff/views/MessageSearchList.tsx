import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';

/**
 * The first search: before one, nothing is listed and the list shows its empty page, which has
 * no filters; this box starts the search, then the list's own search box takes over.
 */
function FirstSearch({ def }: { def: ResourceDefinition }) {
  const t = useTranslate();
  const { setFilters } = useListContext();
  const [q, setQ] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim()) setFilters({ q: q.trim() }, []);
  };
  return (
    <Stack
      component="form"
      onSubmit={search}
      direction="row"
      spacing={1}
      sx={{ width: '100%', maxWidth: 520 }}
    >
      <TextField
        label={t(`resources.${def.name}.fields.q`)}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained">
        {t('ra.action.search')}
      </Button>
    </Stack>
  );
}

/** Messages of any account found by the search box; a row opens the message's journey. */
export default function MessageSearchList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      actions={false}
      rowClick="show"
      emptyAction={<FirstSearch def={def} />}
    />
  );
}
