### Die Wörter der statischen Seiten auf Deutsch (die Regeln, Über Outflank). Die Begriffe: docs/i18n-glossary.md.

## Die Regelseite

rules-board-title = Das Brett und die Steine
rules-board = Othello spielen zwei Personen, { -black } und { -white }, auf einem Brett mit 8 mal 8 Feldern. Die Spalten heißen von links nach rechts a bis h, die Reihen von oben nach unten 1 bis 8; a1 ist also die linke obere Ecke und h8 die rechte untere. Jeder Stein ist auf einer Seite schwarz und auf der anderen weiß; er zeigt die Farbe des Spielers, dem er gehört, und wechselt den Besitzer, wenn er umgedreht wird.
rules-start-title = Der Anfang
rules-start = Die Partie beginnt mit vier Steinen in der Mitte: { -white } auf d4 und e5, { -black } auf d5 und e4. { -black } setzt zuerst, danach sind die Spieler abwechselnd am Zug.
rules-moves-title = Einen Zug machen
rules-moves = Wenn du am Zug bist, setze einen Stein deiner Farbe so auf ein leeres Feld, dass er gegnerische Steine <em>einschließt</em>: In gerader Linie vom neuen Stein aus (waagerecht, senkrecht oder diagonal) muss ein gegnerischer Stein oder mehrere ohne Lücke liegen und dahinter einer deiner eigenen Steine. Ein Feld, auf dem das in keiner Richtung geschieht, ist kein gültiger Zug.
rules-flips-title = Umdrehen, in alle Richtungen zugleich
rules-flips = Jede Reihe gegnerischer Steine, die der neue Stein einschließt, wird in deine Farbe umgedreht, in allen acht Richtungen zugleich. Eine Reihe, die nicht an einem deiner Steine endet, ist nicht eingeschlossen und bleibt, wie sie ist.
rules-gaps-title = Ein leeres Feld unterbricht die Reihe
rules-gaps = Die eingeschlossenen Steine müssen lückenlos liegen. Kommt vor deinem eigenen Stein ein leeres Feld, endet die Reihe dort: Der Stein hinter der Lücke zählt nicht, und in dieser Reihe wird nichts umgedreht.
rules-pass-title = Kein Zug? Passen
rules-pass = Hast du mindestens einen gültigen Zug, musst du einen machen. Hast du keinen, passt du, und dein Gegner ist noch einmal am Zug. Outflank zeigt das Passen auf dem Brett, bevor es weitergeht.
rules-pass-option = Outflank bietet auch die Regel eines älteren Browserspiels an: „die Partie endet sofort, wenn ein Spieler keinen Zug hat“. Mit dieser Option würde die Stellung oben die Partie beenden. Du kannst sie in den Einstellungen wählen.
rules-end-title = Das Ende und die Wertung
rules-end = Die Partie endet, wenn keiner der beiden mehr ziehen kann: meist, wenn das Brett voll ist, manchmal früher. Wer mehr Steine hat, gewinnt; bei Gleichstand ist es unentschieden. Nach der Zählung des Weltverbands, der World Othello Federation, die Outflank verwendet, gehen übrige leere Felder an den Sieger, und ein Unentschieden steht 32 zu 32.
rules-wipe-out = Eine Partie kann auch früh enden, wenn ein Spieler alle Steine verliert: eine Vernichtung.
rules-notation-title = Partien aufschreiben
rules-notation = Eine Partie wird als Folge ihrer Züge notiert, jeder ein Feld: <code>f5 d6 c3 d3 c4</code> (Leerzeichen sind freiwillig). Ein Passen kann als <code>pass</code> notiert oder weggelassen werden, da es erzwungen ist. Eine Stellung lässt sich als 64 Zeichen für die Felder a1, b1, … h8 schreiben, Reihe für Reihe (<code>X</code> schwarz, <code>O</code> weiß, <code>-</code> leer), dann die Seite am Zug: das OBF-Format vieler Othello-Programme. Die Zugliste von Outflank zeigt die erste Form, und „{ paste-game }“ nimmt beide an.
rules-tips-title = Ein paar Tipps
rules-tip-stable = Ecken können nie umgedreht werden. Ein Stein, der nie mehr umgedreht werden kann, heißt <em>stabil</em>, und stabile Steine sind viel mehr wert als viele Steine, die bald die Farbe wechseln; kreuze „{ show-stable }“ an, um sie auf dem Brett umrandet zu sehen.
rules-tip-review = „{ analyze-game }“ zeichnet nach jedem Zug, wer vorn lag, damit du den Zug findest, an dem die Partie kippte.
rules-tip-corners = Vorsicht mit den Feldern neben einer leeren Ecke (vor allem b2, g2, b7 und g7): Wer dort setzt, überlässt dem Gegner oft die Ecke.
rules-tip-mobility = Im Mittelspiel sind weniger Steine und mehr mögliche Züge oft besser als viele Steine: Wem die guten Züge ausgehen, der muss schlechte machen.

## Die Diagramme der Regeln: ihre Bildunterschriften und die zugänglichen Namen der Bilder

list-and = { $rest } und { $last }
list-none = keine
diagram-start = Der Anfang: je zwei Steine in der Mitte. { -black } setzt zuerst.
diagram-legal-moves = Nach { $moves } kann { $side } auf jedes der { NUMBER($count) } markierten Felder setzen: { $squares }.
diagram-several-before = { $side } setzt auf { $square } …
diagram-several-after = … und dreht { NUMBER($discs) } Steine in { NUMBER($directions) } Richtungen um: { $groups }.
diagram-direction-group = { $squares } ({ $direction })
direction-north = Norden
direction-north-east = Nordosten
direction-east = Osten
direction-south-east = Südosten
direction-south = Süden
direction-south-west = Südwesten
direction-west = Westen
direction-north-west = Nordwesten
diagram-broken-line = { $side } kann nicht auf { $square } setzen: Das leere Feld { $gap } unterbricht die Reihe, also wird nichts eingeschlossen.
diagram-unbroken-line = Läge stattdessen ein Stein von { $side } auf { $gap }, wäre { $square } gültig und würde { $squares } umdrehen.
diagram-pass = { $side } ist am Zug und hat keinen gültigen Zug, also passt { $side }, und { $other } setzt noch einmal (die markierten Felder: { $squares }).
diagram-game-end = Keiner kann mehr ziehen, { NUMBER($empties) } Felder sind leer. { -black } hat { NUMBER($black) } Steine und { -white } { NUMBER($white) }. { $score }
diagram-score-shared = { $outcome }: Die leeren Felder werden geteilt.
diagram-score-won = { $empties ->
    [one] Das leere Feld zählt für den Sieger: { $outcome }.
   *[other] Die { $empties } leeren Felder zählen für den Sieger: { $outcome }.
}
diagram-wipe-out = Nach nur { NUMBER($count) } Zügen ({ $moves }) hat { -white } keinen Stein mehr, und die Partie ist aus: { NUMBER($black) } Steine zu 0, mit { NUMBER($empties) } leeren Feldern, Ergebnis { $outcome }.
describe-side = { $side } hat { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
} auf { $squares }
describe-side-none = { $side } hat keine Steine
describe-to-move = { $side } am Zug
mark-legal = Gültige Züge markiert: { $squares }
mark-target = Wird gleich gesetzt: { $squares }
mark-placed = Gerade gesetzt: { $squares }
mark-flipped = Umgedrehte Steine umrandet: { $squares }
mark-illegal = Durchgestrichen, kein gültiger Zug: { $squares }
mark-gap = Die Lücke: { $squares }
mark-won-empty = Leere Felder, die für den Sieger zählen: { $squares }

## Die Seite Über Outflank

about-intro = Outflank { $version } ist Othello für den Browser: Spiel gegen Freunde an einem Gerät oder gegen eine der Figuren des Computers, auf dem Handy oder am Rechner, online oder offline. Es ist in Rust geschrieben und läuft als WebAssembly; der Computer denkt in einem Worker im Hintergrund, damit die Seite nie einfriert.
about-own = Alles, was du siehst und hörst, macht Outflanks eigener Code: Das Brett, die Porträts der Figuren und die Diagramme sind als Vektorgrafik gezeichnet, und jeder Ton wird beim Spielen erzeugt. Es gibt keine Bild-, Schrift- oder Tondateien von anderen, und keine echten Menschen werden dargestellt.
about-free = Outflank selbst ist freie Software unter der Lizenz { $licence }.
about-crates-title = Open-Source-Software im Inneren
about-crates = Outflank baut auf { NUMBER($count) } Open-Source-Crates in Rust auf, die in die App und ihren Worker kompiliert sind. Danke an ihre Autorinnen und Autoren. Werkzeuge, die nur beim Bauen laufen (die prozeduralen Makros von Rust), sind kein Teil der App und nicht aufgeführt.
about-licence-count = { $licence }: { $count ->
    [one] 1 Crate
   *[other] { $count } Crates
}
about-table-label = Crates und ihre Lizenzen
about-table-caption = In Outflank kompilierte Crates mit ihren Lizenzen
about-column-crate = Crate
about-column-version = Version
about-column-licence = Lizenz
about-column-authors = Autoren
about-mit-title = Die MIT-Lizenz
about-mit-intro = Die meisten dieser Crates dürfen unter der MIT-Lizenz verwendet werden (viele bieten Apache-2.0 als Alternative). Ihr Wortlaut auf Englisch, der für jede Crate mit dem Copyright ihrer oben genannten Autoren gilt:

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = Othello (Reversi) gegen den Computer oder Freunde, auf dem Handy und am Computer, online und offline.
