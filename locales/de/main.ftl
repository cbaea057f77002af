### Outflank auf Deutsch. Die Begriffe: docs/i18n-glossary.md (Schwarz/Weiß, Stein, setzen,
### passen, stabiler Stein, Eröffnung, bester Zug).

-black = Schwarz
-white = Weiß

## Die Farben

black = { -black }
white = { -white }
black-word = schwarz
white-word = weiß

## Wer spielt

you = Du
human = Mensch
computer = Computer
your = deine
possessive = { $name }s

## Sätze

sentence = { $text }.
sentence-gap = {" "}

## Was gerade geschah

editing-board = Brett wird bearbeitet
new-game = Neue Partie
new-game-kept = Neue Partie begonnen – Rückgängig holt die letzte zurück
game-resumed = Partie bei Zug { NUMBER($move) } fortgesetzt
position-set-up = Stellung aufgebaut
position-set-up-kept = Stellung aufgebaut – Rückgängig holt die letzte Partie zurück
loaded-moves = { $count ->
    [one] 1 Zug geladen
   *[other] { $count } Züge geladen
}
loaded-moves-kept = { $count ->
    [one] 1 Zug geladen
   *[other] { $count } Züge geladen
} – Rückgängig holt die letzte Partie zurück
you-played = Du hast { $square } gesetzt und { NUMBER($flipped) } umgedreht
played = { $who } hat { $square } gesetzt und { NUMBER($flipped) } umgedreht
you-pass = Du hast keinen gültigen Zug und passt
passes = { $who } hat keinen gültigen Zug und passt
took-back = Zurückgenommen bis Zug { NUMBER($move) }
replayed = Wiederholt bis Zug { NUMBER($move) }
restored = Die verlassene Partie ist zurück, bei Zug { NUMBER($move) }
not-legal = { $square } ist kein gültiger Zug
back-to-game-at = Zurück zur Partie bei Zug { NUMBER($move) }
copied-game = Partie kopiert
copy-refused = Kopieren wurde verweigert: Die Partie ist markiert, kopiere sie von Hand

## Wer am Zug ist, oder das Ergebnis

editor-to-move = { $colour } ist darin am Zug
game-over = Partie vorbei: { $result }
is-thinking = { $who } denkt nach
cannot-move = { $who } kann nicht ziehen: { $reason }
your-move = Du bist am Zug, { NUMBER($black) }–{ NUMBER($white) }
to-move = { $who } ist am Zug, { NUMBER($black) }–{ NUMBER($white) }
variation-from = Variante ab Zug { NUMBER($move) }: { $line }
blocked-ends-game = { $colour } hat keinen gültigen Zug, damit endet die Partie

## Das Ergebnis

you-win = Du gewinnst { NUMBER($won) }–{ NUMBER($lost) }
you-lost = Du hast { NUMBER($lost) }–{ NUMBER($won) } verloren
wins = { $who } gewinnt { NUMBER($won) }–{ NUMBER($lost) }
draw = Unentschieden, { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose } { $discs ->
    [one] 1 Stein
   *[other] { $discs } Steine
} + { $empty ->
    [one] 1 leeres Feld
   *[other] { $empty } leere Felder
})
draw-with-empties = { $headline } (je { $discs ->
    [one] 1 Stein
   *[other] { $discs } Steine
} + die Hälfte { $empty ->
    [one] des leeren Feldes
   *[other] der { $empty } leeren Felder
})

## Die Analyse

review-best = Zug { NUMBER($move) }, { $square }: bester Zug, { $value }
review-best-exact = Zug { NUMBER($move) }, { $square }: bester Zug, { $value }, exakt
review-loss = Zug { NUMBER($move) }, { $square }: { $loss }; besser { $best }, { $value }
review-loss-exact = Zug { NUMBER($move) }, { $square }: { $loss }; besser { $best }, { $value }, exakt
loss-best = bester Zug
lost-discs = { $loss ->
    [one] 1 Stein verloren
   *[other] { $loss } Steine verloren
}
lost-inaccuracy = { $loss ->
    [one] 1 Stein verloren
   *[other] { $loss } Steine verloren
}, eine Ungenauigkeit
lost-mistake = { $loss ->
    [one] 1 Stein verloren
   *[other] { $loss } Steine verloren
}, ein Fehler
lost-blunder = { $loss ->
    [one] 1 Stein verloren
   *[other] { $loss } Steine verloren
}, ein grober Fehler
review-done = Analyse fertig: { -black } verlor { $black ->
    [one] 1 Stein
   *[other] { NUMBER($black) } Steine
} in { $black_mistakes ->
    [one] 1 Fehler
   *[other] { $black_mistakes } Fehlern
}, { -white } { NUMBER($white) } in { NUMBER($white_mistakes) }

## Der Name eines Feldes

square-empty = leer
square-legal = gültiger Zug
square-last = letzter Zug
square-stable = stabil
square-best = bester Zug
square-line-step = Zug { NUMBER($step) } der besten Folge
square-value = { $value } { $discs ->
    [one] Stein
   *[other] Steine
}
square-exact = exakt
list-separator = ,{" "}

## Das Brett und die Spielstände

board = Brett
banner-passes = { $colour } passt
card-discs = { $count ->
    [one] Stein
   *[other] Steine
}
card-points = { $count ->
    [one] Punkt
   *[other] Punkte
}
choose-opponent-label = { $colour }: { $name }. Gegner wählen
opening-label = Eröffnung:{" "}

## Die Knöpfe und die Einstellungen

game-controls = Spielsteuerung
button-new-game = Neue Partie
title-new-game = Neue Partie (N): Rückgängig holt diese zurück
button-undo = Rückgängig
title-undo = Rückgängig (U)
button-redo = Wiederholen
title-redo = Wiederholen (R)
button-hint = Tipp
button-hint-pending = Denkt nach…
title-hint = Tipp (H): der Wert jedes Zuges in Steinen, der beste umkreist
button-move-now = Jetzt ziehen
title-move-now = Jetzt ziehen (M): Der Computer spielt seinen bisher besten Zug
button-edit-board = Brett bearbeiten
title-edit-board = Brett bearbeiten (E): eine beliebige Stellung aufbauen und von dort weiterspielen
button-save = Speichern
title-save = Speichern (S)
button-load = Laden
title-load = Laden (O)
saved-game-file = Gespeicherte Partie
ask-again = Den Computer erneut fragen
settings = Einstellungen
language-label = Sprache
show-legal = Gültige Züge zeigen
show-stable = Stabile Steine zeigen
sound = Ton
animation = Animation
cores = Kerne
cores-automatic = Automatisch
changes-apply = Änderungen gelten ab dem nächsten Zug oder der nächsten Partie.
pass-rule = Hat ein Spieler keinen gültigen Zug,
pass-rule-pass = passt er (die übliche Regel)
pass-rule-game-over = endet die Partie
human-about = Auf diesem Gerät gespielt: Tippe oder klicke auf ein Feld.
details = Details
player-in-rematch = { $colour } in der Revanche

## Die Zugliste und der Knopf der Analyse

moves-title = Züge
no-moves = Noch keine Züge.
moves-played = Gespielte Züge
notation-label = Die Partie in Notation
copy = Kopieren
copied = Kopiert
title-ggf = Die Partie als GGF-Datensatz kopieren (Partie einfügen liest ihn zurück)
game-to-paste = Einzufügende Partie
paste-placeholder = Partie einfügen: Züge (f5d6c3…), Stellung oder GGF
paste-game = Partie einfügen
analyze-game = Partie analysieren
title-analyze = Jeder Zug gegen den besten Zug (die Schwellen stehen in der Hilfe)
analyzing = Analyse: { NUMBER($done) } von { $total ->
    [one] 1 Zug
   *[other] { $total } Zügen
}

## Was der Computer denkt

thinking-panel = Was der Computer denkt
thinking-toggle = Überlegung
thinking-idle = Sein bester Zug, dessen Wert und die Folge erscheinen hier, während er nachdenkt.
thinking-best = Bisher bester Zug: { $move }
thinking-starting = Startet…
thinking-value = Wert: { $value } { $discs ->
    [one] Stein
   *[other] Steine
}
thinking-depth = Tiefe: { NUMBER($depth) }
thinking-win-rate = Gewinnquote: { NUMBER($percent) } % ({ $visits } Besuche)
thinking-playouts = Simulationen: { $count }
thinking-solving = Rechnet { $empties ->
    [one] das letzte leere Feld
   *[other] die { $empties } leeren Felder
} exakt
thinking-nodes-rate = { $count } Knoten/s
thinking-playouts-rate = { $count } Simulationen/s
thinking-line = Folge: { $line }

## Die Wahl des Gegners

choose-your-opponent = Gegner wählen
rating-first-timer = {" "}(alle beginnen bei 1000, der Stärke eines Neulings).
rating-after-games = {" "}nach { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}.
start-again = Wieder bei 1000 beginnen
close = Schließen
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = Anfänger
strength-casual = Gelegenheitsspieler
strength-club = Verein
strength-strong = Stark
strength-expert = Experte
strength-master = Meister
strength-world = Weltklasse

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = Alpha-Beta { $depth ->
    [one] 1 Halbzug
   *[other] { $depth } Halbzüge
} tief
level-details-softmax = Softmax bei { $temperature } Steinen
level-details-endgame = { $temperature } im Endspiel
level-details-max-loss = nie ein Zug { NUMBER($loss) } Steine unter dem besten
level-details-exact = exakt ab { NUMBER($empties) } leeren Feldern
level-details-playouts = eine Baumsuche mit { $playouts } Zufallspartien oder { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} pro Zug
level-details-guided = eine Baumsuche, gelenkt von der gelernten Bewertung
level-details-deepening = Alpha-Beta, immer tiefer, bis die Zeit um ist, mit der gelernten Bewertung und selektiver Suche
level-details-time = etwa { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} pro Zug
level-details-time-fraction = etwa { $seconds } Sekunden pro Zug

## Das Diagramm, die Summen und das Blättern der Analyse

review-loss-black = Verlorene Steine: { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = unentschieden (berechnet)
margin-even = ausgeglichen
margin-wins-solved = { $colour } gewinnt mit { $by ->
    [one] 1 Stein
   *[other] { $by } Steinen
} (berechnet)
margin-ahead = { $colour } liegt etwa { $by ->
    [one] 1 Stein
   *[other] { $by } Steine
} vorn
chart-label = Wert für { -black } nach jedem von { $moves ->
    [one] 1 Zug
   *[other] { $moves } Zügen
}; nach dem letzten { $margin }; darunter die bisher verlorenen Steine jedes Spielers. Die Pfeiltasten gehen von Zug zu Zug.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = Bisher verloren: { -black } ━ { -white } ┅
chart-ahead-legend = { -black } vorn ↑ · { -white } vorn ↓ (Steine am Ende)
review-hint = Ein Zug der Liste zeigt seine Stellung; ein anderer Zug dort probiert eine Variante.
browse-previous = Zurück
browse-next = Weiter
variation-kept = Eine Variante ab Zug { NUMBER($move) }; die gespielte Partie bleibt erhalten.
best-line = Beste Folge:
show-line = Folge zeigen

## Der Brett-Editor

editor-title = Brett bearbeiten
editor-help = Klicke oder tippe auf ein Feld (oder drücke Enter), um es leer, schwarz oder weiß zu machen, und spiele dann von der aufgebauten Stellung weiter.
editor-turn = Am Zug
editor-start = Grundstellung
editor-clear = Leeren
editor-play = Von hier spielen

## Das Ergebnis und die Rangliste

your-rating-label = Deine Wertung:{" "}
suggest-stronger = Gewonnen: bereit für einen stärkeren Gegner?
suggest-easier = Zwei Niederlagen in Folge: ein leichterer Gegner?
try-next = Als Nächstes { $name }?
play-again = Noch einmal
title-play-again = Sofort eine neue Partie, mit getauschten Farben
rematch-options = Revanche einstellen
title-rematch-options = Zuerst die Spieler und die Regel wählen
farewell = { $name }: „{ $line }“

## Die Revanche

rematch = Revanche
rematch-computer-lost = Wähle, wer in der Revanche welche Farbe spielt, und die Regel.
rematch-you-lost = Du hast verloren, also wählst du die Einstellungen der Revanche.
rematch-colour-lost = { $colour } hat verloren, also wählt { $colour } die Einstellungen der Revanche.
rematch-draw = Unentschieden: Jeder von euch darf die Einstellungen der Revanche wählen.
start-rematch = Revanche starten
cancel = Abbrechen

## Die Seiten

page-title = Outflank · Othello
back-to-game = Zurück zur Partie
rules-title = So spielt man Othello
about-title = Über Outflank
loading = Wird geladen…
page-failed = Diese Seite konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.

nav-more = Mehr
nav-rules = Regeln
nav-about = Über
nav-help = Hilfe

## Hinweise und Fehler

could-not-save = Die Partie konnte nicht gespeichert werden: Der Browser konnte die Datei nicht erstellen.
could-not-load = Die Partie konnte nicht geladen werden: { $reason }.
could-not-load-ggf = Der GGF-Datensatz konnte nicht gelesen werden: { $reason }
could-not-set-up = Die Stellung konnte nicht aufgebaut werden: { $reason }
could-not-load-moves = Die Züge konnten nicht geladen werden: { $reason }
language-unavailable = { $language } konnte nicht geladen werden ({ $reason }); prüfe die Verbindung und wähle die Sprache erneut.
catalog-unreachable = die Datei konnte nicht abgerufen werden
catalog-damaged = die Datei ist beschädigt
rating-unreadable = Deine Wertung konnte nicht gelesen werden ({ $reason }); sie beginnt wieder bei 1000. Der alte Stand bleibt unter „{ $key }“ im Speicher dieser Seite.
standing-not-a-record = der Eintrag ist keine Wertung dieser App
standing-newer-version = der Eintrag stammt von einer neueren Version von Outflank (Version { NUMBER($version) } des Eintrags)
standing-missing = das Feld „{ $field }“ fehlt
standing-wrong = das Feld „{ $field }“ hat einen ungültigen Wert
standing-unknown = diese Version kennt das Feld „{ $field }“ nicht
save-unreadable = Die gespeicherte Partie konnte nicht wiederhergestellt werden ({ $reason }); eine neue Partie hat begonnen. Der alte Stand bleibt unter „{ $key }“ im Speicher dieser Seite.
old-version-save = Eine Partie, die eine frühere Version von Outflank gespeichert hat, kann diese nicht fortsetzen; eine neue Partie hat begonnen. Der alte Stand bleibt unter „{ $key }“ im Speicher dieser Seite.
dismiss = Hinweis schließen


## Warum eine eingefügte Partie oder Stellung abgelehnt wird (nach could-not-load-moves und Verwandten)

paste-at-move = Zug { NUMBER($move) } (Zeichen { NUMBER($char) }): { $what }
paste-unexpected-char = unerwartetes Zeichen „{ $char }“
paste-bad-row = „{ $square }“ ist kein Feld (die Reihe ist 1–8)
paste-truncated = die Zugliste endet mitten in einem Zug
paste-illegal = { $square } ist kein gültiger Zug für { $colour }
paste-pass-with-moves = { $colour } kann nicht passen, solange ein Zug möglich ist
paste-after-game-over = die Partie ist schon vorbei
obf-at = Zeichen { NUMBER($char) }: { $what }
obf-too-short = das Brett hat { NUMBER($count) } Felder und endet hier, es braucht 64 (a1..h8)
obf-too-long = das Brett hat { NUMBER($count) } Felder, es braucht 64 (a1..h8); das 65. ist hier
obf-bad-square = „{ $char }“ ist kein Feld (X oder * schwarz, O weiß, - oder . leer)
obf-missing-side = nach dem Brett fehlt, wer am Zug ist (X oder O)
obf-bad-side = wer am Zug ist, muss X oder O sein, nicht „{ $char }“
obf-trailing = unerwartetes „{ $char }“ nach dem, der am Zug ist (Kommentare beginnen mit ;)
ggf-not-a-game = eine GGF-Partie beginnt mit (;
ggf-bad-board = das Brett BO[...] fehlt oder ist kein 8x8-Brett aus 64 Feldern und dem, der am Zug ist
ggf-unclosed = { $name }[ hat kein schließendes ]
ggf-bad-move = Zug { NUMBER($move) }: „{ $text }“ ist weder ein Feld noch PA
ggf-wrong-colour = Zug { NUMBER($move) }: { $colour } ist nicht am Zug
ggf-illegal = Zug { NUMBER($move) } ({ $square }): { $why }
illegal-occupied = { $square } ist schon besetzt
illegal-no-flips = { $square } dreht keinen Stein um
illegal-pass = Passen ist nicht erlaubt, solange ein Zug möglich ist
illegal-game-over = die Partie ist vorbei
unplayable = Aus dieser Stellung kann nicht gespielt werden: { $reason }.
unplayable-empty = das Brett ist leer, also kann keine Seite setzen
unplayable-full = jedes Feld ist besetzt, die Partie ist also schon vorbei
unplayable-one-colour = nur { $colour } hat Steine auf dem Brett, also kann keine Seite setzen
unplayable-no-moves = weder { -black } noch { -white } hat einen gültigen Zug
level-substituted = { $colour } war Computerstufe { NUMBER($level) }, die diese Version von Outflank nicht hat: { $name }, die nächste Stufe, spielt stattdessen.


## Die Hilfe

help-title = Hilfe
help-playing = Spielen
help-tap = Tippe (oder klicke) auf ein Feld mit Punkt, um dort zu setzen: Die Punkte zeigen, wo die Seite am Zug setzen darf. Ein Tipp auf ein anderes Feld sagt, warum es kein Zug ist.
help-undo = { button-undo } nimmt deinen letzten Zug zurück. Es holt auch eine Partie zurück, die du mit { button-new-game }, { paste-game }, { button-load }, { play-again } oder dem Brett-Editor verlassen hast.
help-play-again = Am Ende startet { play-again } sofort eine neue Partie mit getauschten Farben; mit { rematch-options } wählst du vorher die Spieler und die Regel.
help-shortcuts = Tastenkürzel
help-kbd-or = { $first } oder { $second }
help-kbd-arrows = Pfeiltasten, Eingabe
help-key-hint = { button-hint }: der Wert jedes Zuges in Steinen (die Differenz am Ende, zu der er führt), der beste umkreist
help-key-move-now = { button-move-now }: Der Computer setzt seinen bisher besten Zug
help-key-edit = { button-edit-board }: eine Stellung aufbauen und von dort weiterspielen
help-key-save = Die Partie in eine Datei speichern
help-key-load = Eine Partie aus einer Datei laden
help-key-players = Wählen, wer { -black } / { -white } spielt
help-key-legal = Gültige Züge zeigen oder verbergen
help-key-jump = Zum nächsten / vorigen gültigen Feld springen
help-key-help = Diese Hilfe
help-key-board = Über das Brett bewegen und setzen
help-tab = Jedes Bedienelement ist auch mit Tab erreichbar und mit Eingabe oder Leertaste bedienbar.
help-analyze = Jeder Zug wird mit dem besten Zug verglichen: exakt ab 18 leeren Feldern, davor eine Suche 8 Halbzüge tief. Ein Zug, der 2 bis 5 Steine gegenüber dem besten verliert, ist eine Ungenauigkeit (?!), 6 bis 11 ein Fehler (?), 12 oder mehr ein grober Fehler (??). Klicke auf einen Zug oder einen Punkt der Grafik (oder nutze die Pfeiltasten auf der Grafik), um seine Stellung mit dem umkreisten besten Zug zu sehen.

## Namen der Eröffnungen

# In der Reihenfolge der Tabelle der Engine (engine/data/openings.txt); deutschsprachige Spieler benutzen die englischen Namen.
opening-name = { $opening ->
    [0] Diagonaleröffnung
    [1] X-Feld-Eröffnung
    [6] Mimura-Variante II
    [8] Iwasaki-Variante
    [17] Bat (Piau Fortsetzung 2)
    [18] Melnikov/Bat (Piau Fortsetzung 1)
    [19] Bat (Kling Fortsetzung)
    [27] Buffalo/Kenichi-Variante
    [31] Flügel-Variante
    [32] Halbflügel-Variante
    [33] Paralleleröffnung
    [34] Senkrechte Eröffnung
    [43] Murakami-Variante
    [44] Rotating Flat (Kling Fortsetzung)
    [54] No-Cat (Fortsetzung)
    [63] No-Kung (Fortsetzung)
    [65] F.A.T.-Remis
    [71] Tiger (Hauptvariante)
    [74] Central Rose-Bill/totes Remis
    [76] Aubrey (Feldborg Fortsetzung)
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = die Datei ist leer
load-too-large = die Datei ist zu groß für eine Outflank-Partie ({ NUMBER($bytes) } Bytes; eine gespeicherte Partie hat wenige Kilobytes)
load-not-json = die Datei ist kein JSON: Fehler in Zeile { NUMBER($line) }, Spalte { NUMBER($column) }
load-truncated = die Datei ist abgeschnitten: sie endet in Zeile { NUMBER($line) }, Spalte { NUMBER($column) }, bevor die Partie vollständig ist
load-not-an-object = die Datei ist JSON, aber keine Outflank-Partie: sie enthält { $found } statt eines Objekts
load-not-outflank = die Datei ist JSON, aber keine Outflank-Partie (sie hat kein Feld „format“)
load-wrong-format = die Datei ist ein „{ $name }“-Dokument, keine Outflank-Partie („{ $format }“)
load-future-version = die Datei stammt von einem neueren Outflank, Version { NUMBER($version) }; dieses liest Version { NUMBER($supported) }. Aktualisiere die App, um sie zu laden
load-missing = das Feld „{ $field }“ fehlt
load-wrong-type = das Feld „{ $field }“ sollte { $expected } enthalten, nicht { $found }
load-bad-start = die Anfangsstellung („start“) ist falsch: { $reason }
load-bad-moves = die Züge („moves“) sind keine gültige Partie: { $reason }
load-cursor = der aktuelle Zug („cursor“) ist { NUMBER($cursor) }, aber die Datei enthält nur { $moves ->
    [one] { NUMBER($moves) } Zug
   *[other] { NUMBER($moves) } Züge
}
load-turn = laut Datei ist („to_move“) „{ $file }“ am Zug, nach ihren Zügen aber „{ $actual }“
load-found-number = die Zahl { $number }
load-found-fraction = eine Zahl mit Nachkommastellen
load-found-text = den Text „{ $text }“
load-found-list = eine Liste
load-found-object = ein Objekt
load-expected-text = Text
load-expected-bool = true oder false
load-expected-whole-number = eine ganze Zahl
load-expected-object = ein Objekt
load-expected-object-like = ein Objekt wie { $example }
load-expected-list = eine Liste
load-expected-cores = eine Zahl von Kernen von 1 bis { NUMBER($max) }
load-expected-discs = eine Zahl von Steinen von -64 bis 64
load-expected-depth = eine Tiefe in Halbzügen (eine ganze Zahl)
load-expected-level-id = die Nummer einer Stufe (eine ganze Zahl)
load-version-zero = das Feld „{ $field }“ muss 1 oder mehr sein, nicht 0
load-pass-rule = das Feld „{ $field }“ muss „pass“ oder „gameover“ sein, nicht „{ $found }“
load-to-move = das Feld „{ $field }“ muss „black“, „white“ oder „none“ sein, nicht „{ $found }“
load-player-kind = das Feld „{ $field }“ muss „human“ oder „computer“ sein, nicht „{ $found }“
load-level-range = das Feld „{ $field }“ muss eine Stufennummer von 0 bis 255 sein, nicht { NUMBER($level) }
load-too-long = das Feld „{ $field }“ darf höchstens { NUMBER($max) } Zeichen lang sein
load-review-too-long = das Feld „{ $field }“ bewertet { NUMBER($reviewed) } Züge, gespielt { $played ->
    [one] ist aber nur { NUMBER($played) }
   *[other] sind aber nur { NUMBER($played) }
}
load-best-not-legal = das Feld „{ $field }“ muss ein gültiger Zug dieser Stellung sein, nicht „{ $found }“
load-file-unreadable = der Browser konnte die Datei nicht lesen

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = der Computer hat nicht innerhalb von { $seconds ->
    [one] { NUMBER($seconds) } Sekunde
   *[other] { NUMBER($seconds) } Sekunden
} geantwortet
computer-worker-stopped = der Rechenprozess des Computers ist während dieser Suche { NUMBER($times) }-mal stehen geblieben
computer-other-version = der Rechenprozess des Computers und die Seite stammen aus verschiedenen Versionen von Outflank: lade die Seite neu
computer-illegal-answer = der Computer hat { $move } geantwortet, was hier kein gültiger Zug ist
computer-no-move = der Computer hat keinen Zug gefunden
computer-fault = ein interner Fehler der App ({ $detail })
no-hint = Es konnte kein Tipp gefunden werden: { $reason }.
no-best-line = Es konnte keine beste Fortsetzung gefunden werden: { $reason }.
not-analyzed = Die Partie konnte nicht analysiert werden: { $reason }.
storage-refused = Diese Partie und deine Einstellungen können nicht für das nächste Mal behalten werden: der Browser verweigert das Speichern von Daten (sein Speicher ist voll oder abgeschaltet).
update-installed = Eine neue Version von Outflank wurde installiert: lade die Seite neu, um sie zu verwenden.

