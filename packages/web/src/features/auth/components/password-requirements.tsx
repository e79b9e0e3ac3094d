import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, SPECIAL_CHARACTERS } from '@clinic/contracts';

const REQUIREMENTS = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'At least one letter',
  'At least one number',
  `At least one special character (${SPECIAL_CHARACTERS})`,
];

/** The change-password rules, listed before the user types so no rule comes as a surprise. */
export function PasswordRequirements() {
  return (
    <Box
      component="section"
      aria-labelledby="password-requirements-title"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Typography id="password-requirements-title" variant="subtitle2" component="h2">
        Password requirements
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
        {REQUIREMENTS.map((requirement) => (
          <Typography component="li" variant="body2" key={requirement}>
            {requirement}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
