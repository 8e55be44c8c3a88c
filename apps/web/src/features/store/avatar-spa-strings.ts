import { addStrings } from '../../i18n/vocabulary.ts';

export const AVATAR_NAMESPACE = 'avatar';

addStrings(AVATAR_NAMESPACE, {
  spa: {
    title: 'Spa do avatar',
    intro: 'Vista o seu avatar com os itens que você comprou na loja.',
    avatar: 'Seu avatar',
    wardrobe: 'Seus itens',
    empty: 'Você ainda não tem itens para o avatar.',
    toStore: 'Comprar mais itens na loja',
    wear: 'Vestir',
    wearNamed: 'Vestir {{name}}',
    takeOff: 'Tirar',
    takeOffNamed: 'Tirar {{name}}',
    wearing: 'Vestindo',
    loadError: 'Não foi possível carregar o seu avatar.',
    options: {
      hair: 'Cabelos',
      hairColor: 'Cores de cabelo',
      glasses: 'Óculos',
      earrings: 'Brincos',
    },
  },
});
