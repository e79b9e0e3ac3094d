import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { CHART_MESSAGES } from '@clinic/contracts';
import { useChartChecklist } from '../api/get-chart-checklist.ts';

/** A procedure's chart checklist: each item done or missing, said in words and not by colour alone. */
export function ChartChecklist({ procedureId }: { procedureId: number }) {
  const checklist = useChartChecklist(procedureId);
  const headingId = `chart-checklist-${procedureId}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {CHART_MESSAGES.title}
      </Typography>
      {checklist.isPending ? <CircularProgress size={24} aria-label="Loading the chart checklist" /> : null}
      {checklist.isError ? <Alert severity="error">{CHART_MESSAGES.fetchFailed}</Alert> : null}
      {checklist.data ? (
        <>
          <Typography sx={{ mt: 1 }}>
            {checklist.data.complete
              ? CHART_MESSAGES.complete
              : `Missing: ${checklist.data.items
                  .filter((item) => !item.done)
                  .map((item) => item.label)
                  .join(', ')}`}
          </Typography>
          <List dense aria-label={CHART_MESSAGES.title}>
            {checklist.data.items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {item.done ? (
                    <CheckCircleIcon color="success" aria-hidden />
                  ) : (
                    <ErrorOutlineIcon color="warning" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText primary={`${item.label}: ${item.done ? 'done' : 'missing'}`} secondary={item.detail} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}
