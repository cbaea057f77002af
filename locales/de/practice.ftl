### Die Übungsseiten von Outflank: Aufgaben (#puzzles), die Tagesaufgabe (#puzzles/daily) und deine eigenen Fehler (#puzzles/mistakes).

nav-practice = Üben
title-practice = Aufgaben, die Tagesaufgabe, deine eigenen Fehler und Eröffnungen zum Üben
practice-title = Üben
practice-tabs = Arten des Übens
practice-tab-puzzles = Aufgaben
practice-tab-daily = Tagesaufgabe
practice-tab-mistakes = Meine Fehler
practice-loading = Die Aufgaben werden geladen …
practice-damaged = Die Aufgaben konnten nicht geladen werden (die Datei ist beschädigt oder fehlt). Die Partie ist davon nicht betroffen.
practice-puzzle-number = Aufgabe { NUMBER($number) }
practice-to-move = { $side } am Zug
practice-kind-win = Finde den einzigen Gewinnzug
practice-kind-draw = Rette das Unentschieden
practice-kind-best-score = Finde den Zug mit dem besten Ergebnis
practice-kind-find-move = Finde den Zug
practice-kind-trap = Fall nicht darauf herein
practice-difficulty = Schwierigkeit
practice-difficulty-value = Schwierigkeit { NUMBER($level) } von 5
practice-theme-corner = Thema: Ecke
practice-theme-edge = Thema: Rand
practice-theme-parity = Thema: Parität
practice-theme-tempo = Thema: Tempo
practice-theme-wipe-out = Thema: Auslöschung
practice-values-exact = Die Werte sind exakt (bis zum Ende berechnet).
practice-values-search = Die Werte stammen von einer tiefen Suche.
practice-wrong = { $square } verliert { $loss ->
    [one] 1 Stein
   *[other] { $loss } Steine
}; es gibt einen besseren Zug.
practice-wrong-unknown = { $square } ist nicht der beste Zug, den die Analyse gefunden hat.
practice-solved = Richtig: { $square } ist der beste Zug.
practice-continue = Richtig: { $square }. Der Computer antwortet { $reply }; du bist am Zug.
practice-continue-pass = Richtig: { $square }. Der Computer hat keinen Zug und passt; du bist wieder am Zug.
practice-step = Zug { NUMBER($step) } von { NUMBER($steps) }
practice-try-again = Noch einmal
practice-show-solution = Lösung zeigen
practice-solution = Der Wert jedes Zuges steht auf dem Brett, der beste ist eingekreist.
practice-next = Nächste Aufgabe
practice-solved-count = { $count ->
    [one] 1 Aufgabe gelöst
   *[other] { $count } Aufgaben gelöst
}
practice-streak = Beim ersten Versuch gelöst in Folge: { NUMBER($count) }
practice-missed = { $count ->
    [one] 1 verpasste Aufgabe kommt wieder
   *[other] { $count } verpasste Aufgaben kommen wieder
}
practice-daily-date = Die Aufgabe vom { $date }, für alle dieselbe
practice-daily-streak = { $count ->
    [one] 1 Tag in Folge
   *[other] { $count } Tage in Folge
}
practice-daily-done = Du hast die heutige Aufgabe gelöst. Morgen kommt eine neue.
practice-no-mistakes = Keine Fehler zum Üben. Wähle nach einer Partie „Partie analysieren“, dann „Meine Fehler üben“.
practice-mistakes-left = { $count ->
    [one] 1 Fehler zum Üben
   *[other] { $count } Fehler zum Üben
}
practice-mistake-played = In deiner Partie hast du { $square } gesetzt und damit { $loss ->
    [one] 1 Stein
   *[other] { $loss } Steine
} verloren.
practice-mistake-note = Nur der beste Zug der Analyse zählt als richtig; von den anderen Zügen hat nur deiner einen Wert.
practice-mistake-next = Nächster Fehler
practice-mistakes-add = Meine Fehler üben
title-practice-mistakes = Deine Züge dieser Partie, die 6 Steine oder mehr verloren, zum Üben hinzufügen
practice-mistakes-added = { $count ->
    [0] Kein neuer Fehler von 6 Steinen oder mehr.
    [one] 1 Fehler zum Üben hinzugefügt.
   *[other] { $count } Fehler zum Üben hinzugefügt.
}
practice-open-mistakes = Meine Fehler öffnen

## Der Eröffnungstrainer (#openings).

practice-tab-openings = Eröffnungen
practice-trainer-line = Eröffnung
practice-trainer-book-lines = Die besten Folgen des Eröffnungsbuchs
practice-trainer-color = Deine Farbe
practice-trainer-loading = Die Eröffnungen werden geladen …
practice-trainer-failed = Das Eröffnungsbuch ist nicht verfügbar, daher kann der Trainer deine Züge nicht beurteilen. Die Partie ist nicht betroffen.
practice-trainer-heading = { $line }, du spielst { $side }
practice-trainer-your-move = Du bist am Zug: Setze den nächsten Zug der Eröffnung.
practice-trainer-your-move-book = Du bist am Zug: Setze einen Zug, den das Buch höchstens 1 Stein schlechter bewertet als seinen besten.
practice-trainer-asking = Die Stellung wird im Eröffnungsbuch gesucht …
practice-trainer-right = Richtig: { $square }.
practice-trainer-replied = Der Computer hat { $square } geantwortet.
practice-trainer-wrong-line = { $square } verlässt die Eröffnung. Der richtige Zug ist auf dem Brett eingekreist, mit dem Wert des Buchs.
practice-trainer-wrong-book = { $square } verliert { $loss ->
    [one] 1 Stein
   *[other] { $loss } Steine
} gegenüber dem besten Zug des Buchs. Die richtigen Züge sind auf dem Brett eingekreist, mit ihren Werten.
practice-trainer-line-end = Die Eröffnung endet hier: { $line } ist zu Ende gespielt.
practice-trainer-book-end = Das Eröffnungsbuch endet hier.
practice-trainer-missed = Ein Zug war falsch: Diese Eröffnung kommt gleich wieder.
practice-trainer-clean = Jeder Zug beim ersten Versuch richtig: Diese Eröffnung steigt eine Stufe auf.
practice-trainer-next = Nächste Eröffnung
practice-trainer-next-is = Als Nächstes: { $line }, du spielst { $side }
practice-trainer-progress = Deine Eröffnungen
practice-trainer-card = { $line }, du spielst { $side }: Stufe { NUMBER($level) } von 5
practice-trainer-due = wieder fällig
practice-trainer-mastered = Beherrschte Eröffnungen: { NUMBER($count) } von { NUMBER($total) }
practice-trainer-none = Noch keine Eröffnung geübt. Die Eröffnungen, bei denen du dich irrst, kommen wieder, bis du sie kannst.
practice-trainer-note = Die Werte sind die des Eröffnungsbuchs: der Steinunterschied am Ende bei bestem Spiel, für die Seite am Zug.
