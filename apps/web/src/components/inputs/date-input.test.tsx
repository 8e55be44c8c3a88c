import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';
import { checkDate, dateProblem, defaultMaxDate, maskDate, parseDate } from './date-rules.ts';

describe('date rules', () => {
  it('masks digits as dd/MM/yyyy and reads only real calendar days', () => {
    expect(maskDate('3a1122025999')).toBe('31/12/2025');
    expect(maskDate('0503')).toBe('05/03');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('31/04/2024')).toBeNull();
  });

  it('accepts 1901-01-01 through the last day of next year by default', () => {
    expect(defaultMaxDate(new Date(2026, 5, 1))).toBe('2027-12-31');
    const max = defaultMaxDate(new Date(2026, 5, 1));
    expect(checkDate('01/01/1901', '1901-01-01', max)).toEqual({ iso: '1901-01-01' });
    expect(checkDate('31/12/1900', '1901-01-01', max)).toEqual({ error: 'outOfRange' });
    expect(checkDate('31/12/2027', '1901-01-01', max)).toEqual({ iso: '2027-12-31' });
    expect(checkDate('01/01/2028', '1901-01-01', max)).toEqual({ error: 'outOfRange' });
  });

  it('calls a half-typed date wrong only once the field is left', () => {
    expect(dateProblem('', '1901-01-01', '2027-12-31', true)).toBeNull();
    expect(dateProblem('12/0', '1901-01-01', '2027-12-31', false)).toBeNull();
    expect(dateProblem('12/0', '1901-01-01', '2027-12-31', true)).toBe('invalid');
    expect(dateProblem('1890-05-01', '1901-01-01', '2027-12-31', false)).toBe('outOfRange');
  });
});

/** The field as a form holds it: whatever it hands on comes back as its value. */
function Form({
  onChange = () => {},
  ...props
}: {
  onChange?: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DateInput
      label="Data de nascimento"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      min={props.min}
      max={props.max}
      error={props.error}
    />
  );
}

describe('date input', () => {
  it('hands the ISO date on once the typed day is complete and valid', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const field = screen.getByLabelText('Data de nascimento');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(field, '07092010');
    expect(field).toHaveValue('07/09/2010');
    expect(onChange).toHaveBeenLastCalledWith('2010-09-07');
  });

  it('says in Portuguese why a date is refused', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} min="2020-01-01" max="2020-12-31" error="Esse campo é obrigatório" />);
    const field = screen.getByLabelText('Data de nascimento');
    await userEvent.type(field, '31022020');
    expect(screen.getByRole('alert')).toHaveTextContent('Data inválida');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Data inválida');
    await userEvent.clear(field);
    await userEvent.type(field, '01012021');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe uma data entre 01/01/2020 e 31/12/2020');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-/));
  });

  it('refuses the day before 01/01/1901 and any day after next year by default', async () => {
    const nextYear = new Date().getFullYear() + 1;
    render(<Form />);
    const field = screen.getByLabelText('Data de nascimento');
    await userEvent.type(field, '31121900');
    expect(screen.getByRole('alert')).toHaveTextContent(`Informe uma data entre 01/01/1901 e 31/12/${nextYear}`);
    await userEvent.clear(field);
    await userEvent.type(field, `3112${nextYear}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls a half-typed date invalid when the field is left, and shows the form message otherwise', async () => {
    render(<Form error="Esse campo é obrigatório" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Esse campo é obrigatório');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '1203');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Data inválida');
  });

  it('shows a given value in pt-BR form', () => {
    render(<Form initial="2024-03-05" />);
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('05/03/2024');
  });

  it('picks a day in a pt-BR calendar, with days out of range disabled', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} initial="2024-03-05" min="2024-03-03" max="2024-03-28" />);
    await userEvent.click(screen.getByRole('button', { name: 'Escolher data de nascimento no calendário' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendário' });
    expect(within(calendar).getByRole('combobox', { name: 'Escolha o mês' })).toHaveDisplayValue(/mar/i);
    expect(within(calendar).getByText(/^seg/i)).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'sábado, 2 de março de 2024' })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: /sábado, 16 de março de 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-16');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('16/03/2024');
    expect(screen.getByLabelText('Data de nascimento')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens on the chosen day, arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Form onChange={onChange} initial="2024-03-05" />
        <button type="button">Depois</button>
      </>,
    );
    await user.click(screen.getByLabelText('Data de nascimento'));
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Escolher data de nascimento no calendário' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /5 de março de 2024, selecionado/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-13');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Calendário' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    for (let press = 0; press < 6; press += 1) await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
