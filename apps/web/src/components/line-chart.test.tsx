import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from './line-chart.tsx';

afterEach(cleanup);

const props = {
  title: 'Desempenho',
  description: 'Média mensal das notas, de 0 a 10.',
  max: 10,
  format: (value: number) => value.toFixed(1).replace('.', ','),
  table: { summary: 'Ver os dados em tabela', label: 'Mês', value: 'Média', empty: 'Sem notas' },
  points: [
    { label: 'jan/26', value: 6 },
    { label: 'fev/26', value: null },
    { label: 'mar/26', value: 8.5 },
    { label: 'abr/26', value: 9 },
  ],
};

describe('LineChart', () => {
  it('is an image named by its title and description, with a gap where nothing was measured', () => {
    const { container } = render(<LineChart {...props} />);
    const image = screen.getByRole('img', { name: 'Desempenho Média mensal das notas, de 0 a 10.' });
    // The gap in February splits the line in two.
    expect(image.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
  });

  it('gives every value in a table too', () => {
    render(<LineChart {...props} />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'MêsMédia',
      'jan/266,0',
      'fev/26Sem notas',
      'mar/268,5',
      'abr/269,0',
    ]);
  });
});
