import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pageWindow } from '../lib/page-window.ts';

interface FivePagePaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** The procedures list's pager: Previous, Next and up to five numbered buttons. */
export function FivePagePagination({ page, totalPages, onPageChange }: FivePagePaginationProps) {
  const lastPage = Math.max(totalPages, 1);
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, lastPage).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <Button size="small" variant="outlined" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
