import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { ActivityCounts } from './activity-counts.tsx';

describe('ActivityCounts', () => {
  it('says how many activities are open, none included (pt-BR counts 0 as singular)', () => {
    const { rerender } = render(<ActivityCounts counts={{ activities_qtd: 0, urgent_activities: 0 }} />);
    expect(screen.getByText('0 atividades abertas')).toBeInTheDocument();
    rerender(<ActivityCounts counts={{ activities_qtd: 1, urgent_activities: 1 }} />);
    expect(screen.getByText('1 atividade aberta')).toBeInTheDocument();
    expect(screen.getByText('1 urgente')).toBeInTheDocument();
  });
});
