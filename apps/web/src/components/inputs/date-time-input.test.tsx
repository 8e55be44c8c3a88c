import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeInput } from './date-time-input.tsx';

function Form({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <DateTimeInput
      label="Início"
      value={value}
      error={value === '' ? error : undefined}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('date-and-time input', () => {
  it('gives yyyy-MM-ddTHH:mm once the day and the time of day are both given', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} error="Esse campo é obrigatório" />);
    const field = screen.getByRole('group', { name: 'Início' });
    await userEvent.type(within(field).getByLabelText('Data'), '02032026');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(within(field).getByRole('alert')).toHaveTextContent('Esse campo é obrigatório');
    await userEvent.type(within(field).getByLabelText('Horas'), '30');
    expect(within(field).getByLabelText('Horas')).toHaveValue(23);
    await userEvent.clear(within(field).getByLabelText('Horas'));
    await userEvent.type(within(field).getByLabelText('Horas'), '8');
    await userEvent.type(within(field).getByLabelText('Minutos'), '5');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-02T08:05');
    expect(within(field).queryByRole('alert')).not.toBeInTheDocument();
  });
});
