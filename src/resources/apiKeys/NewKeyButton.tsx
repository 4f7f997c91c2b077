import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiKeyType } from '../../../contract/apiKeys';
import { apiKeyEditUrl } from '../../paths/devtools';

/** Keys belong to a product type: the person picks it, then fills in /api-key/{type}. */
export function NewKeyButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('devtools.keys.new')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {apiKeyType.options.map((type) => (
          <MenuItem key={type} onClick={() => navigate(apiKeyEditUrl(type))}>
            {translate(`enums.apiKeyType.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
