import { addStrings } from '../../i18n/vocabulary.ts';

export const LEVELS_NAMESPACE = 'levels';

/** The 'Níveis' screen and the level card of the student's home. */
addStrings(LEVELS_NAMESPACE, {
  title: 'Níveis',
  intro: 'Jogue desafios e some pontos para subir de nível.',
  yours: 'Seu nível',
  current: 'Você está no nível {{level}}.',
  noLevel: 'Você ainda não chegou ao primeiro nível.',
  toNext: 'Para chegar ao nível {{level}}',
  progress: '{{percent}}% do nível {{level}}',
  top: 'Você chegou ao nível mais alto. Parabéns!',
  all: 'Todos os níveis',
  empty: 'Esta plataforma ainda não tem níveis.',
  loadError: 'Não foi possível carregar os níveis.',
  retry: 'Tentar novamente',
  open: 'Ver níveis',
  state: { reached: 'Alcançado', current: 'Nível atual', locked: 'A conquistar' },
  noRequisitions: 'Sem requisitos: é o começo da jornada.',
  requisition: '{{description}}: {{current}} de {{target}}',
  done: 'Feito',
  todo: 'Falta',
});
