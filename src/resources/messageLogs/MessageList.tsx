import Button from '@mui/material/Button';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGE_PRIVACY_PATH } from '../../paths/devtools';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';

/** /messages: the declared list, with the way to the account's message privacy. */
export default function MessageList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <ResourceList
      def={def}
      actions={
        <TopToolbar>
          <Button component={Link} to={MESSAGE_PRIVACY_PATH} variant="outlined">
            {translate('messagePrivacy.open')}
          </Button>
        </TopToolbar>
      }
    />
  );
}
