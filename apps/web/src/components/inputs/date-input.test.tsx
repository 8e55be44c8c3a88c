import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';
import { checkDate, defaultMaxDate, maskDate, parseDate } from './date-rules.ts';

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
});

describe('date input', () => {
  it('hands the ISO date on once the typed day is complete and valid', async () => {
    const onChange = vi.fn();
    render(<DateInput label="Data de nascimento" value={null} onChange={onChange} />);
    const field = screen.getByLabelText('Data de nascimento');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(field, '07092010');
    expect(field).toHaveValue('07/09/2010');
    expect(onChange).toHaveBeenLastCalledWith('2010-09-07');
  });

  it('says why a complete date is refused', async () => {
    const onChange = vi.fn();
    render(<DateInput label="Data" value={null} onChange={onChange} min="2020-01-01" max="2020-12-31" />);
    const field = screen.getByLabelText('Data');
    await userEvent.type(field, '31022020');
    expect(screen.getByText('Data inválida')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '01012021');
    expect(screen.getByText('Informe uma data entre 01/01/2020 e 31/12/2020')).toBeVisible();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('shows a given value in pt-BR form', () => {
    render(<DateInput label="Data" value="2024-03-05" onChange={() => {}} />);
    expect(screen.getByLabelText('Data')).toHaveValue('05/03/2024');
  });
});
