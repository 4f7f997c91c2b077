import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A titled part of a staff page, with its actions beside the title. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t(title)}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export interface Column<R> {
  /** Message key of the header. */
  label: string;
  value: (row: R) => ReactNode;
  align?: 'right';
}

/** A small read-only table; it scrolls sideways on a phone rather than squeezing. */
export function SimpleTable<R>({
  columns,
  rows,
  rowKey,
  empty = 'staffConsole.empty',
}: {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  empty?: string;
}) {
  const t = useTranslate();
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t(empty)}
      </Typography>
    );
  return (
    // a table wider than a phone scrolls; the keyboard reaches it too
    <TableContainer tabIndex={0}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {t(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
