import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeInput } from './time-input.tsx';
import { clampTimePart, formatTime } from './time-rules.ts';

function Duration(props: { initial?: string | null; maxHours?: number }) {
  const [value, setValue] = useState<string | null>(props.initial === undefined ? '00:00' : props.initial);
  return (
    <>
      <TimeInput label="Duração" value={value} onChange={setValue} maxHours={props.maxHours} />
      <output>{value ?? 'nenhum'}</output>
    </>
  );
}

const value = () => screen.getByRole('status').textContent;

describe('time rules', () => {
  it('caps each part at its maximum and turns negatives into 0', () => {
    expect(clampTimePart('120', 99)).toBe('99');
    expect(clampTimePart('75', 59)).toBe('59');
    expect(clampTimePart('-4', 59)).toBe('0');
    expect(clampTimePart('', 59)).toBe('');
    expect(formatTime('7', '5')).toBe('07:05');
  });
});

describe('time input', () => {
  it('gives hh:mm with two digits each, capped at 99 hours and 59 minutes', async () => {
    render(<Duration />);
    const hours = screen.getByLabelText('Horas');
    const minutes = screen.getByLabelText('Minutos');
    await userEvent.clear(hours);
    await userEvent.type(hours, '7');
    expect(value()).toBe('07:00');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '75');
    expect(value()).toBe('07:59');
    await userEvent.clear(hours);
    await userEvent.type(hours, '150');
    expect(value()).toBe('99:59');
    fireEvent.change(minutes, { target: { value: '-3' } });
    expect(value()).toBe('99:00');
    await userEvent.tab();
    expect(minutes).toHaveValue(0);
  });

  it('takes a smaller maximum of hours', async () => {
    render(<Duration maxHours={12} />);
    const hours = screen.getByLabelText('Horas');
    await userEvent.clear(hours);
    await userEvent.type(hours, '30');
    expect(value()).toBe('12:00');
  });

  it("offers 'Sem tempo', which empties the value and locks the fields", async () => {
    render(<Duration initial="01:30" />);
    await userEvent.click(screen.getByLabelText('Sem tempo'));
    expect(value()).toBe('nenhum');
    expect(screen.getByLabelText('Horas')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Sem tempo'));
    expect(value()).toBe('01:30');
  });
});
