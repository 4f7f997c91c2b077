import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TOP_UP_PATH } from '../paths/wallet';

/** An empty list of money (no orders, no wallet activity yet) starts with a top-up. */
export function TopUpButton() {
  const translate = useTranslate();
  return (
    <Button variant="contained" component={Link} to={TOP_UP_PATH}>
      {translate('catalogue.home.topUp')}
    </Button>
  );
}
