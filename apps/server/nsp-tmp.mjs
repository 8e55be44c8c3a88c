import nspell from 'nspell';
import dict from 'dictionary-pt';
let t=Date.now();
const s = nspell(dict);
console.log('load', Date.now()-t);
for (const w of ['ação','acao','excessão','exceção','concerteza','menas','facto','ótimo','otimo','cidadãos','cidadões','porisso','mais','mas','houveram','problema','pobrema','Brasil','tecnologia','contato','contacto','direção','fato','receção','recepção','óptimo','ônibus','autocarro','ideia','idéia','agente','tbm','vc','pra','né']) console.log(w, s.correct(w));
t=Date.now(); for(let i=0;i<1000;i++) s.correct('cidadões'); console.log('1000 correct', Date.now()-t);
t=Date.now(); console.log(s.suggest('excessão'), Date.now()-t);
