### Outflank in italiano. I termini: docs/i18n-glossary.md (Nero/Bianco, pedina, giocare,
### passare, pedina stabile, apertura, mossa migliore).

-black = Nero
-white = Bianco

## I colori

black = { -black }
white = { -white }
black-word = nera
white-word = bianca

## Chi gioca

you = Tu
human = Persona
computer = Computer
your = tu
possessive = { $name }

## Le frasi

sentence = { $text }.
sentence-gap = {" "}

## Che cosa è appena successo

editing-board = Modifica della scacchiera
new-game = Nuova partita
new-game-kept = Nuova partita iniziata: Indietro riporta la precedente
game-resumed = Partita ripresa alla mossa { NUMBER($move) }
position-set-up = Posizione preparata
position-set-up-kept = Posizione preparata: Indietro riporta la partita precedente
loaded-moves = { $count ->
    [one] 1 mossa caricata
   *[other] { $count } mosse caricate
}
loaded-moves-kept = { $count ->
    [one] 1 mossa caricata
   *[other] { $count } mosse caricate
}: Indietro riporta la partita precedente
you-played = Hai giocato { $square } e girato { NUMBER($flipped) }
played = { $who } ha giocato { $square } e girato { NUMBER($flipped) }
you-pass = Non hai mosse legali e passi
passes = { $who } non ha mosse legali e passa
took-back = Tornato alla mossa { NUMBER($move) }
replayed = Rigiocato fino alla mossa { NUMBER($move) }
restored = Ripresa la partita lasciata, alla mossa { NUMBER($move) }
not-legal = { $square } non è una mossa legale
back-to-game-at = Di nuovo alla partita, mossa { NUMBER($move) }
copied-game = Partita copiata
copy-refused = La copia è stata rifiutata: la partita è selezionata, copiala a mano

## A chi tocca, o il risultato

editor-to-move = In questa posizione muove il { $colour }
game-over = Partita finita: { $result }
is-thinking = { $who } sta pensando
cannot-move = { $who } non può muovere: { $reason }
your-move = Tocca a te, { NUMBER($black) }–{ NUMBER($white) }
to-move = Tocca a { $who }, { NUMBER($black) }–{ NUMBER($white) }
variation-from = Variante dalla mossa { NUMBER($move) }: { $line }
blocked-ends-game = { $colour } non ha mosse legali, e la partita finisce

## Il risultato

you-win = Hai vinto { NUMBER($won) }–{ NUMBER($lost) }
you-lost = Hai perso { NUMBER($lost) }–{ NUMBER($won) }
wins = Vince { $who } { NUMBER($won) }–{ NUMBER($lost) }
draw = Patta, { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose }: { $discs ->
    [one] 1 pedina
   *[other] { $discs } pedine
} + { $empty ->
    [one] 1 casella vuota
   *[other] { $empty } caselle vuote
})
draw-with-empties = { $headline } ({ $discs ->
    [one] 1 pedina
   *[other] { $discs } pedine
} a testa + metà { $empty ->
    [one] della casella vuota
   *[other] delle { $empty } caselle vuote
})

## L’analisi

review-best = Mossa { NUMBER($move) }, { $square }: la migliore, { $value }
review-best-exact = Mossa { NUMBER($move) }, { $square }: la migliore, { $value }, esatto
review-loss = Mossa { NUMBER($move) }, { $square }: { $loss }; migliore { $best }, { $value }
review-loss-exact = Mossa { NUMBER($move) }, { $square }: { $loss }; migliore { $best }, { $value }, esatto
loss-best = la migliore
lost-discs = { $loss ->
    [one] 1 pedina persa
   *[other] { $loss } pedine perse
}
lost-inaccuracy = { $loss ->
    [one] 1 pedina persa
   *[other] { $loss } pedine perse
}, un’imprecisione
lost-mistake = { $loss ->
    [one] 1 pedina persa
   *[other] { $loss } pedine perse
}, un errore
lost-blunder = { $loss ->
    [one] 1 pedina persa
   *[other] { $loss } pedine perse
}, un errore grave
review-done = Analisi finita: il { -black } ha perso { $black ->
    [one] 1 pedina
   *[other] { NUMBER($black) } pedine
} in { $black_mistakes ->
    [one] 1 errore
   *[other] { $black_mistakes } errori
}, il { -white } { NUMBER($white) } in { NUMBER($white_mistakes) }

## Il nome di una casella

square-empty = vuota
square-legal = mossa legale
square-last = ultima mossa
square-stable = stabile
square-best = mossa migliore
square-line-step = mossa { NUMBER($step) } della linea migliore
square-value = { $value } { $discs ->
    [one] pedina
   *[other] pedine
}
square-exact = esatto
list-separator = ,{" "}

## La scacchiera e i punteggi

board = Scacchiera
banner-passes = { $colour } passa
card-discs = { $count ->
    [one] pedina
   *[other] pedine
}
card-points = { $count ->
    [one] punto
   *[other] punti
}
choose-opponent-label = { $colour }: { $name }. Scegli l’avversario
opening-label = Apertura:{" "}

## I pulsanti e le impostazioni

game-controls = Comandi della partita
button-new-game = Nuova partita
title-new-game = Nuova partita (N): Indietro riporta questa
button-undo = Indietro
title-undo = Indietro (U)
button-redo = Avanti
title-redo = Avanti (R)
button-hint = Suggerimento
button-hint-pending = Sto pensando…
title-hint = Suggerimento (H): il valore di ogni mossa in pedine, la migliore cerchiata
button-move-now = Muovi ora
title-move-now = Muovi ora (M): il computer gioca la migliore mossa trovata finora
button-edit-board = Modifica
title-edit-board = Modifica la scacchiera (E): prepara una posizione e continua a giocare da lì
button-save = Salva
title-save = Salva (S)
button-load = Apri
title-load = Apri (O)
saved-game-file = File della partita salvata
ask-again = Chiedi di nuovo al computer
settings = Impostazioni
language-label = Lingua
show-legal = Mostra le mosse legali
show-stable = Mostra le pedine stabili
sound = Suono
animation = Animazione
cores = Core
cores-automatic = Automatico
changes-apply = Le modifiche valgono dalla prossima mossa o partita.
pass-rule = Se un giocatore non ha mosse legali
pass-rule-pass = passa (la regola abituale)
pass-rule-game-over = la partita finisce
human-about = Si gioca su questo dispositivo: tocca o fai clic su una casella.
details = Dettagli
player-in-rematch = { $colour } nella rivincita

## La lista delle mosse e il pulsante dell’analisi

moves-title = Mosse
no-moves = Ancora nessuna mossa.
moves-played = Mosse giocate
notation-label = La partita in notazione
copy = Copia
copied = Copiato
title-ggf = Copia la partita come record GGF (Incolla partita la rilegge)
game-to-paste = Partita da incollare
paste-placeholder = Incolla una partita: mosse (f5d6c3…), una posizione o GGF
paste-game = Incolla partita
analyze-game = Analizza la partita
title-analyze = Ogni mossa confrontata con la migliore (le soglie sono nell’aiuto)
analyzing = Analisi: { NUMBER($done) } di { $total ->
    [one] 1 mossa
   *[other] { $total } mosse
}

## Che cosa pensa il computer

thinking-panel = Che cosa pensa il computer
thinking-toggle = Riflessione
thinking-idle = La sua mossa migliore, il valore e la linea compaiono qui mentre pensa.
thinking-best = Migliore finora: { $move }
thinking-starting = Avvio…
thinking-value = Valore: { $value } { $discs ->
    [one] pedina
   *[other] pedine
}
thinking-depth = Profondità: { NUMBER($depth) }
thinking-win-rate = Probabilità di vittoria: { NUMBER($percent) }% ({ $visits } visite)
thinking-playouts = Simulazioni: { $count }
thinking-solving = Calcolo esatto { $empties ->
    [one] dell’ultima casella vuota
   *[other] delle { $empties } caselle vuote
}
thinking-nodes-rate = { $count } nodi/s
thinking-playouts-rate = { $count } simulazioni/s
thinking-line = Linea: { $line }

## La scelta dell’avversario

choose-your-opponent = Scegli l’avversario
rating-first-timer = {" "}(tutti partono da 1000, la forza di un principiante).
rating-after-games = {" "}dopo { $games ->
    [one] 1 partita
   *[other] { $games } partite
}.
start-again = Ricomincia da 1000
close = Chiudi
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = Principiante
strength-casual = Amatoriale
strength-club = Circolo
strength-strong = Forte
strength-expert = Esperto
strength-master = Maestro
strength-world = Classe mondiale

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = alfa-beta a { $depth ->
    [one] 1 semimossa
   *[other] { $depth } semimosse
}
level-details-softmax = softmax a { $temperature } pedine
level-details-endgame = { $temperature } nel finale
level-details-max-loss = mai una mossa { NUMBER($loss) } pedine peggiore della migliore
level-details-exact = esatto da { NUMBER($empties) } caselle vuote
level-details-playouts = una ricerca ad albero di { $playouts } partite a caso o { $seconds ->
    [one] 1 secondo
   *[other] { $seconds } secondi
} a mossa
level-details-guided = una ricerca ad albero guidata dalla valutazione appresa
level-details-deepening = alfa-beta sempre più profondo finché c’è tempo, con la valutazione appresa e la ricerca selettiva
level-details-time = circa { $seconds ->
    [one] 1 secondo
   *[other] { $seconds } secondi
} a mossa
level-details-time-fraction = circa { $seconds } secondi a mossa

## Il grafico, i totali e la navigazione dell’analisi

review-loss-black = Pedine perse: { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = patta (calcolata)
margin-even = pari
margin-wins-solved = Il { $colour } vince di { $by ->
    [one] 1 pedina
   *[other] { $by } pedine
} (calcolato)
margin-ahead = Il { $colour } è avanti di circa { $by ->
    [one] 1 pedina
   *[other] { $by } pedine
}
chart-label = Valore per il { -black } dopo ciascuna delle { $moves ->
    [one] 1 mossa
   *[other] { $moves } mosse
}; dopo l’ultima, { $margin }; sotto, le pedine perse da ciascuno. Le frecce vanno di mossa in mossa.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = Perse finora: { -black } ━ { -white } ┅
chart-ahead-legend = { -black } avanti ↑ · { -white } avanti ↓ (pedine alla fine)
review-hint = Una mossa della lista mostra la sua posizione; un’altra mossa giocata lì prova una variante.
browse-previous = Precedente
browse-next = Successiva
variation-kept = Una variante dalla mossa { NUMBER($move) }; la partita giocata è conservata.
best-line = Linea migliore:
show-line = Mostra la linea

## L’editor della scacchiera

editor-title = Modifica la scacchiera
editor-help = Fai clic o tocca una casella (o premi Invio) per renderla vuota, nera o bianca, poi continua a giocare dalla posizione preparata.
editor-turn = Muove
editor-start = Posizione iniziale
editor-clear = Svuota
editor-play = Gioca da qui

## Il risultato e la scala

your-rating-label = Il tuo punteggio:{" "}
suggest-stronger = Hai vinto: pronto per un avversario più forte?
suggest-easier = Due sconfitte di fila: un avversario più facile?
try-next = Provi con { $name }?
play-again = Gioca ancora
title-play-again = Subito una nuova partita, con i colori scambiati
rematch-options = Opzioni della rivincita
title-rematch-options = Scegli prima chi gioca ogni colore e la regola
farewell = { $name }: «{ $line }»

## La rivincita

rematch = Rivincita
rematch-computer-lost = Scegli chi gioca ogni colore nella rivincita, e la sua regola.
rematch-you-lost = Hai perso, quindi scegli tu le opzioni della rivincita.
rematch-colour-lost = Il { $colour } ha perso, quindi il { $colour } sceglie le opzioni della rivincita.
rematch-draw = Patta: uno dei due sceglie le opzioni della rivincita.
start-rematch = Inizia la rivincita
cancel = Annulla

## Le pagine

page-title = Outflank · Othello
back-to-game = Torna alla partita
rules-title = Come si gioca a Othello
about-title = Informazioni su Outflank
loading = Caricamento…
page-failed = Impossibile caricare questa pagina. Controlla la connessione e riprova.

nav-more = Altro
nav-rules = Regole
nav-about = Informazioni
nav-help = Aiuto

## Avvisi ed errori

could-not-save = Impossibile salvare la partita: il browser non è riuscito a creare il file.
could-not-load = Impossibile aprire la partita: { $reason }.
could-not-load-ggf = Impossibile leggere il record GGF: { $reason }
could-not-set-up = Impossibile preparare la posizione: { $reason }
could-not-load-moves = Impossibile caricare le mosse: { $reason }
language-unavailable = Impossibile caricare { $language } ({ $reason }); controlla la connessione e sceglila di nuovo.
catalog-unreachable = non è stato possibile scaricare il suo file
catalog-damaged = il suo file è danneggiato
rating-unreadable = Non è stato possibile leggere il tuo punteggio ({ $reason }); riparte da 1000. Il vecchio dato resta in «{ $key }» nella memoria di questo sito.
standing-not-a-record = non è un punteggio registrato da questa app
standing-newer-version = è stato scritto da una versione più recente di Outflank (versione { NUMBER($version) } del dato)
standing-missing = manca il campo «{ $field }»
standing-wrong = il campo «{ $field }» ha un valore non valido
standing-unknown = questa versione non conosce il campo «{ $field }»
save-unreadable = Non è stato possibile ripristinare la partita salvata ({ $reason }); è iniziata una nuova partita. Il vecchio dato resta in «{ $key }» nella memoria di questo sito.
old-version-save = Una partita salvata da una versione precedente di Outflank non può essere ripresa da questa; è iniziata una nuova partita. Il vecchio dato resta in «{ $key }» nella memoria di questo sito.
dismiss = Chiudi l’avviso


## Perché una partita incollata o una posizione viene rifiutata (dopo could-not-load-moves e simili)

paste-at-move = mossa { NUMBER($move) } (carattere { NUMBER($char) }): { $what }
paste-unexpected-char = carattere inatteso «{ $char }»
paste-bad-row = «{ $square }» non è una casella (la riga va da 1 a 8)
paste-truncated = l’elenco finisce a metà di una mossa
paste-illegal = { $square } non è una mossa legale per il { $colour }
paste-pass-with-moves = il { $colour } non può passare quando ha una mossa possibile
paste-after-game-over = la partita è già finita
obf-at = carattere { NUMBER($char) }: { $what }
obf-too-short = la scacchiera ha { NUMBER($count) } caselle e finisce qui, ne servono 64 (a1..h8)
obf-too-long = la scacchiera ha { NUMBER($count) } caselle, ne servono 64 (a1..h8); la 65ª è qui
obf-bad-square = «{ $char }» non è una casella (X o * nera, O bianca, - o . vuota)
obf-missing-side = manca il tratto (X o O) dopo la scacchiera
obf-bad-side = il tratto deve essere X o O, non «{ $char }»
obf-trailing = «{ $char }» inatteso dopo il tratto (i commenti iniziano con ;)
ggf-not-a-game = una partita GGF inizia con (;
ggf-bad-board = la scacchiera BO[...] manca o non è una scacchiera 8x8 di 64 caselle con il tratto
ggf-unclosed = { $name }[ non ha la ] di chiusura
ggf-bad-move = mossa { NUMBER($move) }: «{ $text }» non è una casella né PA
ggf-wrong-colour = mossa { NUMBER($move) }: non tocca al { $colour }
ggf-illegal = mossa { NUMBER($move) } ({ $square }): { $why }
illegal-occupied = { $square } è già occupata
illegal-no-flips = { $square } non gira nessuna pedina
illegal-pass = non si può passare quando c’è una mossa possibile
illegal-game-over = la partita è finita
unplayable = Da questa posizione non si può giocare: { $reason }.
unplayable-empty = la scacchiera è vuota, quindi nessuno può muovere
unplayable-full = tutte le caselle sono occupate, quindi la partita è già finita
unplayable-one-colour = solo il { $colour } ha pedine sulla scacchiera, quindi nessuno può muovere
unplayable-no-moves = né il { -black } né il { -white } hanno una mossa legale
level-substituted = Il { $colour } era il livello { NUMBER($level) } del computer, che questa versione di Outflank non ha: { $name }, il livello più vicino, gioca al suo posto.


## L’aiuto

help-title = Aiuto
help-playing = Come si gioca
help-tap = Tocca (o fai clic su) una casella con un punto per giocare lì: i punti mostrano dove può giocare chi ha il tratto. Toccare un’altra casella spiega perché non è una mossa.
help-undo = { button-undo } annulla la tua ultima mossa. Riporta anche una partita lasciata con { button-new-game }, { paste-game }, { button-load }, { play-again } o l’editor della scacchiera.
help-play-again = Alla fine, { play-again } avvia subito una nuova partita a colori scambiati; { rematch-options } ti fa scegliere prima i giocatori e la regola.
help-shortcuts = Scorciatoie da tastiera
help-kbd-or = { $first } o { $second }
help-kbd-arrows = Frecce, Invio
help-key-hint = { button-hint }: il valore di ogni mossa in pedine (la differenza finale a cui porta), la migliore cerchiata
help-key-move-now = { button-move-now }: il computer gioca la sua mossa migliore finora
help-key-edit = { button-edit-board }: prepara una posizione e continua a giocare da lì
help-key-save = Salva la partita in un file
help-key-load = Carica una partita da un file
help-key-players = Scegli chi gioca il { -black } / il { -white }
help-key-legal = Mostra o nascondi le mosse legali
help-key-jump = Salta alla casella legale successiva / precedente
help-key-help = Questo aiuto
help-key-board = Muoviti sulla scacchiera e gioca
help-tab = Ogni comando si raggiunge anche con Tab e si usa con Invio o Spazio.
help-analyze = Ogni mossa è confrontata con la migliore: esatto da 18 caselle vuote, prima una ricerca a 8 semimosse. Una mossa che perde da 2 a 5 pedine rispetto alla migliore è un’imprecisione (?!), da 6 a 11 un errore (?), 12 o più un errore grave (??). Fai clic su una mossa o su un punto del grafico (o usa le frecce sul grafico) per vederne la posizione con la mossa migliore cerchiata.

## Nomi delle aperture

# Nell’ordine della tabella del motore (engine/data/openings.txt); i giocatori italiani usano i nomi inglesi.
opening-name = { $opening ->
    [0] Apertura diagonale
    [1] Apertura in casella X
    [6] Mimura (variante II)
    [8] Iwasaki (variante)
    [17] Bat (Piau continuazione 2)
    [18] Melnikov/Bat (Piau continuazione 1)
    [19] Bat (Kling continuazione)
    [20] Bat (Kling alternativa)
    [27] Buffalo/Kenichi (variante)
    [31] Variante ala
    [32] Variante semiala
    [33] Apertura parallela
    [34] Apertura perpendicolare
    [43] Murakami (variante)
    [44] Rotating Flat (Kling continuazione)
    [54] No-Cat (continuazione)
    [63] No-Kung (continuazione)
    [65] Patta F.A.T.
    [71] Tiger (linea principale)
    [74] Central Rose-Bill/patta morta
    [76] Aubrey (Feldborg continuazione)
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = il file è vuoto
load-too-large = il file è troppo grande per essere una partita di Outflank ({ NUMBER($bytes) } byte; una partita salvata occupa pochi kilobyte)
load-not-json = il file non è JSON: errore alla riga { NUMBER($line) }, colonna { NUMBER($column) }
load-truncated = il file è troncato: finisce alla riga { NUMBER($line) }, colonna { NUMBER($column) }, prima che la partita sia completa
load-not-an-object = il file è JSON ma non una partita di Outflank: contiene { $found } invece di un oggetto
load-not-outflank = il file è JSON ma non una partita di Outflank (non ha il campo «format»)
load-wrong-format = il file è un documento «{ $name }», non una partita di Outflank («{ $format }»)
load-future-version = il file è stato creato da un Outflank più recente, versione { NUMBER($version) }; questo legge la versione { NUMBER($supported) }. Aggiorna l’app per aprirlo
load-missing = manca il campo «{ $field }»
load-wrong-type = il campo «{ $field }» dovrebbe contenere { $expected }, non { $found }
load-bad-start = la posizione iniziale («start») è sbagliata: { $reason }
load-bad-moves = le mosse («moves») non formano una partita legale: { $reason }
load-cursor = la mossa corrente («cursor») è la { NUMBER($cursor) }, ma il file registra solo { $moves ->
    [one] { NUMBER($moves) } mossa
   *[other] { NUMBER($moves) } mosse
}
load-turn = secondo il file il tratto («to_move») è a «{ $file }», ma dopo le sue mosse è a «{ $actual }»
load-found-number = il numero { $number }
load-found-fraction = un numero con decimali
load-found-text = il testo «{ $text }»
load-found-list = una lista
load-found-object = un oggetto
load-expected-text = testo
load-expected-bool = true o false
load-expected-whole-number = un numero intero
load-expected-object = un oggetto
load-expected-object-like = un oggetto come { $example }
load-expected-list = una lista
load-expected-cores = un numero di core da 1 a { NUMBER($max) }
load-expected-discs = un numero di pedine da -64 a 64
load-expected-depth = una profondità in semimosse (un numero intero)
load-expected-level-id = il numero di un livello (un numero intero)
load-version-zero = il campo «{ $field }» deve essere 1 o più, non 0
load-pass-rule = il campo «{ $field }» deve essere «pass» o «gameover», non «{ $found }»
load-to-move = il campo «{ $field }» deve essere «black», «white» o «none», non «{ $found }»
load-player-kind = il campo «{ $field }» deve essere «human» o «computer», non «{ $found }»
load-level-range = il campo «{ $field }» deve essere un numero di livello da 0 a 255, non { NUMBER($level) }
load-too-long = il campo «{ $field }» deve essere lungo al massimo { NUMBER($max) } caratteri
load-review-too-long = il campo «{ $field }» analizza { NUMBER($reviewed) } mosse, ma { $played ->
    [one] ne è stata giocata solo { NUMBER($played) }
   *[other] ne sono state giocate solo { NUMBER($played) }
}
load-best-not-legal = il campo «{ $field }» deve essere una mossa legale di quella posizione, non «{ $found }»
load-file-unreadable = il browser non è riuscito a leggere il file

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = il computer non ha risposto entro { $seconds ->
    [one] { NUMBER($seconds) } secondo
   *[other] { NUMBER($seconds) } secondi
}
computer-worker-stopped = il processo di calcolo del computer si è fermato { NUMBER($times) } volte durante questa ricerca
computer-other-version = il processo di calcolo del computer e la pagina vengono da versioni diverse di Outflank: ricarica la pagina
computer-illegal-answer = il computer ha risposto { $move }, che qui non è una mossa legale
computer-no-move = il computer non ha trovato nessuna mossa
computer-fault = un errore interno dell’app ({ $detail })
no-hint = Non è stato possibile trovare un suggerimento: { $reason }.
no-best-line = Non è stato possibile trovare la migliore continuazione: { $reason }.
not-analyzed = Non è stato possibile analizzare la partita: { $reason }.
storage-refused = Questa partita e le tue impostazioni non possono essere conservate per la prossima volta: il browser rifiuta di salvare dati (la sua memoria è piena o disattivata).
update-installed = È stata installata una nuova versione di Outflank: ricarica la pagina per usarla.

