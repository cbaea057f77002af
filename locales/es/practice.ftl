### Las páginas de práctica de Outflank: problemas (#puzzles), el problema del día (#puzzles/daily) y tus propios errores (#puzzles/mistakes).

nav-practice = Práctica
title-practice = Problemas, el problema del día, tus propios errores y aperturas para practicar
practice-title = Práctica
practice-tabs = Tipos de práctica
practice-tab-puzzles = Problemas
practice-tab-daily = Problema del día
practice-tab-mistakes = Mis errores
practice-loading = Cargando los problemas…
practice-damaged = No se pudieron cargar los problemas (el archivo está dañado o falta). La partida no se ve afectada.
practice-puzzle-number = Problema { NUMBER($number) }
practice-to-move = Juega { $side }
practice-kind-win = Encuentra la única jugada ganadora
practice-kind-draw = Salva el empate
practice-kind-best-score = Encuentra la jugada con mejor resultado
practice-kind-find-move = Encuentra la jugada
practice-kind-trap = No caigas en la trampa
practice-difficulty = Dificultad
practice-difficulty-value = Dificultad { NUMBER($level) } de 5
practice-theme-corner = Tema: esquina
practice-theme-edge = Tema: borde
practice-theme-parity = Tema: paridad
practice-theme-tempo = Tema: tempo
practice-theme-wipe-out = Tema: aniquilación
practice-values-exact = Los valores son exactos (calculados hasta el final).
practice-values-search = Los valores son los de una búsqueda profunda.
practice-wrong = { $square } pierde { $loss ->
    [one] 1 ficha
   *[other] { $loss } fichas
}; hay una jugada mejor.
practice-wrong-unknown = { $square } no es la mejor jugada que encontró el análisis.
practice-solved = Correcto: { $square } es la mejor jugada.
practice-continue = Correcto: { $square }. El ordenador responde { $reply }; te toca.
practice-continue-pass = Correcto: { $square }. El ordenador no tiene jugada y pasa; te vuelve a tocar.
practice-step = Jugada { NUMBER($step) } de { NUMBER($steps) }
practice-try-again = Intentar de nuevo
practice-show-solution = Ver la solución
practice-solution = El valor de cada jugada está en el tablero, la mejor con un círculo.
practice-next = Siguiente problema
practice-solved-count = { $count ->
    [one] 1 problema resuelto
   *[other] { $count } problemas resueltos
}
practice-streak = Resueltos al primer intento seguidos: { NUMBER($count) }
practice-missed = { $count ->
    [one] 1 problema fallado volverá
   *[other] { $count } problemas fallados volverán
}
practice-daily-date = El problema del { $date }, el mismo para todos
practice-daily-streak = { $count ->
    [one] 1 día seguido
   *[other] { $count } días seguidos
}
practice-daily-done = Has resuelto el problema de hoy. Mañana llega uno nuevo.
practice-no-mistakes = No hay errores que practicar. Después de una partida, elige «Analizar la partida» y luego «Practicar mis errores».
practice-mistakes-left = { $count ->
    [one] 1 error que practicar
   *[other] { $count } errores que practicar
}
practice-mistake-played = En tu partida jugaste { $square }, que perdió { $loss ->
    [one] 1 ficha
   *[other] { $loss } fichas
}.
practice-mistake-note = Solo se acepta la mejor jugada que encontró el análisis; de las demás jugadas solo la tuya tiene un valor.
practice-mistake-next = Siguiente error
practice-mistakes-add = Practicar mis errores
title-practice-mistakes = Añadir a la práctica tus jugadas de esta partida que perdieron 6 fichas o más
practice-mistakes-added = { $count ->
    [0] No hay errores nuevos de 6 fichas o más que añadir.
    [one] 1 error añadido a la práctica.
   *[other] { $count } errores añadidos a la práctica.
}
practice-open-mistakes = Abrir mis errores

## El entrenador de aperturas (#openings).

practice-tab-openings = Aperturas
practice-trainer-line = Apertura
practice-trainer-book-lines = Las mejores líneas del libro
practice-trainer-color = Tu color
practice-trainer-loading = Cargando las aperturas…
practice-trainer-failed = El libro de aperturas no está disponible, así que el entrenador no puede juzgar tus jugadas. La partida no se ve afectada.
practice-trainer-heading = { $line }, con { $side }
practice-trainer-your-move = Te toca: juega la siguiente jugada de la apertura.
practice-trainer-your-move-book = Te toca: juega una jugada que el libro valore a 1 ficha como mucho de su mejor.
practice-trainer-asking = Buscando la posición en el libro…
practice-trainer-right = Correcto: { $square }.
practice-trainer-replied = El ordenador respondió { $square }.
practice-trainer-wrong-line = { $square } se sale de la apertura. La jugada correcta está rodeada en el tablero con el valor del libro.
practice-trainer-wrong-book = { $square } pierde { $loss ->
    [one] 1 ficha
   *[other] { $loss } fichas
} frente a la mejor del libro. Las jugadas correctas están rodeadas en el tablero con sus valores.
practice-trainer-line-end = La apertura termina aquí: has jugado { $line } hasta el final.
practice-trainer-book-end = El libro termina aquí.
practice-trainer-missed = Fallaste una jugada: esta apertura vuelve enseguida.
practice-trainer-clean = Todas las jugadas correctas al primer intento: esta apertura sube un nivel.
practice-trainer-next = Siguiente apertura
practice-trainer-next-is = Después: { $line }, con { $side }
practice-trainer-progress = Tus aperturas
practice-trainer-card = { $line }, con { $side }: nivel { NUMBER($level) } de 5
practice-trainer-due = toca repasar
practice-trainer-mastered = Aperturas dominadas: { NUMBER($count) } de { NUMBER($total) }
practice-trainer-none = Aún no has practicado ninguna apertura. Las que falles vuelven hasta que te las sepas.
practice-trainer-note = Los valores son los del libro de aperturas: la diferencia final de fichas con el mejor juego, para el bando al que le toca.
