import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface RouteTab {
  value: string;
  /** Message key of the tab's label. */
  label: string;
  to: string;
}

/** A page title and tabs that are routes (each tab a list of its own), with room at the end. */
export function RouteTabs({
  title,
  tabs,
  current,
  end,
}: {
  title: string;
  tabs: readonly RouteTab[];
  current: string;
  end?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Title title={title} />
      <Stack
        direction="row"
        sx={{
          mt: 1,
          borderBottom: 1,
          borderColor: 'divider',
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Tabs value={current} sx={{ flex: '1 0 auto' }}>
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={translate(tab.label)}
              component={Link}
              to={tab.to}
            />
          ))}
        </Tabs>
        {end}
      </Stack>
    </>
  );
}
