import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { mayUse } from '../access';
import { STAFF_RESOURCES, queueOf } from '../resources';
import { useReviewCounts } from '../useReviewCounts';
import { Section } from './Section';

/** A line that opens a screen, saying how many wait there. */
function CountLink({ label, count, to }: { label: string; count?: number; to: string }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} sx={{ gap: 1 }}>
        <ListItemText primary={label} />
        <Chip
          size="small"
          color={count ? 'warning' : 'default'}
          label={count === undefined ? '…' : count}
        />
      </ListItemButton>
    </ListItem>
  );
}

const mayOpen = (role: Parameters<typeof mayUse>[0], name: string) => {
  const def = STAFF_RESOURCES.find((candidate) => candidate.name === name);
  return def !== undefined && mayUse(role, def);
};

/** How many a list holds, read only where the role may open it. */
function useTotal(resource: string, enabled: boolean, filter: Record<string, string> = {}) {
  return useGetList(resource, { filter, pagination: { page: 1, perPage: 1 } }, { enabled }).total;
}

const FAILED = { state: 'failed' };

/** Where a working day starts: the role's queues with their counts, and what needs attention. */
export default function HomePage() {
  const t = useTranslate();
  const { permissions } = usePermissions();
  const role = permissions ?? null;
  const counts = useReviewCounts();
  const queues = STAFF_RESOURCES.filter(
    (def) => def.menu?.group === 'reviews' && mayUse(role, def),
  );
  const seesJobs = mayOpen(role, 'jobs');
  const seesCallbacks = mayOpen(role, 'disabled-callbacks');
  const failedJobs = useTotal('jobs', seesJobs, FAILED);
  const disabledCallbacks = useTotal('disabled-callbacks', seesCallbacks);
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="staffConsole.title" />
      <Typography variant="h5" component="h1">
        {t('staffConsole.home.title')}
      </Typography>
      {queues.length > 0 && (
        <Section title="staffConsole.home.queues">
          <List dense disablePadding>
            {queues.map((def) => (
              <CountLink
                key={def.name}
                to={`/${def.name}`}
                label={t(`menu.${def.menu?.key}`)}
                count={counts.data && (counts.data[queueOf(def.name)] ?? 0)}
              />
            ))}
          </List>
        </Section>
      )}
      {(seesJobs || seesCallbacks) && (
        <Section title="staffConsole.home.attention">
          <List dense disablePadding>
            {seesJobs && (
              <CountLink
                to={`/jobs?filter=${encodeURIComponent(JSON.stringify(FAILED))}`}
                label={t('staffConsole.home.failedJobs')}
                count={failedJobs}
              />
            )}
            {seesCallbacks && (
              <CountLink
                to="/disabled-callbacks"
                label={t('staffConsole.home.disabledCallbacks')}
                count={disabledCallbacks}
              />
            )}
          </List>
        </Section>
      )}
      {queues.length === 0 && !seesJobs && !seesCallbacks && (
        <Typography>{t('staffConsole.home.nothing')}</Typography>
      )}
    </Stack>
  );
}
