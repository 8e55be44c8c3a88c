import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { menuOf } from '../../../test/fixtures.ts';
import type { ScreenRegistry } from '../screens.ts';
import { DashboardMenu } from './dashboard-menu.tsx';

const Screen = () => null;
const menu = [
  ...menuOf({ 'minha-classe': ['atividades', 'aulas-ao-vivo'], progresso: ['banco', 'niveis'] }),
  { slug: 'desafios', active: false, submenu: [{ slug: 'parque', active: true, submenu: [] }] },
  { slug: 'diversao', active: true, submenu: [{ slug: 'loja', active: false, submenu: [] }] },
];

function renderMenu(screens: ScreenRegistry) {
  return render(
    <MemoryRouter initialEntries={['/demo/painel/atividades']}>
      <DashboardMenu basePath="/demo/painel" menu={menu} screens={screens} />
    </MemoryRouter>,
  );
}

describe('dashboard menu', () => {
  it('shows only the active entries whose screen exists', () => {
    renderMenu({ atividades: Screen, niveis: Screen, parque: Screen, loja: Screen });

    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Atividades', 'Níveis']);
    expect(links[0]).toHaveAttribute('href', '/demo/painel/atividades');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Minha classe')).toBeInTheDocument();
    expect(within(nav).queryByText('Aulas ao vivo')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Desafios')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Diversão')).not.toBeInTheDocument();
  });

  it('renders no navigation while the dashboard has no screens', () => {
    renderMenu({});
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("folds on a phone behind 'Menu', which says whether it is open, and folds again once an entry is chosen", async () => {
    renderMenu({ atividades: Screen, niveis: Screen });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Níveis' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
