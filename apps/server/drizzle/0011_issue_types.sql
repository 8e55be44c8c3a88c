-- Reference list of issue types for the 'Reportar Erro' modal; ids are referenced by reports, never renumber.
INSERT INTO "issue_types" ("id", "type", "subject", "description", "enable_obs_text", "position") VALUES
  (1, 'game', 'Jogo não carrega', 'O jogo não abre ou fica carregando sem parar.', false, 1),
  (2, 'game', 'Resposta correta não aceita', 'Respondi certo e o jogo considerou errado.', true, 2),
  (3, 'game', 'Erro de português', 'Há erros de ortografia, acentuação ou gramática.', true, 3),
  (4, 'game', 'Imagem ou áudio com problema', 'Uma imagem não aparece ou um áudio não toca.', false, 4),
  (5, 'game', 'Outros', 'Outro problema: descreva no comentário.', true, 5),
  (11, 'Medium', 'Conteúdo não abre', 'O material não abre ou fica carregando sem parar.', false, 1),
  (12, 'Medium', 'Conteúdo incorreto', 'Há uma informação errada no material.', true, 2),
  (13, 'Medium', 'Erro de português', 'Há erros de ortografia, acentuação ou gramática.', true, 3),
  (14, 'Medium', 'Outros', 'Outro problema: descreva no comentário.', true, 4),
  (21, 'Question', 'Enunciado com erro', 'O enunciado está confuso ou tem erros.', true, 1),
  (22, 'Question', 'Gabarito incorreto', 'A alternativa marcada como correta está errada.', true, 2),
  (23, 'Question', 'Imagem ou áudio com problema', 'Uma imagem não aparece ou um áudio não toca.', false, 3),
  (24, 'Question', 'Outros', 'Outro problema: descreva no comentário.', true, 4)
ON CONFLICT ("id") DO NOTHING;
