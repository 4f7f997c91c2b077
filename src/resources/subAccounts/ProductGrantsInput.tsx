import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import {
  billingMethod,
  type BillingMethod,
  type ProductGrant,
} from '../../../contract/subAccounts';
import { useSession } from '../../session/useSession';

/**
 * Product authorization (spec sections 3 and 6): each product the account has activated
 * can be granted, billed to the sub-account's own wallet or to the main account's.
 */
export function ProductGrantsInput() {
  const translate = useTranslate();
  const { allProductList, activatedProductKeys } = useSession();
  const { field } = useInput<ProductGrant[]>({ source: 'products', defaultValue: [] });
  const grants: ProductGrant[] = field.value ?? [];
  const products = allProductList.filter((product) => activatedProductKeys.includes(product.key));

  const set = (productKey: string, method: BillingMethod | null) =>
    field.onChange([
      ...grants.filter((grant) => grant.productKey !== productKey),
      ...(method ? [{ productKey, billingMethod: method }] : []),
    ]);

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <FormLabel component="legend">
        {translate('resources.users/accounts.fields.products')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary">
        {translate(products.length ? 'app.users.productsHint' : 'app.users.noProducts')}
      </Typography>
      {products.map((product) => {
        const grant = grants.find((candidate) => candidate.productKey === product.key);
        return (
          <Stack
            key={product.key}
            direction={{ xs: 'column', md: 'row' }}
            sx={{ alignItems: { md: 'center' }, gap: 1 }}
          >
            <FormControlLabel
              sx={{ minWidth: 260 }}
              control={
                <Checkbox
                  checked={Boolean(grant)}
                  onChange={(event) => set(product.key, event.target.checked ? 'dependent' : null)}
                />
              }
              label={product.name}
            />
            <RadioGroup
              row
              aria-label={translate('app.users.billingOf', { product: product.name })}
              value={grant?.billingMethod ?? ''}
              onChange={(event) => set(product.key, event.target.value as BillingMethod)}
            >
              {billingMethod.options.map((method) => (
                <FormControlLabel
                  key={method}
                  value={method}
                  disabled={!grant}
                  control={<Radio size="small" />}
                  label={translate(`app.users.billing.${method}`)}
                />
              ))}
            </RadioGroup>
          </Stack>
        );
      })}
    </Stack>
  );
}
