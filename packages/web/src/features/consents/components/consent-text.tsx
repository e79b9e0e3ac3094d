import Box from '@mui/material/Box';
import Markdown from 'react-markdown';

/**
 * A consent's text: paragraphs, with headings and lists written as Markdown. Raw HTML is dropped,
 * never rendered, and links keep only safe protocols (react-markdown's default).
 */
export function ConsentText({ body }: { body: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        '& h1, & h2, & h3, & h4, & h5, & h6': { typography: 'h6', mt: 2, mb: 1 },
        '& p': { my: 1 },
      }}
    >
      <Markdown skipHtml>{body}</Markdown>
    </Box>
  );
}
