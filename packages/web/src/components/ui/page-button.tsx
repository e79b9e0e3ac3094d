import Button from '@mui/material/Button';

interface PageButtonProps {
  number: number;
  /** The page shown: its button is filled and announced as the current page. */
  page: number;
  onPageChange: (page: number) => void;
}

/** A numbered button of a pager. */
export function PageButton({ number, page, onPageChange }: PageButtonProps) {
  return (
    <Button
      size="small"
      variant={number === page ? 'contained' : 'text'}
      aria-label={`Page ${number}`}
      aria-current={number === page ? 'page' : undefined}
      onClick={() => onPageChange(number)}
      sx={{ minWidth: 36 }}
    >
      {number}
    </Button>
  );
}
