# Spite & Malice: o nome, as palavras da sua tela, as linhas dos níveis e
# os motivos do motor para recusar um lance.

spite-title = Spite & Malice

## Os níveis: o que esperar do bot de cada um

spite-rung-newcomer = Joga primeiro a carta do monte de pagamento, depois qualquer carta que sirva; muitas vezes esquece as pilhas de descarte.
spite-rung-beginner = Joga a carta do monte de pagamento quando ela serve, senão qualquer carta que sirva.
spite-rung-casual = Planeja uma sequência de cartas até a carta do monte de pagamento e monta as pilhas de descarte; às vezes se esquece delas.
spite-rung-club = Examina a vez inteira, mas arrisca pouco sobre as cartas que não vê.
spite-rung-expert = Examina a vez inteira com muitos palpites sobre as cartas escondidas: o mais forte.
