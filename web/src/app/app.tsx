import {
  AppBar,
  Box,
  Button,
  Container,
  CssBaseline,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';

const theme = createTheme({ palette: { background: { default: '#f4f5f7' } } });

/**
 * The public shell. The sign-in flows, guarded layout and role menus grow from here
 * (spec sections 1 and 2).
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
            Integrated Higher Education Management Information System (HEMIS)
          </Typography>
          <Button href="/home">Home</Button>
          <Button href="/login" variant="contained">
            Login
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ my: 4 }}>
        <Box>
          <Typography variant="body1">
            Programs, students, employees, budgets, campuses, accreditation, exams, fees and reports for the national
            grants body, its universities and their campuses.
          </Typography>
        </Box>
      </Container>
    </ThemeProvider>
  );
}
