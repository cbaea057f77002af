### Las palabras de las páginas estáticas en español (las reglas, Acerca de). Los términos: docs/i18n-glossary.md.

## La página de las reglas

rules-board-title = El tablero y las fichas
rules-board = El Othello lo juegan dos personas, { -black } y { -white }, en un tablero de 8 por 8 casillas. Las columnas se llaman de la a a la h de izquierda a derecha y las filas del 1 al 8 de arriba abajo, así que a1 es la esquina superior izquierda y h8 la inferior derecha. Cada ficha es negra por un lado y blanca por el otro; muestra el color del jugador al que pertenece y cambia de dueño cuando se le da la vuelta.
rules-start-title = El comienzo
rules-start = La partida empieza con cuatro fichas en el centro: { -white } en d4 y e5, { -black } en d5 y e4. { -black } juega primero y después los jugadores se turnan.
rules-moves-title = Hacer una jugada
rules-moves = En tu turno, pon una ficha de tu color en una casilla vacía de modo que <em>encierre</em> al rival: en línea recta desde la ficha nueva (en horizontal, en vertical o en diagonal) tiene que haber una o más fichas del rival, sin casillas vacías entre ellas, y luego una ficha tuya. Una casilla donde eso no ocurre en ninguna dirección no es una jugada legal.
rules-flips-title = Voltear, en todas las direcciones a la vez
rules-flips = Cada línea de fichas del rival que la ficha nueva encierra se voltea a tu color, en las ocho direcciones a la vez. Una línea que no acaba en una ficha tuya no queda encerrada y se queda como está.
rules-gaps-title = Una casilla vacía corta la línea
rules-gaps = Las fichas encerradas tienen que ir seguidas. Si antes de tu ficha hay una casilla vacía, la línea se acaba ahí: la ficha que hay más allá del hueco no cuenta y en esa línea no se voltea nada.
rules-pass-title = ¿Sin jugada? Pasas
rules-pass = Si tienes al menos una jugada legal, tienes que hacerla. Si no tienes ninguna, pasas y tu rival vuelve a jugar. Outflank muestra el pase en el tablero antes de seguir.
rules-pass-option = Outflank también ofrece la regla de un antiguo juego de navegador: «la partida termina en cuanto un jugador no tiene jugada». Con esa opción, la posición de arriba terminaría la partida. Puedes elegirla en los ajustes.
rules-end-title = El final y el resultado
rules-end = La partida termina cuando ninguno de los dos puede jugar: normalmente cuando el tablero está lleno, a veces antes. Gana quien tiene más fichas; con las mismas, es empate. Según el recuento de la Federación Mundial de Othello, que usa Outflank, las casillas vacías que quedan son para el ganador, y un empate es 32 a 32.
rules-wipe-out = Una partida también puede acabar pronto si un jugador pierde todas sus fichas: una aniquilación.
rules-notation-title = Anotar las partidas
rules-notation = Una partida se escribe como sus jugadas en orden, cada una una casilla: <code>f5 d6 c3 d3 c4</code> (los espacios son opcionales). Un pase se puede escribir <code>pass</code> u omitir, porque es forzado. Una posición se puede escribir con 64 caracteres para las casillas a1, b1, … h8, fila por fila (<code>X</code> negra, <code>O</code> blanca, <code>-</code> vacía), y luego el bando al que le toca: es el formato OBF de muchos programas de Othello. La lista de jugadas de Outflank muestra la primera forma, y «{ paste-game }» acepta las dos.
rules-tips-title = Algunos consejos
rules-tip-stable = Las esquinas nunca se pueden voltear. Una ficha que ya nunca se puede voltear se llama <em>estable</em>, y las fichas estables valen mucho más que muchas fichas que pronto cambiarán de color; marca «{ show-stable }» para verlas rodeadas en el tablero.
rules-tip-review = «{ analyze-game }» dibuja quién iba por delante tras cada jugada, para que encuentres la jugada en que cambió la partida.
rules-tip-corners = Cuidado con las casillas junto a una esquina vacía (sobre todo b2, g2, b7 y g7): jugar ahí suele regalarle la esquina al rival.
rules-tip-mobility = En el medio juego, tener menos fichas y más jugadas posibles suele ser mejor que tener muchas fichas: a quien se le acaban las buenas jugadas tiene que hacer malas.

## Los diagramas de las reglas: sus pies, y los nombres accesibles de las imágenes

list-and = { $rest } y { $last }
list-none = ninguna
diagram-start = El comienzo: dos fichas de cada uno en el centro. { -black } juega primero.
diagram-legal-moves = Tras { $moves }, { $side } puede jugar en cualquiera de las { NUMBER($count) } casillas marcadas: { $squares }.
diagram-several-before = { $side } juega en { $square }…
diagram-several-after = …y voltea { NUMBER($discs) } fichas en { NUMBER($directions) } direcciones: { $groups }.
diagram-direction-group = { $squares } ({ $direction })
direction-north = norte
direction-north-east = noreste
direction-east = este
direction-south-east = sureste
direction-south = sur
direction-south-west = suroeste
direction-west = oeste
direction-north-west = noroeste
diagram-broken-line = { $side } no puede jugar en { $square }: la casilla vacía { $gap } corta la línea, así que no encierra nada.
diagram-unbroken-line = Con una ficha de { $side } en { $gap }, { $square } sería legal y voltearía { $squares }.
diagram-pass = A { $side } le toca y no tiene jugada legal, así que { $side } pasa y { $other } vuelve a jugar (las casillas marcadas: { $squares }).
diagram-game-end = Nadie puede jugar y quedan { NUMBER($empties) } casillas vacías. { -black } tiene { NUMBER($black) } fichas y { -white } { NUMBER($white) }. { $score }
diagram-score-shared = { $outcome }: las casillas vacías se reparten.
diagram-score-won = { $empties ->
    [one] La casilla vacía cuenta para el ganador: { $outcome }.
   *[other] Las { $empties } casillas vacías cuentan para el ganador: { $outcome }.
}
diagram-wipe-out = Tras solo { NUMBER($count) } jugadas ({ $moves }), a { -white } no le queda ninguna ficha y la partida se acaba: { NUMBER($black) } fichas a 0, con { NUMBER($empties) } casillas vacías, resultado { $outcome }.
describe-side = { $side } tiene { $count ->
    [one] 1 ficha
   *[other] { $count } fichas
} en { $squares }
describe-side-none = { $side } no tiene fichas
describe-to-move = Juega { $side }
mark-legal = Jugadas legales marcadas: { $squares }
mark-target = A punto de jugarse: { $squares }
mark-placed = Recién jugada: { $squares }
mark-flipped = Fichas volteadas rodeadas: { $squares }
mark-illegal = Tachada, no es jugada legal: { $squares }
mark-gap = El hueco: { $squares }
mark-won-empty = Casillas vacías que cuentan para el ganador: { $squares }

## La página Acerca de

about-intro = Outflank { $version } es Othello para el navegador: juega con un amigo en un mismo dispositivo o contra uno de los personajes del ordenador, en el móvil o en el ordenador, con conexión o sin ella. Está escrito en Rust y funciona como WebAssembly; el ordenador piensa en un worker en segundo plano para que la página nunca se congele.
about-own = Todo lo que ves y oyes lo hace el propio código de Outflank: el tablero, los retratos de los personajes y los diagramas se dibujan como gráficos vectoriales, y cada sonido se sintetiza mientras juegas. No hay archivos de imagen, tipografía ni sonido de nadie más, y no aparece ninguna persona real.
about-free = Outflank es software libre bajo la licencia { $licence }.
about-crates-title = Software de código abierto que lleva dentro
about-crates = Outflank se apoya en { NUMBER($count) } crates de Rust de código abierto, compilados en la aplicación y su worker. Gracias a sus autores. Las herramientas que solo se ejecutan al compilar (las macros procedimentales de Rust) no forman parte de la aplicación y no aparecen.
about-licence-count = { $licence }: { $count ->
    [one] 1 crate
   *[other] { $count } crates
}
about-table-label = Crates y sus licencias
about-table-caption = Crates compilados en Outflank, con sus licencias
about-column-crate = Crate
about-column-version = Versión
about-column-licence = Licencia
about-column-authors = Autores
about-mit-title = La licencia MIT
about-mit-intro = La mayoría de estos crates se pueden usar bajo la licencia MIT (muchos ofrecen Apache-2.0 como alternativa). Sus términos, en inglés, que se aplican a cada crate con el copyright de sus autores citados arriba:

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = Othello (Reversi) contra el ordenador o un amigo, en el móvil o en el ordenador, con conexión o sin ella.
