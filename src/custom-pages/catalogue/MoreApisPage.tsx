import { useState } from 'react';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { listCatalogue, type CatalogueProduct } from '../../../contract/catalogue';
import { EnumChip } from '../../resources/views/EnumChip';
import { ProductActions } from './ProductActions';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { SearchField } from './SearchField';
import { useCall } from '../../ui/useCall';
import { useDebounced } from './useDebounced';

/** /home/moreApis: every product, searchable by name: number, name, introduction, state, action. */
export default function MoreApisPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`catalogue.moreApis.${key}`);
  const [name, setName] = useState('');
  const search = useDebounced(name.trim());
  const { data, loading, reload } = useCall(listCatalogue, {
    query: search ? { name: search } : {},
  });
  const [details, setDetails] = useState<CatalogueProduct | null>(null);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="catalogue.moreApis.title" />
      <SearchField label={t('search')} value={name} onChange={setName} />
      <Card>
        {loading && <LinearProgress />}
        <TableContainer tabIndex={0} role="region" aria-label={t('title')}>
          <Table aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('number')}</TableCell>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('introduction')}</TableCell>
                <TableCell>{t('state')}</TableCell>
                <TableCell>{t('action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.list.map((product, index) => (
                <TableRow key={product.key} data-product={product.key}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {product.name}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>{product.introduction}</TableCell>
                  <TableCell>
                    <EnumChip
                      name="productState"
                      value={product.state}
                      colors={{ activated: 'success' }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 260 }}>
                    <ProductActions product={product} onChanged={reload} onDetails={setDetails} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {data && data.total === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">
            {t('empty')}
          </Typography>
        )}
      </Card>
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
