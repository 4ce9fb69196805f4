# Malefiz: sein Name, die Wörter seiner Ansicht, die Zeilen seiner
# Spielstärken und die Begründungen der Engine für abgelehnte Züge.

malefiz-title = Malefiz

## Die Spielstärken: was vom Bot jeder Stufe zu erwarten ist

malefiz-rung-newcomer = Rennt mit seinen Figuren nach vorn, oft nicht mit der besten; setzt Sperrsteine irgendwohin.
malefiz-rung-beginner = Rennt die Hälfte der Zeit wie Gelegenheitsspieler, sonst wie Neuling.
malefiz-rung-casual = Zieht die Figur, die am meisten gewinnt, schlägt, wenn er kann, und blockiert den Führenden.
malefiz-rung-club = Wägt seine Züge meist wie Experte ab; ab und zu rennt er nur.
malefiz-rung-expert = Wägt jeden Zug ab: das Rennen, die Sperrsteine, die Gefahr, geschlagen zu werden.
malefiz-rung-master = Bedenkt auch die Antworten und seinen eigenen nächsten Wurf: der stärkste.
