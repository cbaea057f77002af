### Las páginas de práctica de Outflank: problemas (#puzzles), el problema del día (#puzzles/daily) y tus propios errores (#puzzles/mistakes).

nav-practice = Práctica
title-practice = Problemas, el problema del día y tus propios errores para practicar
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
