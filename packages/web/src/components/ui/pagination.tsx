import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageButton } from './page-button.tsx';
import { pageItems, parseGoToPage } from './page-items.ts';

/** A pager's place in a list: the page shown, how many there are, and the move to another. */
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous/Next, page numbers with ellipses, and a "Go to page" box that accepts 1 to the last page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const lastPage = Math.max(totalPages, 1);
  const [entry, setEntry] = useState('');
  const target = parseGoToPage(entry, lastPage);

  function goTo(event: FormEvent) {
    event.preventDefault();
    if (target === undefined) return;
    onPageChange(target);
    setEntry('');
  }

  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageItems(page, lastPage).map((item) =>
        typeof item === 'number' ? (
          <PageButton key={item} number={item} page={page} onPageChange={onPageChange} />
        ) : (
          <Typography key={item} component="span" aria-hidden sx={{ px: 0.5 }}>
            …
          </Typography>
        ),
      )}
      <Button variant="outlined" size="small" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
      <Box component="form" onSubmit={goTo} sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { sm: 2 } }}>
        <TextField
          label="Go to page"
          size="small"
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: lastPage } }}
          sx={{ width: 110 }}
        />
        <Typography component="span">of {lastPage}</Typography>
        <Button type="submit" variant="outlined" size="small" disabled={target === undefined}>
          Go
        </Button>
      </Box>
    </Box>
  );
}
