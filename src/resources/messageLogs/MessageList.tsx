import InsightsIcon from '@mui/icons-material/Insights';
import Button from '@mui/material/Button';
import { TextInput, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGE_INSIGHTS_PATH, MESSAGE_PRIVACY_PATH } from '../../paths/devtools';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { MessageExportButton } from './MessageExportButton';

/** A recipient's number as typed (`+55 11 9…`, `5511…`) or a message id. */
const SEARCH = (
  <TextInput
    key="q"
    source="q"
    label="resources.messages.filters.q"
    alwaysOn
    resettable
    sx={{ width: 220 }}
  />
);

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={MESSAGE_INSIGHTS_PATH} size="small" startIcon={<InsightsIcon />}>
        {translate('messageLogs.insights.open')}
      </Button>
      <MessageExportButton />
      <Button component={Link} to={MESSAGE_PRIVACY_PATH} size="small">
        {translate('messagePrivacy.open')}
      </Button>
    </TopToolbar>
  );
}

/**
 * The messages: the generated list with a search by number or id first, and the way to their
 * insights, their export and the account's message privacy.
 */
export default function MessageList({ def }: { def: ResourceDefinition }) {
  return <ResourceList def={def} actions={<Actions />} search={SEARCH} />;
}
