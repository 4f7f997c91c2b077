import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { callbackWizardUrl } from '../../paths/devtools';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';
import { CallbackActions } from './CallbackActions';
import { DisabledNotice } from './DisabledNotice';
import { EventChips } from './EventChips';
import { StatusCell } from './StatusCell';

/**
 * /api-key/callback-setting: the declared columns, events as chips, a notice for each
 * disabled address, and row actions.
 */
export default function CallbackList({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const statusField = def.fields.find((field) => field.source === 'status');
  return (
    <ResourceList
      def={def}
      rowClick={false}
      actions={
        <TopToolbar>
          <Button
            component={Link}
            to={callbackWizardUrl()}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('devtools.callbacks.new')}
          </Button>
        </TopToolbar>
      }
      header={<DisabledNotice />}
      cells={{
        events: <EventChips />,
        ...(statusField && { status: <StatusCell field={statusField} /> }),
      }}
    >
      <DataTable.Col label="devtools.actions" align="right">
        <CallbackActions />
      </DataTable.Col>
    </ResourceList>
  );
}
