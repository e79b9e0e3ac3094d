import { createTheme } from '@mui/material/styles';

const focusRing = { outline: '3px solid #0b5cad', outlineOffset: 2 };
const WARNING_TEXT = '#9a4601';

/**
 * Calm blue-teal on light grey: readable at a glance, with a focus ring no one can miss. The
 * sign-in page, drawn before MUI loads, repeats these colours and type in plain CSS: keep
 * `light/base.css`, `light/light.css` and `features/auth/components/auth-layout.css` in step.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b5cad', contrastText: '#ffffff' },
    secondary: { main: '#00796b' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    // Text on a coloured fill (chips, buttons) gets at least the 4.5:1 contrast WCAG AA asks of it.
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  // Menus, dialogs and drawers appear at once for whoever asks their system for less motion.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    h5: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e0e4ea' } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // An outlined chip writes its label in its colour: warning orange on white is only 3.1:1, so
    // its label takes a darker orange (6.4:1) and keeps the orange border.
    MuiChip: {
      styleOverrides: {
        root: { variants: [{ props: { variant: 'outlined', color: 'warning' }, style: { color: WARNING_TEXT } }] },
      },
    },
    // A disabled field's helper text says why it is disabled, so it stays readable.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
