import { render } from './support/render';
import Checkbox from '@mui/material/Checkbox';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme';

describe('checkboxes', async () => {
  it('names the input of react-admin’s row checkbox, not its wrapper; others keep their input props', async () => {
    const { container } = await render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox className="select-item" aria-label="Select this row" />
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
      </ThemeProvider>,
    );
    const [row, all] = [...container.querySelectorAll('input')];
    expect(row.getAttribute('aria-label')).toBe('Select this row');
    expect(row.parentElement?.getAttribute('aria-label')).toBeNull();
    expect(all.getAttribute('aria-label')).toBe('Select all');
  });
});
