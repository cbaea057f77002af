### Le parole delle pagine statiche in italiano (le regole, Informazioni). I termini: docs/i18n-glossary.md.

## La pagina delle regole

rules-board-title = La scacchiera e le pedine
rules-board = Othello si gioca in due, { -black } e { -white }, su una scacchiera di 8 caselle per 8. Le colonne si chiamano da a a h da sinistra a destra e le righe da 1 a 8 dall’alto in basso: a1 è l’angolo in alto a sinistra, h8 quello in basso a destra. Ogni pedina è nera da un lato e bianca dall’altro; mostra il colore del giocatore a cui appartiene e cambia proprietario quando viene girata.
rules-start-title = L’inizio
rules-start = La partita comincia con quattro pedine al centro: { -white } su d4 ed e5, { -black } su d5 ed e4. Il { -black } gioca per primo, poi i giocatori si alternano.
rules-moves-title = Fare una mossa
rules-moves = Al tuo turno, metti una pedina del tuo colore su una casella vuota in modo da <em>racchiudere</em> l’avversario: in linea retta dalla nuova pedina (in orizzontale, in verticale o in diagonale) ci devono essere una o più pedine avversarie, senza caselle vuote in mezzo, e poi una tua pedina. Una casella dove questo non succede in nessuna direzione non è una mossa legale.
rules-flips-title = Girare, in tutte le direzioni insieme
rules-flips = Ogni fila di pedine avversarie racchiusa dalla nuova pedina viene girata del tuo colore, in tutte e otto le direzioni insieme. Una fila che non finisce con una tua pedina non è racchiusa e resta com’è.
rules-gaps-title = Una casella vuota spezza la fila
rules-gaps = Le pedine racchiuse devono essere consecutive. Se prima della tua pedina c’è una casella vuota, la fila si ferma lì: la pedina oltre il buco non conta e in quella fila non si gira niente.
rules-pass-title = Nessuna mossa? Si passa
rules-pass = Se hai almeno una mossa legale, devi giocarne una. Se non ne hai, passi e l’avversario gioca di nuovo. Outflank mostra il passaggio sulla scacchiera prima che il gioco prosegua.
rules-pass-option = Outflank offre anche la regola di un vecchio gioco per browser: «la partita finisce appena un giocatore non ha mosse». Con questa opzione, la posizione qui sopra chiuderebbe la partita. Puoi sceglierla nelle impostazioni.
rules-end-title = La fine e il punteggio
rules-end = La partita finisce quando nessuno dei due può muovere: di solito quando la scacchiera è piena, a volte prima. Vince chi ha più pedine; a pari numero è patta. Nel conteggio della Federazione mondiale di Othello, che Outflank usa, le caselle vuote rimaste vanno al vincitore, e una patta è 32 a 32.
rules-wipe-out = Una partita può anche finire presto quando un giocatore perde tutte le pedine: un cappotto.
rules-notation-title = Scrivere le partite
rules-notation = Una partita si scrive come la sequenza delle sue mosse, ognuna una casella: <code>f5 d6 c3 d3 c4</code> (gli spazi sono facoltativi). Un passaggio si può scrivere <code>pass</code> oppure omettere, perché è forzato. Una posizione si può scrivere con 64 caratteri per le caselle a1, b1, … h8, riga per riga (<code>X</code> nera, <code>O</code> bianca, <code>-</code> vuota), seguiti da chi ha la mossa: è il formato OBF di molti programmi di Othello. L’elenco delle mosse di Outflank mostra la prima forma, e «{ paste-game }» le accetta entrambe.
rules-tips-title = Qualche consiglio
rules-tip-stable = Gli angoli non si possono mai girare. Una pedina che non potrà mai più essere girata si dice <em>stabile</em>, e le pedine stabili valgono molto più di tante pedine che presto cambieranno colore; spunta «{ show-stable }» per vederle cerchiate sulla scacchiera.
rules-tip-review = «{ analyze-game }» disegna chi era in vantaggio dopo ogni mossa, così trovi la mossa in cui la partita è girata.
rules-tip-corners = Attenzione alle caselle accanto a un angolo vuoto (soprattutto b2, g2, b7 e g7): giocarci spesso regala l’angolo all’avversario.
rules-tip-mobility = Nel mediogioco, avere meno pedine e più mosse possibili è spesso meglio che avere tante pedine: chi resta senza buone mosse deve farne di cattive.

## I diagrammi delle regole: le didascalie e i nomi accessibili delle immagini

list-and = { $rest } e { $last }
list-none = nessuna
diagram-start = L’inizio: due pedine ciascuno al centro. Il { -black } muove per primo.
diagram-legal-moves = Dopo { $moves }, tocca a { $side }, che può giocare su una qualsiasi delle { NUMBER($count) } caselle segnate: { $squares }.
diagram-several-before = { $side } gioca in { $square }…
diagram-several-after = …e gira { NUMBER($discs) } pedine in { NUMBER($directions) } direzioni: { $groups }.
diagram-direction-group = { $squares } ({ $direction })
direction-north = nord
direction-north-east = nord-est
direction-east = est
direction-south-east = sud-est
direction-south = sud
direction-south-west = sud-ovest
direction-west = ovest
direction-north-west = nord-ovest
diagram-broken-line = { $side } non può giocare in { $square }: la casella vuota { $gap } spezza la fila, quindi non racchiude niente.
diagram-unbroken-line = Con una pedina di { $side } in { $gap }, { $square } sarebbe legale e girerebbe { $squares }.
diagram-pass = Tocca a { $side }, che non ha mosse legali: { $side } passa e { $other } gioca di nuovo (le caselle segnate: { $squares }).
diagram-game-end = Nessuno può muovere e restano { NUMBER($empties) } caselle vuote. { -black } ha { NUMBER($black) } pedine e { -white } { NUMBER($white) }. { $score }
diagram-score-shared = { $outcome }: le caselle vuote si dividono.
diagram-score-won = { $empties ->
    [one] La casella vuota conta per il vincitore: { $outcome }.
   *[other] Le { $empties } caselle vuote contano per il vincitore: { $outcome }.
}
diagram-wipe-out = Dopo appena { NUMBER($count) } mosse ({ $moves }), { -white } non ha più pedine e la partita è finita: { NUMBER($black) } pedine a 0, con { NUMBER($empties) } caselle vuote, risultato { $outcome }.
describe-side = { $side } ha { $count ->
    [one] 1 pedina
   *[other] { $count } pedine
} in { $squares }
describe-side-none = { $side } non ha pedine
describe-to-move = Tocca a { $side }
mark-legal = Mosse legali segnate: { $squares }
mark-target = Sta per essere giocata: { $squares }
mark-placed = Appena giocata: { $squares }
mark-flipped = Pedine girate cerchiate: { $squares }
mark-illegal = Barrata, non è una mossa legale: { $squares }
mark-gap = Il buco: { $squares }
mark-won-empty = Caselle vuote contate per il vincitore: { $squares }

## La pagina Informazioni

about-intro = Outflank { $version } è Othello per il browser: gioca con un amico sullo stesso dispositivo o contro uno dei personaggi del computer, sul telefono o sul computer, online o offline. È scritto in Rust e gira come WebAssembly; il computer pensa in un worker in background, così la pagina non si blocca mai.
about-own = Tutto ciò che vedi e senti è fatto dal codice di Outflank: la scacchiera, i ritratti dei personaggi e i diagrammi sono disegnati come grafica vettoriale, e ogni suono è sintetizzato mentre giochi. Non ci sono file di immagini, caratteri o suoni di altri, e non è ritratta nessuna persona reale.
about-free = Outflank è software libero con la licenza { $licence }.
about-crates-title = Il software open source che contiene
about-crates = Outflank si basa su { NUMBER($count) } crate Rust open source, compilati nell’app e nel suo worker. Grazie ai loro autori. Gli strumenti che girano solo durante la compilazione (le macro procedurali di Rust) non fanno parte dell’app e non sono elencati.
about-licence-count = { $licence }: { $count ->
    [one] 1 crate
   *[other] { $count } crate
}
about-table-label = I crate e le loro licenze
about-table-caption = I crate compilati in Outflank, con le loro licenze
about-column-crate = Crate
about-column-version = Versione
about-column-licence = Licenza
about-column-authors = Autori
about-mit-title = La licenza MIT
about-mit-intro = La maggior parte di questi crate si può usare con la licenza MIT (molti offrono Apache-2.0 come alternativa). I suoi termini, in inglese, che valgono per ogni crate con il copyright dei suoi autori citati sopra:

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = Othello (Reversi) contro il computer o un amico, su telefono e computer, online o offline.
