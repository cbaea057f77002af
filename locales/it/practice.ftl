### Le pagine di allenamento di Outflank: problemi (#puzzles), il problema del giorno (#puzzles/daily) e i tuoi errori (#puzzles/mistakes).

nav-practice = Allenamento
title-practice = Problemi, il problema del giorno e i tuoi errori da ripassare
practice-title = Allenamento
practice-tabs = Tipi di allenamento
practice-tab-puzzles = Problemi
practice-tab-daily = Problema del giorno
practice-tab-mistakes = I miei errori
practice-loading = Caricamento dei problemi…
practice-damaged = Non è stato possibile caricare i problemi (il file è danneggiato o manca). La partita non ne risente.
practice-puzzle-number = Problema { NUMBER($number) }
practice-to-move = Muove { $side }
practice-kind-win = Trova l'unica mossa vincente
practice-kind-draw = Salva la patta
practice-kind-best-score = Trova la mossa con il punteggio migliore
practice-kind-find-move = Trova la mossa
practice-kind-trap = Non cadere nella trappola
practice-difficulty = Difficoltà
practice-difficulty-value = Difficoltà { NUMBER($level) } su 5
practice-theme-corner = Tema: angolo
practice-theme-edge = Tema: bordo
practice-theme-parity = Tema: parità
practice-theme-tempo = Tema: tempo
practice-theme-wipe-out = Tema: annientamento
practice-values-exact = I valori sono esatti (calcolati fino alla fine).
practice-values-search = I valori sono quelli di una ricerca profonda.
practice-wrong = { $square } perde { $loss ->
    [one] 1 pedina
   *[other] { $loss } pedine
}; c'è una mossa migliore.
practice-wrong-unknown = { $square } non è la mossa migliore trovata dall'analisi.
practice-solved = Giusto: { $square } è la mossa migliore.
practice-continue = Giusto: { $square }. Il computer risponde { $reply }; tocca a te.
practice-continue-pass = Giusto: { $square }. Il computer non ha mosse e passa; tocca ancora a te.
practice-step = Mossa { NUMBER($step) } di { NUMBER($steps) }
practice-try-again = Riprova
practice-show-solution = Mostra la soluzione
practice-solution = Il valore di ogni mossa è sulla scacchiera, la migliore cerchiata.
practice-next = Problema successivo
practice-solved-count = { $count ->
    [one] 1 problema risolto
   *[other] { $count } problemi risolti
}
practice-streak = Risolti al primo tentativo di fila: { NUMBER($count) }
practice-missed = { $count ->
    [one] 1 problema sbagliato tornerà
   *[other] { $count } problemi sbagliati torneranno
}
practice-daily-date = Il problema del { $date }, lo stesso per tutti
practice-daily-streak = { $count ->
    [one] 1 giorno di fila
   *[other] { $count } giorni di fila
}
practice-daily-done = Hai risolto il problema di oggi. Domani ne arriva uno nuovo.
practice-no-mistakes = Nessun errore da ripassare. Dopo una partita, scegli «Analizza la partita», poi «Ripassa i miei errori».
practice-mistakes-left = { $count ->
    [one] 1 errore da ripassare
   *[other] { $count } errori da ripassare
}
practice-mistake-played = Nella tua partita hai giocato { $square }, che ha perso { $loss ->
    [one] 1 pedina
   *[other] { $loss } pedine
}.
practice-mistake-note = È accettata solo la mossa migliore trovata dall'analisi; delle altre mosse solo la tua ha un valore.
practice-mistake-next = Errore successivo
practice-mistakes-add = Ripassa i miei errori
title-practice-mistakes = Aggiungi all'allenamento le tue mosse di questa partita che hanno perso 6 pedine o più
practice-mistakes-added = { $count ->
    [0] Nessun nuovo errore da 6 pedine o più da aggiungere.
    [one] 1 errore aggiunto all'allenamento.
   *[other] { $count } errori aggiunti all'allenamento.
}
practice-open-mistakes = Apri i miei errori
