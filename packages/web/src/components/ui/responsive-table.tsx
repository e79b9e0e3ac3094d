import type { Key, ReactNode } from 'react';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface Column<Row> {
  header: string;
  /** What the table's header cell shows instead of the plain header (a sort control, say). */
  headerCell?: ReactNode;
  /** The order the rows are in when they are sorted by this column; the header cell says so (aria-sort). */
  sortDirection?: 'asc' | 'desc';
  render: (row: Row) => ReactNode;
}

interface ResponsiveTableProps<Row> {
  /** Accessible name of the table (or of the card list on small screens). */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
}

interface CardListProps<Row> extends ResponsiveTableProps<Row> {
  /** What closes each card, such as the row's buttons. */
  footer?: (row: Row) => ReactNode;
}

/** The small-screen form of a table: a list of cards, one per row, each value under its column's header. */
export function CardList<Row>({ label, rows, columns, rowKey, footer }: CardListProps<Row>) {
  return (
    <Stack component="ul" aria-label={label} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              {columns.map((column) => (
                <div key={column.header}>
                  <Typography variant="caption" color="text.secondary">
                    {column.header}
                  </Typography>
                  <div>{column.render(row)}</div>
                </div>
              ))}
              {footer ? <div>{footer(row)}</div> : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A table on wide screens and one card per row on small ones, from the same column list; with no
 * rows, the `empty` sentence instead when one is given.
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  empty,
}: ResponsiveTableProps<Row> & { empty?: string }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));

  if (rows.length === 0 && empty !== undefined) return <Typography>{empty}</Typography>;
  if (small) return <CardList label={label} rows={rows} columns={columns} rowKey={rowKey} />;

  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} sortDirection={column.sortDirection ?? false}>
                {column.headerCell ?? column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
