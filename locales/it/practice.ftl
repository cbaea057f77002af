### Le pagine di allenamento di Outflank: problemi (#puzzles), il problema del giorno (#puzzles/daily) e i tuoi errori (#puzzles/mistakes).

nav-practice = Allenamento
title-practice = Problemi, il problema del giorno, i tuoi errori e le aperture da ripassare
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

## L'allenatore delle aperture (#openings).

practice-tab-openings = Aperture
practice-trainer-line = Apertura
practice-trainer-book-lines = Le linee migliori del libro
practice-trainer-color = Il tuo colore
practice-trainer-loading = Caricamento delle aperture…
practice-trainer-failed = Il libro delle aperture non è disponibile, quindi l'allenatore non può giudicare le tue mosse. La partita non ne risente.
practice-trainer-heading = { $line }, con il { $side }
practice-trainer-your-move = Tocca a te: gioca la mossa successiva dell'apertura.
practice-trainer-your-move-book = Tocca a te: gioca una mossa che il libro valuta al massimo 1 pedina sotto la sua migliore.
practice-trainer-asking = Ricerca della posizione nel libro…
practice-trainer-right = Giusto: { $square }.
practice-trainer-replied = Il computer ha risposto { $square }.
practice-trainer-wrong-line = { $square } esce dall'apertura. La mossa giusta è cerchiata sulla scacchiera con il valore del libro.
practice-trainer-wrong-book = { $square } perde { $loss ->
    [one] 1 pedina
   *[other] { $loss } pedine
} rispetto alla migliore del libro. Le mosse giuste sono cerchiate sulla scacchiera con i loro valori.
practice-trainer-line-end = L'apertura finisce qui: hai giocato { $line } fino in fondo.
practice-trainer-book-end = Il libro finisce qui.
practice-trainer-missed = Hai sbagliato una mossa: questa apertura torna subito.
practice-trainer-clean = Tutte le mosse giuste al primo tentativo: questa apertura sale di un livello.
practice-trainer-next = Apertura successiva
practice-trainer-next-is = Poi: { $line }, con il { $side }
practice-trainer-progress = Le tue aperture
practice-trainer-card = { $line }, con il { $side }: livello { NUMBER($level) } su 5
practice-trainer-due = da ripassare
practice-trainer-mastered = Aperture padroneggiate: { NUMBER($count) } su { NUMBER($total) }
practice-trainer-none = Nessuna apertura ancora praticata. Quelle che sbagli tornano finché non le sai.
practice-trainer-note = I valori sono quelli del libro delle aperture: la differenza finale di pedine giocando al meglio, per chi ha il tratto.
