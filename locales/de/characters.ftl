### Die Figuren der Stufen, nach Stufennummer: wie characters.ftl auf Englisch; jede
### Nachricht wählt nach $level, *[other] für eine Nummer ohne Stufe (ein Stein).

# A level's name (its character's).
level-name = { $level ->
   [0] Pip
   [7] Dot
   [8] Tumble
   [1] Bramble
   [9] Maple
   [2] Juniper
   [4] Monty
   [10] Clover
   [22] Hazel
   [3] Sage
   [11] Basil
   [12] Rook
   [13] Ember
   [14] Atlas
   [15] Storm
   [16] Vega
   [17] Marlo
   [18] Iris
   [21] Reed
   [19] Onyx
   [20] Lyra
   [5] Nova
   [6] Oracle
  *[other] Der Computer
}

# Its portrait's name: "Pip the chick".
character-title = { $level ->
   [0] { $name } das Küken
   [7] { $name } der Marienkäfer
   [8] { $name } das Kätzchen
   [1] { $name } der Igel
   [9] { $name } das Eichhörnchen
   [2] { $name } der Fuchs
   [4] { $name } der Roboter
   [10] { $name } das Häschen
   [22] { $name } der Dachs
   [3] { $name } die Eule
   [11] { $name } der Bär
   [12] { $name } der Rabe
   [13] { $name } der Drache
   [14] { $name } der Löwe
   [15] { $name } der Wolf
   [16] { $name } der Adler
   [17] { $name } der Oktopus
   [18] { $name } der Pfau
   [21] { $name } der Reiher
   [19] { $name } der Panther
   [20] { $name } der Schneeleopard
   [5] { $name } der Sternroboter
   [6] { $name } die Schildkröte
  *[other] { $name }, der Stein
}

# One friendly line about the character.
character-tagline = { $level ->
   [0] Ein flauschiges Küken, das gerade die Regeln gelernt hat und jedes Umdrehen liebt.
   [7] Ein winziger, fröhlicher Marienkäfer, der einen schönen Zug findet und dann einem Gänseblümchen nachfliegt.
   [8] Ein verspieltes Kätzchen, das keiner glänzenden Ecke widerstehen kann und sofort zuspringt.
   [1] Ein gemütlicher Igel, der zu den Ecken eilt und sich dort zusammenrollt.
   [9] Ein sorgfältiges Eichhörnchen, das seine besten Züge hortet und am Ende jeden einzelnen zählt.
   [2] Ein pfiffiger Fuchs, der immer ein paar Züge vorausspäht.
   [4] Ein fröhlicher Roboter, der vor jedem Zug Tausende ausgedachte Partien würfelt.
   [10] Ein flinkes Häschen, das ein paar Züge vorausdenkt und seine Endspiele sauber hält.
   [22] Ein beharrlicher Dachs, der ein paar Züge tief gräbt und selten den falschen Gang nimmt.
   [3] Eine weise alte Eule, die jede Variante studiert, bevor sie setzt.
   [11] Ein geduldiger Bär, der sich Zeit lässt, solide Züge setzt und tief rechnet.
   [12] Ein kluger Rabe, der jeden Trick durchschaut und die letzten Züge exakt spielt.
   [13] Ein feuriger junger Drache, der weit vorausschaut und selten eine Partie entgleiten lässt.
   [14] Ein ruhiger, mächtiger Löwe, der jeden Zug abwägt und selten eine Schwäche lässt.
   [15] Ein unermüdlicher Wolf, der jeder Variante bis zum Ende folgt und eine Führung nie hergibt.
   [16] Ein ruhiger Adler, der das ganze Brett von hoch oben sieht und auf seinen Moment wartet.
   [17] Ein verspielter Oktopus, der mit vielen Plänen zugleich jongliert und selten einen fallen lässt.
   [18] Ein stolzer Pfau, der selten einen Zug macht, mit dem er nicht prahlen kann, und kaum je einen schlechten.
   [21] Ein geduldiger Reiher, der still im Schilf steht und dann genau den richtigen Zug packt.
   [19] Ein stiller Panther, der weit vorausliest und kaum je eine Chance verstreichen lässt.
   [20] Ein Schneeleopard von den hohen Gipfeln, der zehn Züge vorausliest und so gut wie nie vom Weg abkommt.
   [5] Montys helle Schwester: Sie vergisst nichts, was sie lernt, und verpatzt nie ein Endspiel.
   [6] Eine uralte Schildkröte, die jedes Endspiel gesehen hat und das Brett weit vorausliest.
  *[other] Ein freundlicher Stein, der immer für eine Partie zu haben ist.
}

# How the level plays, in plain words.
level-about = { $level ->
   [0] Sieht nur den Zug vor sich und setzt oft einfach irgendwohin.
   [7] Schaut einen Zug voraus und sieht, was ein Zug bringt, driftet aber oft zu einem schwächeren ab.
   [8] Schaut einen Zug voraus und wählt meist einen guten.
   [1] Denkt an deine Antwort, bevor er setzt, gibt sich aber oft mit weniger zufrieden.
   [9] Denkt an deine Antwort und rechnet die letzten acht Züge exakt.
   [2] Denkt drei Züge voraus, rechnet die letzten zehn exakt und verschenkt nie viel auf einmal.
   [4] Spielt vor jedem Zug Tausende Zufallspartien im Kopf.
   [10] Denkt vier Züge voraus und rechnet die letzten zwölf exakt, lässt aber noch gute Züge entwischen.
   [22] Denkt vier Züge voraus und rechnet die letzten zwölf exakt, lässt aber ab und zu einen guten Zug entwischen.
   [3] Denkt vier Züge voraus und rechnet die letzten zwölf exakt.
   [11] Denkt vier Züge voraus, wägt sorgfältig ab und rechnet die letzten zwölf exakt.
   [12] Denkt fünf Züge voraus und rechnet die letzten vierzehn exakt.
   [13] Denkt fünf Züge voraus, lässt selten einen guten Zug aus und rechnet die letzten vierzehn exakt.
   [14] Denkt sechs Züge voraus, lässt selten einen guten Zug aus und rechnet die letzten sechzehn exakt.
   [15] Denkt sechs Züge voraus, lässt nur selten einen guten Zug aus und rechnet die letzten sechzehn exakt.
   [16] Denkt sieben Züge voraus, verpasst selten den besten Zug und rechnet die letzten achtzehn exakt.
   [17] Denkt acht Züge voraus, findet fast immer den besten Zug und rechnet die letzten achtzehn exakt.
   [18] Denkt acht Züge voraus, spielt fast immer den besten Zug und rechnet die letzten achtzehn exakt.
   [21] Denkt acht Züge voraus, verfehlt selten den besten Zug und rechnet die letzten neunzehn exakt.
   [19] Denkt neun Züge voraus, weicht selten vom besten Zug ab und rechnet die letzten zwanzig exakt.
   [20] Denkt zehn Züge voraus, weicht so gut wie nie vom besten Zug ab und rechnet die letzten zwanzig exakt.
   [5] Montys kluge Schwester: lässt einen Baum aus vielen Varianten wachsen, beurteilt sie mit dem, was sie aus unseren Partien gelernt hat, erkennt erzwungene Siege und spielt das Endspiel perfekt.
   [6] Die Stärkste: rechnet viele Züge voraus mit einem Urteil, gelernt aus Tausenden perfekt zu Ende gespielten Partien, und spielt die letzten zwanzig Züge oder so perfekt.
  *[other] {""}
}

# The computer won: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-won = { $level ->
   [0] { $line ->
       [0] Piep piep! Ich hab gewonnen? Echt gewonnen!
       [1] Nicht zu fassen! Können wir das Brett einrahmen?
      *[other] Piep! Anfängerglück, oder werde ich gut?
    }
   [7] { $line ->
       [0] Oh! Hab ich gewonnen? Ich hab ein Gänseblümchen angeschaut!
       [1] Punkte und Tupfen! Das hat Spaß gemacht.
      *[other] Gewonnen! Schnell, das erzähle ich den anderen Käfern!
    }
   [8] { $line ->
       [0] Zack! Diesmal hab ich dich. Schnurr!
       [1] Miau! Ich hab die Ecken und die Partie gefangen!
      *[other] Das war lustig! Jagen wir noch mal die Steine?
    }
   [1] { $line ->
       [0] Sicher und warm in meinen Ecken. Gute Partie!
       [1] Eine stachelige Sache! Danke fürs Spielen.
      *[other] Ecken zuerst, das ist mein Motto. Noch eine?
    }
   [9] { $line ->
       [0] Jeder Stein gezählt und verstaut. Gute Partie!
       [1] Meine besten Züge hab ich mir fürs Ende aufgehoben. Danke!
      *[other] Eine schöne Ernte für meinen Wintervorrat!
    }
   [2] { $line ->
       [0] Reingelegt! Lust auf eine Revanche?
       [1] Zwei Züge voraus, wie immer. Das war lustig!
      *[other] Eine knifflige Partie: Fast wäre ich ausgerutscht!
    }
   [4] { $line ->
       [0] Piep piep! Die Würfel waren gut zu mir.
       [1] Sieg berechnet! Danke fürs Spielen, Freund.
      *[other] Meine Simulationen sagten es voraus. Revanche?
    }
   [10] { $line ->
       [0] Hopp, hüpf und gewonnen! Danke für die Partie.
       [1] Ein sauberes Ende, genau wie ich es mag!
      *[other] Schnelle Pfoten und sorgfältiges Zählen. Gute Partie!
    }
   [22] { $line ->
       [0] Eingegraben und durchgehalten. Danke für die Partie!
       [1] Jeder Gang hat irgendwohin geführt. Gute Partie!
      *[other] Dafür musste ich tief graben. Gut gespielt.
    }
   [3] { $line ->
       [0] Geduld, junger Freund. Du schaffst das schon.
       [1] Huhu! Eine schöne Partie. Studiere deine Ränder.
      *[other] Das Brett belohnt die Geduldigen. Gut gekämpft.
    }
   [11] { $line ->
       [0] Fest wie ein Berg. Danke für die Partie.
       [1] Geduld zahlt sich aus. Eine gute, ruhige Partie.
      *[other] Ein solider Sieg. Ich spiele gern wieder mit dir.
    }
   [12] { $line ->
       [0] Krah! Den Trick hab ich meilenweit kommen sehen.
       [1] Jeder letzte Zug exakt gerechnet. Gute Partie!
      *[other] Klug gespielt, aber ich hatte noch einen Trick übrig.
    }
   [13] { $line ->
       [0] Rawr! Noch ein Stein für meinen Schatzhaufen.
       [1] Geröstet! Das war eine feurige Partie.
      *[other] Ich sah weit voraus, und meine Flamme siegte. Gute Partie!
    }
   [14] { $line ->
       [0] Eine königliche Partie. Du hast tapfer gekämpft.
       [1] Der König behält seine Krone, für heute.
      *[other] Starkes Spiel! Komm wieder, wenn du bereit bist zu brüllen.
    }
   [15] { $line ->
       [0] Auuuh! Ich hatte früh die Fährte.
       [1] Bin ich einmal vorn, lasse ich nicht los. Gute Partie!
      *[other] Eine lange Jagd, und das Rudel speist heute gut.
    }
   [16] { $line ->
       [0] Von oben hab ich alles gesehen. Ein schöner Flug!
       [1] Ruhige Schwingen, klarer Blick. Danke für die Partie.
      *[other] Du hast gut gespielt, aber hier oben ist die Sicht weit.
    }
   [17] { $line ->
       [0] Juhuu! Alle acht Pläne sind auf einmal aufgegangen!
       [1] Ich hab jeden Stein in der Luft gehalten. Gute Partie!
      *[other] Platsch! Das war ein Plan zu viel für dich.
    }
   [18] { $line ->
       [0] Jedes Auge an meinem Schweif hat das kommen sehen. Schöne Partie!
       [1] Ein prächtiges Rad, wenn ich so sagen darf. Danke!
      *[other] Du hast mit Stil gespielt, aber ich hatte ein paar Federn mehr.
    }
   [21] { $line ->
       [0] Stilles Wasser, scharfe Augen. Danke für die Partie!
       [1] Ich stand und wartete, und dein Zug kam zu mir. Gute Partie!
      *[other] Du hast mich bis zum Schluss waten lassen. Gut gespielt.
    }
   [19] { $line ->
       [0] Im Dunkeln gewinnt die Geduld. Danke für die Partie.
       [1] Ich habe gewartet, und der Zug kam. Gute Partie!
      *[other] Du hast mich um jeden Stein kämpfen lassen. Gut gespielt.
    }
   [20] { $line ->
       [0] Trittsicher bis zum Gipfel. Danke für den Aufstieg!
       [1] Jeder Schritt genau, wo ich ihn wollte. Gute Partie!
      *[other] Du bist gut geklettert, aber der Gipfel gehörte heute mir.
    }
   [5] { $line ->
       [0] Mission erfüllt! Danke für die schöne Partie.
       [1] Dieses Ende hab ich von weit her kommen sehen.
      *[other] Eine Sternstunde! Du hast es mir schwer gemacht.
    }
   [6] { $line ->
       [0] Langsam und stetig liest man das ganze Brett. Gute Partie!
       [1] Dieses Endspiel habe ich schon oft gesehen. Gut gekämpft.
      *[other] Eine schöne Partie. Komm wieder und fordere mich heraus.
    }
  *[other] { $line ->
       [0] Diesmal habe ich gewonnen. Danke fürs Spielen!
       [1] Das lief für mich. Noch eine Partie?
      *[other] Gute Partie! Nächstes Mal kriegst du mich.
    }
}

# The computer lost: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-lost = { $level ->
   [0] { $line ->
       [0] Du bist klasse! Hier, ein Sonnenblumenkern für dich.
       [1] Piep! Bei dieser Partie hab ich viel gelernt.
      *[other] Gut gespielt! Heute Abend übe ich Ecken.
    }
   [7] { $line ->
       [0] Du hast gewonnen! Ich fliege dir eine Ehrenrunde.
       [1] Hoppla, wieder abgelenkt. Gut gespielt!
      *[other] Super! Nimm einen meiner Punkte als Preis.
    }
   [8] { $line ->
       [0] Du gewinnst! Ich hab mich verheddert wie ein Wollknäuel.
       [1] Mrrp! Du warst schneller. Gut gespielt!
      *[other] Schlau von dir! Bis zum nächsten Mal wetze ich meine Krallen.
    }
   [1] { $line ->
       [0] Du warst stacheliger als ich! Nimm diese glänzende Eichel.
       [1] Gut gespielt. Ich rolle mich ein und denke darüber nach.
      *[other] Du hast meine Lieblingsecken genommen! Gut gemacht.
    }
   [9] { $line ->
       [0] Du hast gewonnen! Nimm dir eine Eichel aus meinem Vorrat.
       [1] Mist! Irgendwo hab ich mich verzählt. Gut gespielt!
      *[other] Tolle Partie! Nächstes Mal zähle ich sorgfältiger.
    }
   [2] { $line ->
       [0] Du hast den Fuchs überlistet! Nimm diese Feder als Preis.
       [1] Kluge Züge! Das hab ich nicht kommen sehen.
      *[other] Gut gemacht! Ich muss weiter vorausschauen.
    }
   [4] { $line ->
       [0] Das ist nicht berechenbar… du hast gewonnen! Gut gespielt.
       [1] Piep! Meine Würfel sind falsch gerollt. Dieser Goldstern gehört dir.
      *[other] Beeindruckend! Ich kalibriere meine Würfel neu.
    }
   [10] { $line ->
       [0] Du warst schneller! Nimm ein Glücksklee-Blatt.
       [1] Meine Ohren hängen, aber was für eine Partie!
      *[other] Gut gespielt! Ich hoppel nach Hause und übe.
    }
   [22] { $line ->
       [0] Heute hast du tiefer gegraben als ich. Gut gemacht!
       [1] Oje, meine Streifen! Ich habe den falschen Gang genommen. Bravo!
      *[other] Eine schöne Partie. Ich rolle mich in meinem Bau zusammen und denke darüber nach.
    }
   [3] { $line ->
       [0] Huhu! Bemerkenswert. Du hast dieser alten Eule etwas beigebracht.
       [1] Ein prächtiger Sieg. Nimm diese Feder für deinen Hut.
      *[other] Wahrlich gut gespielt. Ich muss meine Brille putzen.
    }
   [11] { $line ->
       [0] Na so was! Du hast einen Bären ausgesessen. Bravo.
       [1] Ein schöner Sieg! Der Honigtopf gehört dir.
      *[other] Du hast heute tiefer gerechnet als ich. Gut gespielt.
    }
   [12] { $line ->
       [0] Krah! Du hast einen Raben überlistet. Nimm diesen glänzenden Knopf.
       [1] Gut gespielt! Du hast weiter gesehen als meine Knopfaugen.
      *[other] Bemerkenswert! Das erzähle ich dem ganzen Schwarm.
    }
   [13] { $line ->
       [0] Du hast einen Drachen besiegt! Nimm eine Goldmünze aus meinem Hort.
       [1] Rauch und Funken! Du warst großartig.
      *[other] Gut gespielt! Meine Flamme ist erloschen.
    }
   [14] { $line ->
       [0] Ein mächtiger Sieg! Heute gehört die Krone dir.
       [1] Roar! Du hast das Herz eines Löwen.
      *[other] Ich verneige mich. Das war die Partie eines Champions.
    }
   [15] { $line ->
       [0] Du bist dem Wolf entwischt! Ich heule deinen Namen zum Mond.
       [1] Gut gejagt! Du bist jeder meiner Fallen entgangen.
      *[other] Bravo! Du hast heute Nacht weiter gespurt als ich.
    }
   [16] { $line ->
       [0] Du bist heute höher geflogen als ich. Gut gemacht!
       [1] Bemerkenswert! Nimm diese goldene Feder.
      *[other] Ich habe dich nicht kommen sehen. Eine echte Meisterpartie.
    }
   [17] { $line ->
       [0] Du hast mich alle Steine fallen lassen! Bravo!
       [1] Tinte und Blasen! Du warst zu gut für mich.
      *[other] Gut gespielt! Ich entwirre jetzt meine Arme.
    }
   [18] { $line ->
       [0] Du hast mich überstrahlt! Bitte, nimm eine Feder.
       [1] Großartig. Ich lege dir zu Ehren meinen Schweif zusammen.
      *[other] Gut gespielt! Deinen besten Zug habe ich nicht kommen sehen.
    }
   [21] { $line ->
       [0] Heute warst du schneller als mein Schnabel. Gut gemacht!
       [1] Ich habe auf einen Zug gewartet, der nie kam. Bravo!
      *[other] Eine schöne Partie. Ich gehe zurück ins Schilf und denke nach.
    }
   [19] { $line ->
       [0] Heute Nacht hast du weiter gesehen als ich. Beeindruckend!
       [1] Geschlagen in meinen eigenen Schatten. Gut gemacht!
      *[other] Eine großartige Partie. Ich verneige mich.
    }
   [20] { $line ->
       [0] Du warst zuerst auf dem Gipfel. Bemerkenswert!
       [1] Ich bin auf dem Eis ausgerutscht, du nie. Bravo!
      *[other] Was für ein Aufstieg! Der Berg gehört dir.
    }
   [5] { $line ->
       [0] Wow! Du hast mich fair besiegt. Hier ist ein Stern für dich.
       [1] Nicht von dieser Welt! Gut gespielt.
      *[other] Du gewinnst! Diese Partie studiere ich noch Lichtjahre lang.
    }
   [6] { $line ->
       [0] In zweihundert Jahren haben mich wenige besiegt. Bravo!
       [1] Erstaunlich! Dieser alte Panzer zieht den Hut vor dir.
      *[other] Du hast weiter gesehen als ich. Eine wahre Meisterpartie.
    }
  *[other] { $line ->
       [0] Gut gespielt, du gewinnst!
       [1] Du warst zu gut für mich. Glückwunsch!
      *[other] Ein schöner Sieg! Gut gemacht.
    }
}

# A draw: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-draw = { $level ->
   [0] { $line ->
       [0] Unentschieden! Wir haben beide gewonnen, piep!
       [1] Genau gleich! Sollen wir noch eine spielen?
      *[other] Gleich viele Steine! Ist das nicht toll?
    }
   [7] { $line ->
       [0] Unentschieden! Sogar meine Punkte sind gerecht verteilt.
       [1] Gleichstand! Zählen wir die Steine zusammen nach?
      *[other] Schon wieder gleich! So ein Glück!
    }
   [8] { $line ->
       [0] Unentschieden! Jagen wir wieder unsere Schwänze?
       [1] Schnurr… unentschieden. Schön gemütlich.
      *[other] Gleichstand! Keiner hat den anderen erwischt.
    }
   [1] { $line ->
       [0] Gleich auf! Ein sehr gemütliches Ergebnis.
       [1] Unentschieden! Teilen wir uns einen Apfel?
      *[other] Keiner von uns ist gewichen. Gute Partie!
    }
   [9] { $line ->
       [0] Unentschieden! Wir teilen die Nüsse halbe-halbe.
       [1] Genau gleich. Ich hab zur Sicherheit zweimal gezählt!
      *[other] Gleichstand! Teilen wir uns eine Eichel?
    }
   [2] { $line ->
       [0] Kopf an Kopf! Du bist so schlau wie ich.
       [1] Unentschieden! Große Geister denken gleich.
      *[other] Gleichstand! Das klären wir in der nächsten Partie.
    }
   [4] { $line ->
       [0] Piep! Genau unentschieden. Statistisch entzückend.
       [1] Gleichstand erkannt. Noch ein Wurf?
      *[other] 32–32! Perfekt ausgeglichen, piep.
    }
   [10] { $line ->
       [0] Unentschieden! Wir sind Nase an Nase ins Ziel gekommen.
       [1] Gleichstand! Laufen wir noch mal um die Wette?
      *[other] Sauber verschnürt wie eine Schleife. Gute Partie!
    }
   [22] { $line ->
       [0] Remis! Wir haben uns mitten im Gang getroffen.
       [1] Gleichstand bis zum letzten Stein. Teilen wir uns die Haselnüsse?
      *[other] Ebener Boden für uns beide. Gute Partie!
    }
   [3] { $line ->
       [0] Vollkommenes Gleichgewicht. Höchst zufriedenstellend.
       [1] Ein Remis unter Ebenbürtigen. Huhu!
      *[other] Keiner gewinnt, und beide lernen. Prächtig.
    }
   [11] { $line ->
       [0] Unentschieden. Wie zwei Bären in einer Höhle.
       [1] Ausgeglichen und ruhig. Eine sehr gute Partie.
      *[other] Keiner von uns hat nachgegeben. Das gefällt mir.
    }
   [12] { $line ->
       [0] Krah! Ein perfektes Unentschieden. Wir sind beide zu schlau.
       [1] Gleich bis zum allerletzten Stein. Prächtig.
      *[other] Unentschieden! Zwei scharfe Augenpaare auf einem Brett.
    }
   [13] { $line ->
       [0] Unentschieden! Nicht mal mein Feuer konnte es kippen.
       [1] Gleichstand! Ein würdiger Gegner für einen Drachen.
      *[other] Völlig ausgeglichen. Das war eine heiße Partie!
    }
   [14] { $line ->
       [0] Ein Unentschieden zwischen zwei Löwen. Gut ebenbürtig.
       [1] Gleichstand! Teilen wir uns die Savanne.
      *[other] Heute fällt keine Krone. Gute Partie!
    }
   [15] { $line ->
       [0] Unentschieden! Zwei Wölfe, ein Mond.
       [1] Kopf an Kopf bis zum Schluss. Gute Jagd!
      *[other] Gleichstand! Diese Fährte laufen wir noch mal.
    }
   [16] { $line ->
       [0] Unentschieden. Zwei Adler teilen sich einen Himmel.
       [1] Vollkommen ausgeglichen, wie ein Gleitflug bei Windstille.
      *[other] Selbst von hier oben kann ich uns nicht unterscheiden!
    }
   [17] { $line ->
       [0] Unentschieden! Dann vier Arme für jeden.
       [1] Gleichstand! Die Gezeiten sind im Gleichgewicht.
      *[other] Wir sind beide verknotet. Was für ein Spaß!
    }
   [18] { $line ->
       [0] Remis! Wir beide gleich prächtig.
       [1] Genau gleich stark, Feder um Feder.
      *[other] Unentschieden! Sagen wir, wir haben den Sonnenaufgang geteilt.
    }
   [21] { $line ->
       [0] Remis! Zwei Reiher, jeder auf einem Bein.
       [1] Gleichstand bis zum letzten Stein. Der Teich ist ruhig.
      *[other] Glatt wie das Wasser. Gute Partie!
    }
   [19] { $line ->
       [0] Remis. Zwei Schatten, eine Nacht.
       [1] Gleichstand bis zum letzten Stein. Eine stille, perfekte Partie.
      *[other] Keiner von uns hat geblinzelt. Gute Partie!
    }
   [20] { $line ->
       [0] Remis! Wir stehen zusammen auf dem Gipfel.
       [1] Schritt für Schritt, den ganzen Weg hinauf.
      *[other] Unentschieden! Der Schnee deckt unser beider Spuren zu.
    }
   [5] { $line ->
       [0] Eine perfekte Umlaufbahn: genau gleich!
       [1] Unentschieden! Das Universum ist im Gleichgewicht.
      *[other] 32–32. Wunderbar ausgeglichen.
    }
   [6] { $line ->
       [0] Selbst nach all den Jahren freut mich ein Unentschieden.
       [1] Vollkommen ebenbürtig. Etwas Seltenes und Schönes.
      *[other] Ein Unentschieden gegen eine alte Schildkröte! Sehr beeindruckend.
    }
  *[other] { $line ->
       [0] Unentschieden! Gute Partie.
       [1] Genau gleich. Gut gespielt!
      *[other] Keiner gewinnt, alle hatten Spaß.
    }
}
