import { useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useNotify, useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { activateProduct, type CatalogueProduct } from '../../../contract/catalogue';
import { call } from '../../dataProvider';
import { session } from '../../session';
import { useSession } from '../../session/useSession';

/**
 * Activates a product after confirmation (spec section 4). Only a main account may: a
 * sub-account sees the button disabled with the reason.
 */
export function ActivateButton({
  product,
  onActivated,
}: {
  product: CatalogueProduct;
  onActivated: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { baseInfo } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isMain = baseInfo?.isMain ?? false;

  const confirm = async () => {
    setBusy(true);
    try {
      await call(activateProduct, { params: { key: product.key } });
      notify('catalogue.products.activatedDone', {
        type: 'success',
        messageArgs: { name: product.name },
      });
      setOpen(false);
      onActivated();
      // the sidebar and other pages read the activated keys from the session
      void session.loadProducts();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      size="small"
      variant="contained"
      disabled={!isMain}
      onClick={() => setOpen(true)}
      data-action="activate"
    >
      {translate('catalogue.products.activate')}
    </Button>
  );
  return (
    <>
      {isMain ? (
        button
      ) : (
        <Tooltip title={translate('catalogue.products.mainOnly')}>
          <span>{button}</span>
        </Tooltip>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title="catalogue.products.activateTitle"
        content="catalogue.products.activateContent"
        translateOptions={{ name: product.name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
