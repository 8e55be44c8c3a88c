import { addStrings } from '../../i18n/vocabulary.ts';

export const PET_NAMESPACE = 'pet';

addStrings(PET_NAMESPACE, {
  spa: {
    title: 'Spa do pet',
    intro: 'Cuide do seu bichinho: dê banho, comida e brinque com ele, e enfeite-o com os itens da loja.',
    loadError: 'Não foi possível carregar o seu pet.',
    picture: '{{name}}, seu {{species}}, está {{mood}}',
    wearing: 'Com: {{items}}',
    species: { cachorro: 'cachorro', gato: 'gato', coelho: 'coelho' },
    speciesTitle: { cachorro: 'Cachorro', gato: 'Gato', coelho: 'Coelho' },
    moods: { feliz: 'feliz', tranquilo: 'tranquilo', triste: 'triste' },
    moodLine: {
      feliz: '{{name}} está feliz!',
      tranquilo: '{{name}} está tranquilo, mas precisa de carinho.',
      triste: '{{name}} está tristinho. Cuide dele!',
    },
  },
  adopt: {
    title: 'Adote um pet',
    intro: 'Escolha um bichinho e dê um nome a ele. Ele vai morar aqui no spa e contar com os seus cuidados.',
    species: 'Escolha o bichinho',
    name: 'Nome do pet',
    nameHint: 'De 2 a 20 letras.',
    submit: 'Adotar',
    adopting: 'Adotando…',
  },
  care: {
    title: 'Cuidados',
    hint: 'Os cuidados não custam pokz. Cada um pode ser feito de novo quando a barrinha baixar.',
    needs: { banho: 'Limpeza', comida: 'Barriga cheia', brincadeira: 'Alegria' },
    actions: { banho: 'Dar banho', comida: 'Alimentar', brincadeira: 'Brincar' },
    done: {
      banho: 'Limpinho! Banho de novo mais tarde.',
      comida: 'De barriga cheia! Comida de novo mais tarde.',
      brincadeira: 'Já brincou bastante! Brinque de novo mais tarde.',
    },
    level: '{{level}}%',
  },
  wardrobe: {
    title: 'Itens do pet',
    empty: 'Você ainda não tem itens para o pet.',
    toStore: 'Comprar itens para o pet na loja',
    put: 'Colocar',
    putNamed: 'Colocar {{name}}',
    remove: 'Tirar',
    removeNamed: 'Tirar {{name}}',
    using: 'Usando',
    slots: { cabeca: 'Cabeça', pescoco: 'Pescoço', brinquedo: 'Brinquedos', cama: 'Caminha' },
  },
});
