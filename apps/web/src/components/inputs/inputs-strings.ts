import { addStrings } from '../../i18n/vocabulary.ts';

export const INPUTS_NAMESPACE = 'inputs';

/** Loaded with the first screen that uses one of these inputs. */
addStrings(INPUTS_NAMESPACE, {
  chip: {
    hint: 'As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)',
    placeholder: 'Ex.: adição, soma, subtração',
    remove: 'Remover {{chip}}',
  },
  text: {
    remaining_zero: '0 caracteres restantes',
    remaining_one: '{{count}} caractere restante',
    remaining_other: '{{count}} caracteres restantes',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
  },
  date: {
    placeholder: 'dd/mm/aaaa',
    invalid: 'Data inválida',
    outOfRange: 'Informe uma data entre {{min}} e {{max}}',
    openCalendar: 'Escolher {{label}} no calendário',
    calendar: 'Calendário',
    day: 'Data',
    time: 'Hora',
  },
  time: {
    hours: 'Horas',
    minutes: 'Minutos',
    noTime: 'Sem tempo',
  },
  file: {
    drop: 'Arraste o arquivo até aqui ou clique para selecionar',
    dropMany: 'Arraste os arquivos até aqui ou clique para selecionar',
    maxSize: 'Tamanho máximo: {{size}}',
  },
});
