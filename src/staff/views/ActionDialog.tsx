import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { DayPicker } from '../../ui/DayPicker';
import { useFieldErrors } from './fieldErrors';

export interface DialogField {
  name: string;
  /** Message key of the label. */
  label: string;
  /** Choices of a select: value and the message key of its label. */
  choices?: readonly { value: string; label: string }[];
  type?: 'date' | 'month' | 'decimal' | 'multiline';
  initial?: string;
}

/**
 * A staff action that asks for a few values (a reason, an amount, a role): the dialog stays
 * open with what was typed when the server refuses, each field it names marked with why.
 */
export function ActionDialog({
  title,
  submit,
  fields,
  intro,
  onSubmit,
  onClose,
}: {
  title: string;
  submit: string;
  fields: readonly DialogField[];
  intro?: ReactNode;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((field) => [field.name, field.initial ?? field.choices?.[0]?.value ?? '']),
    ),
  );
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const send = async () => {
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      fieldErrors.take(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="staff-action-title" maxWidth="xs" fullWidth>
      <DialogTitle id="staff-action-title">{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {intro}
          {fields.map((field) =>
            field.type === 'date' || field.type === 'month' ? (
              <DayPicker
                key={field.name}
                kind={field.type === 'month' ? 'month' : 'day'}
                label={t(field.label)}
                name={field.name}
                value={values[field.name]}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                  fieldErrors.clear(field.name);
                }}
                {...fieldErrors.of(field.name)}
              />
            ) : (
              <TextField
                key={field.name}
                label={t(field.label)}
                value={values[field.name]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.name]: event.target.value }));
                  fieldErrors.clear(field.name);
                }}
                {...fieldErrors.of(field.name)}
                select={Boolean(field.choices)}
                multiline={field.type === 'multiline'}
                minRows={field.type === 'multiline' ? 2 : undefined}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: field.type === 'decimal' ? { inputMode: 'decimal' } : undefined,
                }}
              >
                {field.choices?.map((choice) => (
                  <MenuItem key={choice.value} value={choice.value}>
                    {t(choice.label)}
                  </MenuItem>
                ))}
              </TextField>
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void send()}>
          {t(submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A button that opens its dialog; the dialog is made only while open. */
export function DialogButton({
  label,
  variant = 'outlined',
  color,
  dialog,
}: {
  label: string;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'error' | 'primary';
  dialog: (close: () => void) => ReactNode;
}) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant={variant} color={color} onClick={() => setOpen(true)}>
        {t(label)}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
