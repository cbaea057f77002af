### Outflank en español. Los términos: docs/i18n-glossary.md (Negro/Blanco, ficha, jugar,
### pasar, ficha estable, apertura, mejor jugada).

-black = Negro
-white = Blanco

## Los colores

black = { -black }
white = { -white }
black-word = negra
white-word = blanca

## Quién juega

you = Tú
human = Persona
computer = Ordenador
your = tú
possessive = { $name }

## Las frases

sentence = { $text }.
sentence-gap = {" "}

## Lo que acaba de pasar

editing-board = Editando el tablero
new-game = Partida nueva
new-game-kept = Partida nueva empezada; Deshacer recupera la anterior
game-resumed = Partida reanudada en la jugada { NUMBER($move) }
position-set-up = Posición preparada
position-set-up-kept = Posición preparada; Deshacer recupera la partida anterior
loaded-moves = { $count ->
    [one] 1 jugada cargada
   *[other] { $count } jugadas cargadas
}
loaded-moves-kept = { $count ->
    [one] 1 jugada cargada
   *[other] { $count } jugadas cargadas
}; Deshacer recupera la partida anterior
you-played = Has jugado { $square } y volteado { NUMBER($flipped) }
played = { $who } ha jugado { $square } y volteado { NUMBER($flipped) }
you-pass = No tienes jugada legal y pasas
passes = { $who } no tiene jugada legal y pasa
took-back = Deshecho hasta la jugada { NUMBER($move) }
replayed = Rehecho hasta la jugada { NUMBER($move) }
restored = Recuperada la partida que dejaste, en la jugada { NUMBER($move) }
not-legal = { $square } no es una jugada legal
back-to-game-at = De vuelta a la partida en la jugada { NUMBER($move) }
copied-game = Partida copiada
copy-refused = Se rechazó la copia: la partida está seleccionada, cópiala a mano

## A quién le toca, o el resultado

editor-to-move = En esta posición juega { $colour }
game-over = Fin de la partida: { $result }
is-thinking = { $who } está pensando
cannot-move = { $who } no puede jugar: { $reason }
your-move = Te toca, { NUMBER($black) }–{ NUMBER($white) }
to-move = Turno de { $who }, { NUMBER($black) }–{ NUMBER($white) }
variation-from = Variante desde la jugada { NUMBER($move) }: { $line }
blocked-ends-game = { $colour } no tiene jugada legal, y la partida termina

## El resultado

you-win = Ganas { NUMBER($won) }–{ NUMBER($lost) }
you-lost = Has perdido { NUMBER($lost) }–{ NUMBER($won) }
wins = Gana { $who } { NUMBER($won) }–{ NUMBER($lost) }
draw = Empate, { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose }: { $discs ->
    [one] 1 ficha
   *[other] { $discs } fichas
} + { $empty ->
    [one] 1 casilla vacía
   *[other] { $empty } casillas vacías
})
draw-with-empties = { $headline } ({ $discs ->
    [one] 1 ficha
   *[other] { $discs } fichas
} cada uno + la mitad de { $empty ->
    [one] la casilla vacía
   *[other] las { $empty } casillas vacías
})

## El análisis

review-best = Jugada { NUMBER($move) }, { $square }: la mejor, { $value }
review-best-exact = Jugada { NUMBER($move) }, { $square }: la mejor, { $value }, exacto
review-loss = Jugada { NUMBER($move) }, { $square }: { $loss }; mejor { $best }, { $value }
review-loss-exact = Jugada { NUMBER($move) }, { $square }: { $loss }; mejor { $best }, { $value }, exacto
loss-best = la mejor
lost-discs = { $loss ->
    [one] 1 ficha perdida
   *[other] { $loss } fichas perdidas
}
lost-inaccuracy = { $loss ->
    [one] 1 ficha perdida
   *[other] { $loss } fichas perdidas
}, una imprecisión
lost-mistake = { $loss ->
    [one] 1 ficha perdida
   *[other] { $loss } fichas perdidas
}, un error
lost-blunder = { $loss ->
    [one] 1 ficha perdida
   *[other] { $loss } fichas perdidas
}, un error grave
review-done = Análisis terminado: { -black } perdió { $black ->
    [one] 1 ficha
   *[other] { NUMBER($black) } fichas
} en { $black_mistakes ->
    [one] 1 error
   *[other] { $black_mistakes } errores
}, { -white } { NUMBER($white) } en { NUMBER($white_mistakes) }

## El nombre de una casilla

square-empty = vacía
square-legal = jugada legal
square-last = última jugada
square-stable = estable
square-best = mejor jugada
square-line-step = jugada { NUMBER($step) } de la mejor línea
square-value = { $value } { $discs ->
    [one] ficha
   *[other] fichas
}
square-exact = exacto
list-separator = ,{" "}

## El tablero y los marcadores

board = Tablero
banner-passes = { $colour } pasa
card-discs = { $count ->
    [one] ficha
   *[other] fichas
}
card-points = { $count ->
    [one] punto
   *[other] puntos
}
choose-opponent-label = { $colour }: { $name }. Elige a tu rival
opening-label = Apertura:{" "}

## Los botones y los ajustes

game-controls = Controles de la partida
button-new-game = Partida nueva
title-new-game = Partida nueva (N): Deshacer recupera esta
button-undo = Deshacer
title-undo = Deshacer (U)
button-redo = Rehacer
title-redo = Rehacer (R)
button-hint = Pista
button-hint-pending = Pensando…
title-hint = Pista (H): el valor de cada jugada en fichas, la mejor marcada
button-move-now = Jugar ya
title-move-now = Jugar ya (M): el ordenador juega la mejor jugada que ha encontrado
button-edit-board = Editar tablero
title-edit-board = Editar tablero (E): prepara cualquier posición y sigue jugando desde ella
button-save = Guardar
title-save = Guardar (S)
button-load = Cargar
title-load = Cargar (O)
saved-game-file = Archivo de partida guardada
ask-again = Volver a preguntar al ordenador
settings = Ajustes
language-label = Idioma
show-legal = Mostrar jugadas legales
show-stable = Mostrar fichas estables
sound = Sonido
animation = Animación
cores = Núcleos
cores-automatic = Automático
changes-apply = Los cambios se aplican desde la siguiente jugada o partida.
pass-rule = Si un jugador no tiene jugada legal
pass-rule-pass = pasa (la regla habitual)
pass-rule-game-over = la partida termina
human-about = Se juega en este dispositivo: toca o haz clic en una casilla.
details = Detalles
player-in-rematch = { $colour } en la revancha

## La lista de jugadas y el botón del análisis

moves-title = Jugadas
no-moves = Todavía no hay jugadas.
moves-played = Jugadas hechas
notation-label = La partida en notación
copy = Copiar
copied = Copiado
title-ggf = Copiar la partida como registro GGF (Pegar partida la vuelve a leer)
game-to-paste = Partida para pegar
paste-placeholder = Pega una partida: jugadas (f5d6c3…), una posición o GGF
paste-game = Pegar partida
analyze-game = Analizar la partida
title-analyze = Cada jugada frente a la mejor (los umbrales están en la ayuda)
analyzing = Analizando: { NUMBER($done) } de { $total ->
    [one] 1 jugada
   *[other] { $total } jugadas
}

## Lo que piensa el ordenador

thinking-panel = Lo que piensa el ordenador
thinking-toggle = Pensando
thinking-idle = Su mejor jugada, su valor y su línea aparecen aquí mientras piensa.
thinking-best = Mejor jugada por ahora: { $move }
thinking-starting = Empezando…
thinking-value = Valor: { $value } { $discs ->
    [one] ficha
   *[other] fichas
}
thinking-depth = Profundidad: { NUMBER($depth) }
thinking-win-rate = Probabilidad de ganar: { NUMBER($percent) } % ({ $visits } visitas)
thinking-playouts = Simulaciones: { $count }
thinking-solving = Calculando con exactitud { $empties ->
    [one] la última casilla vacía
   *[other] las { $empties } casillas vacías
}
thinking-nodes-rate = { $count } nodos/s
thinking-playouts-rate = { $count } simulaciones/s
thinking-line = Línea: { $line }

## La elección del rival

choose-your-opponent = Elige a tu rival
rating-first-timer = {" "}(todos empiezan en 1000, la fuerza de un principiante).
rating-after-games = {" "}tras { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}.
start-again = Volver a empezar en 1000
close = Cerrar
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = Principiante
strength-casual = Aficionado
strength-club = Club
strength-strong = Fuerte
strength-expert = Experto
strength-master = Maestro
strength-world = Clase mundial

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = alfa-beta a { $depth ->
    [one] 1 semijugada
   *[other] { $depth } semijugadas
}
level-details-softmax = softmax a { $temperature } fichas
level-details-endgame = { $temperature } en el final
level-details-max-loss = nunca una jugada { NUMBER($loss) } fichas peor que la mejor
level-details-exact = exacto desde { NUMBER($empties) } casillas vacías
level-details-playouts = una búsqueda en árbol de { $playouts } partidas al azar o { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
} por jugada
level-details-guided = una búsqueda en árbol guiada por la evaluación aprendida
level-details-deepening = alfa-beta cada vez más profundo hasta agotar su tiempo, con la evaluación aprendida y búsqueda selectiva
level-details-time = unos { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
} por jugada
level-details-time-fraction = unos { $seconds } segundos por jugada

## El gráfico, los totales y la navegación del análisis

review-loss-black = Fichas perdidas: { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = empate (calculado)
margin-even = igualado
margin-wins-solved = { $colour } gana por { $by ->
    [one] 1 ficha
   *[other] { $by } fichas
} (calculado)
margin-ahead = { $colour } va por delante por unas { $by ->
    [one] 1 ficha
   *[other] { $by } fichas
}
chart-label = Valor para { -black } tras cada una de las { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}; tras la última, { $margin }; debajo, las fichas perdidas por cada jugador. Las flechas van de jugada en jugada.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = Perdidas: { -black } ━ { -white } ┅
chart-ahead-legend = { -black } delante ↑ · { -white } delante ↓ (fichas al final)
review-hint = Una jugada de la lista muestra su posición; otra jugada hecha allí prueba una variante.
browse-previous = Anterior
browse-next = Siguiente
variation-kept = Una variante desde la jugada { NUMBER($move) }; la partida jugada se conserva.
best-line = Mejor línea:
show-line = Mostrar la línea

## El editor del tablero

editor-title = Editar tablero
editor-help = Haz clic o toca una casilla (o pulsa Intro) para dejarla vacía, negra o blanca, y sigue jugando desde la posición preparada.
editor-turn = Juega
editor-start = Posición inicial
editor-clear = Vaciar
editor-play = Jugar desde aquí

## El resultado y la escalera

your-rating-label = Tu puntuación:{" "}
suggest-stronger = Has ganado: ¿listo para un rival más fuerte?
suggest-easier = Dos derrotas seguidas: ¿un rival más fácil?
try-next = ¿Probar con { $name }?
play-again = Jugar otra vez
title-play-again = Una partida nueva ya, con los colores cambiados
rematch-options = Opciones de revancha
title-rematch-options = Elegir antes quién juega cada color y la regla
farewell = { $name }: «{ $line }»

## La revancha

rematch = Revancha
rematch-computer-lost = Elige quién juega cada color en la revancha, y su regla.
rematch-you-lost = Has perdido, así que eliges tú las opciones de la revancha.
rematch-colour-lost = { $colour } ha perdido, así que { $colour } elige las opciones de la revancha.
rematch-draw = Empate: cualquiera de los dos elige las opciones de la revancha.
start-rematch = Empezar la revancha
cancel = Cancelar

## Las páginas

page-title = Outflank · Othello
back-to-game = Volver a la partida
rules-title = Cómo se juega al Othello
about-title = Acerca de Outflank
loading = Cargando…
page-failed = No se pudo cargar esta página. Comprueba la conexión y vuelve a intentarlo.

nav-more = Más
nav-rules = Reglas
nav-about = Acerca de
nav-help = Ayuda

## Avisos y errores

could-not-save = No se pudo guardar la partida: el navegador no pudo crear el archivo.
could-not-load = No se pudo cargar la partida: { $reason }.
could-not-load-ggf = No se pudo leer el registro GGF: { $reason }
could-not-set-up = No se pudo preparar la posición: { $reason }
could-not-load-moves = No se pudieron cargar las jugadas: { $reason }
language-unavailable = No se pudo cargar { $language } ({ $reason }); comprueba la conexión y vuelve a elegirlo.
catalog-unreachable = no se pudo descargar su archivo
catalog-damaged = su archivo está dañado
rating-unreadable = No se pudo leer tu puntuación ({ $reason }); vuelve a empezar en 1000. El registro anterior se guarda como «{ $key }» en el almacenamiento de este sitio.
standing-not-a-record = no es un registro de puntuación de esta aplicación
standing-newer-version = lo escribió una versión más reciente de Outflank (versión { NUMBER($version) } del registro)
standing-missing = falta el campo «{ $field }»
standing-wrong = el campo «{ $field }» tiene un valor no válido
standing-unknown = esta versión no conoce el campo «{ $field }»
save-unreadable = No se pudo recuperar la partida guardada ({ $reason }); ha empezado una partida nueva. El registro anterior se guarda como «{ $key }» en el almacenamiento de este sitio.
old-version-save = Una partida guardada por una versión anterior de Outflank no se puede continuar con esta; ha empezado una partida nueva. El registro anterior se guarda como «{ $key }» en el almacenamiento de este sitio.
dismiss = Cerrar el aviso


## Por qué se rechaza una partida pegada o una posición (tras could-not-load-moves y similares)

paste-at-move = jugada { NUMBER($move) } (carácter { NUMBER($char) }): { $what }
paste-unexpected-char = carácter inesperado «{ $char }»
paste-bad-row = «{ $square }» no es una casilla (la fila va de 1 a 8)
paste-truncated = la lista termina a mitad de una jugada
paste-illegal = { $square } no es una jugada legal para { $colour }
paste-pass-with-moves = { $colour } no puede pasar si tiene una jugada posible
paste-after-game-over = la partida ya ha terminado
obf-at = carácter { NUMBER($char) }: { $what }
obf-too-short = el tablero tiene { NUMBER($count) } casillas y termina aquí; necesita 64 (a1..h8)
obf-too-long = el tablero tiene { NUMBER($count) } casillas; necesita 64 (a1..h8) y la 65.ª está aquí
obf-bad-square = «{ $char }» no es una casilla (X o * negra, O blanca, - o . vacía)
obf-missing-side = falta el turno (X u O) después del tablero
obf-bad-side = el turno debe ser X u O, no «{ $char }»
obf-trailing = «{ $char }» inesperado después del turno (los comentarios empiezan por ;)
ggf-not-a-game = una partida GGF empieza por (;
ggf-bad-board = falta el tablero BO[...] o no es un tablero de 8x8 con 64 casillas y el turno
ggf-unclosed = { $name }[ no tiene ] de cierre
ggf-bad-move = jugada { NUMBER($move) }: «{ $text }» no es una casilla ni PA
ggf-wrong-colour = jugada { NUMBER($move) }: no es el turno de { $colour }
ggf-illegal = jugada { NUMBER($move) } ({ $square }): { $why }
illegal-occupied = { $square } ya está ocupada
illegal-no-flips = { $square } no voltea ninguna ficha
illegal-pass = no se puede pasar si hay una jugada posible
illegal-game-over = la partida ha terminado
unplayable = No se puede jugar desde esta posición: { $reason }.
unplayable-empty = el tablero está vacío, así que nadie puede jugar
unplayable-full = todas las casillas están ocupadas, así que la partida ya ha terminado
unplayable-one-colour = solo { $colour } tiene fichas en el tablero, así que nadie puede jugar
unplayable-no-moves = ni { -black } ni { -white } tienen una jugada legal
level-substituted = { $colour } era el nivel { NUMBER($level) } del ordenador, que esta versión de Outflank no tiene: { $name }, el nivel más cercano, juega en su lugar.


## La ayuda

help-title = Ayuda
help-playing = Cómo jugar
help-tap = Toca (o haz clic en) una casilla con un punto para jugar ahí: los puntos muestran dónde puede jugar el bando al que le toca. Tocar otra casilla explica por qué no es una jugada.
help-undo = { button-undo } retira tu última jugada. También recupera una partida que dejaste con { button-new-game }, { paste-game }, { button-load }, { play-again } o el editor del tablero.
help-play-again = Al final, { play-again } empieza enseguida una partida nueva con los colores cambiados; { rematch-options } te deja elegir antes los jugadores y la regla.
help-shortcuts = Atajos de teclado
help-kbd-or = { $first } o { $second }
help-kbd-arrows = Flechas, Intro
help-key-hint = { button-hint }: el valor de cada jugada en fichas (la diferencia final a la que lleva), la mejor rodeada
help-key-move-now = { button-move-now }: el ordenador juega su mejor jugada hasta ahora
help-key-edit = { button-edit-board }: prepara una posición y sigue jugando desde ella
help-key-save = Guardar la partida en un archivo
help-key-load = Cargar una partida desde un archivo
help-key-players = Elegir quién juega con { -black } / { -white }
help-key-legal = Mostrar u ocultar las jugadas legales
help-key-jump = Saltar a la casilla legal siguiente / anterior
help-key-help = Esta ayuda
help-key-board = Moverse por el tablero y jugar
help-tab = Todos los controles se alcanzan también con Tab y se usan con Intro o Espacio.
help-analyze = Cada jugada se compara con la mejor: exacto desde 18 casillas vacías, antes una búsqueda de 8 semijugadas. Una jugada que pierde de 2 a 5 fichas frente a la mejor es una imprecisión (?!), de 6 a 11 un error (?), 12 o más un error grave (??). Haz clic en una jugada o en un punto del gráfico (o usa las flechas en el gráfico) para ver su posición con la mejor jugada rodeada.

## Nombres de las aperturas

# En el orden de la tabla del motor (engine/data/openings.txt); los jugadores hispanohablantes usan los nombres ingleses.
opening-name = { $opening ->
    [0] Apertura diagonal
    [1] Apertura de casilla X
    [6] Mimura (variante II)
    [8] Iwasaki (variante)
    [17] Bat (Piau continuación 2)
    [18] Melnikov/Bat (Piau continuación 1)
    [19] Bat (Kling continuación)
    [20] Bat (Kling alternativa)
    [27] Buffalo/Kenichi (variante)
    [31] Variante ala
    [32] Variante semiala
    [33] Apertura paralela
    [34] Apertura perpendicular
    [43] Murakami (variante)
    [44] Rotating Flat (Kling continuación)
    [54] No-Cat (continuación)
    [63] No-Kung (continuación)
    [65] Tablas F.A.T.
    [71] Tiger (línea principal)
    [74] Central Rose-Bill/tablas muertas
    [76] Aubrey (Feldborg continuación)
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = el archivo está vacío
load-too-large = el archivo es demasiado grande para ser una partida de Outflank ({ NUMBER($bytes) } bytes; una partida guardada ocupa unos pocos kilobytes)
load-not-json = el archivo no es JSON: error en la línea { NUMBER($line) }, columna { NUMBER($column) }
load-truncated = el archivo está cortado: termina en la línea { NUMBER($line) }, columna { NUMBER($column) }, antes de que la partida esté completa
load-not-an-object = el archivo es JSON pero no una partida de Outflank: contiene { $found } en lugar de un objeto
load-not-outflank = el archivo es JSON pero no una partida de Outflank (no tiene el campo «format»)
load-wrong-format = el archivo es un documento «{ $name }», no una partida de Outflank («{ $format }»)
load-future-version = el archivo lo hizo un Outflank más reciente, versión { NUMBER($version) }; este lee la versión { NUMBER($supported) }. Actualiza la aplicación para cargarlo
load-missing = falta el campo «{ $field }»
load-wrong-type = el campo «{ $field }» debería contener { $expected }, no { $found }
load-bad-start = la posición inicial («start») es incorrecta: { $reason }
load-bad-moves = las jugadas («moves») no forman una partida legal: { $reason }
load-cursor = la jugada actual («cursor») es la { NUMBER($cursor) }, pero el archivo solo registra { $moves ->
    [one] { NUMBER($moves) } jugada
   *[other] { NUMBER($moves) } jugadas
}
load-turn = según el archivo, el turno («to_move») es de «{ $file }», pero tras sus jugadas es de «{ $actual }»
load-found-number = el número { $number }
load-found-fraction = un número con decimales
load-found-text = el texto «{ $text }»
load-found-list = una lista
load-found-object = un objeto
load-expected-text = texto
load-expected-bool = true o false
load-expected-whole-number = un número entero
load-expected-object = un objeto
load-expected-object-like = un objeto como { $example }
load-expected-list = una lista
load-expected-cores = un número de núcleos del 1 al { NUMBER($max) }
load-expected-discs = un número de fichas de -64 a 64
load-expected-depth = una profundidad en medias jugadas (un número entero)
load-expected-level-id = un número de nivel (un número entero)
load-version-zero = el campo «{ $field }» debe ser 1 o más, no 0
load-pass-rule = el campo «{ $field }» debe ser «pass» o «gameover», no «{ $found }»
load-to-move = el campo «{ $field }» debe ser «black», «white» o «none», no «{ $found }»
load-player-kind = el campo «{ $field }» debe ser «human» o «computer», no «{ $found }»
load-level-range = el campo «{ $field }» debe ser un número de nivel del 0 al 255, no { NUMBER($level) }
load-too-long = el campo «{ $field }» debe tener como mucho { NUMBER($max) } caracteres
load-review-too-long = el campo «{ $field }» analiza { NUMBER($reviewed) } jugadas, pero solo { $played ->
    [one] se ha jugado { NUMBER($played) }
   *[other] se han jugado { NUMBER($played) }
}
load-best-not-legal = el campo «{ $field }» debe ser una jugada legal de esa posición, no «{ $found }»
load-file-unreadable = el navegador no pudo leer el archivo

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = el ordenador no respondió en { $seconds ->
    [one] { NUMBER($seconds) } segundo
   *[other] { NUMBER($seconds) } segundos
}
computer-worker-stopped = el proceso de cálculo del ordenador se detuvo { NUMBER($times) } veces durante esta búsqueda
computer-other-version = el proceso de cálculo del ordenador y la página son de versiones distintas de Outflank: recarga la página
computer-illegal-answer = el ordenador respondió { $move }, que aquí no es una jugada legal
computer-no-move = el ordenador no encontró ninguna jugada
computer-fault = un error interno de la aplicación ({ $detail })
no-hint = No se pudo encontrar una pista: { $reason }.
no-best-line = No se pudo encontrar la mejor continuación: { $reason }.
not-analyzed = No se pudo analizar la partida: { $reason }.
storage-refused = Esta partida y tus ajustes no se podrán guardar para la próxima vez: el navegador se niega a guardar datos (su almacenamiento está lleno o desactivado).
update-installed = Se ha instalado una nueva versión de Outflank: recarga la página para usarla.

