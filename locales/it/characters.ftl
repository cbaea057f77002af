### I personaggi dei livelli, per numero di livello: come characters.ftl in inglese;
### ogni messaggio sceglie su $level, *[other] per un numero senza livello (una pedina).

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
  *[other] Il computer
}

# Its portrait's name: "Pip the chick".
character-title = { $level ->
   [0] { $name } il pulcino
   [7] { $name } la coccinella
   [8] { $name } il gattino
   [1] { $name } il riccio
   [9] { $name } lo scoiattolo
   [2] { $name } la volpe
   [4] { $name } il robot
   [10] { $name } la coniglietta
   [22] { $name } il tasso
   [3] { $name } la civetta
   [11] { $name } l’orso
   [12] { $name } il corvo
   [13] { $name } il drago
   [14] { $name } il leone
   [15] { $name } il lupo
   [16] { $name } l’aquila
   [17] { $name } il polpo
   [18] { $name } il pavone
   [21] { $name } l’airone
   [19] { $name } la pantera
   [20] { $name } il leopardo delle nevi
   [5] { $name } la robot stellare
   [6] { $name } la tartaruga
  *[other] { $name }, la pedina
}

# One friendly line about the character.
character-tagline = { $level ->
   [0] Un pulcino soffice che ha appena imparato le regole e adora girare le pedine.
   [7] Una coccinella minuscola e allegra che trova una bella mossa e poi vola via dietro a una margherita.
   [8] Un gattino giocherellone che non resiste a un angolo luccicante e ci salta sopra appena lo vede.
   [1] Un riccio casalingo che corre verso gli angoli e lì si appallottola.
   [9] Uno scoiattolo attento che mette da parte le sue mosse migliori e alla fine le conta tutte.
   [2] Una volpe sveglia che sbircia sempre qualche mossa più avanti.
   [4] Un robot allegro che lancia migliaia di partite immaginarie prima di ogni mossa.
   [10] Una coniglietta svelta che pensa qualche mossa avanti e tiene in ordine i suoi finali.
   [22] Un tasso tenace che scava qualche mossa in profondità e di rado imbocca la galleria sbagliata.
   [3] Una vecchia civetta saggia che studia ogni variante prima di muovere.
   [11] Un orso paziente che si prende il suo tempo, gioca mosse solide e legge in profondità.
   [12] Un corvo astuto che scopre ogni trucco e gioca le ultime mosse con esattezza.
   [13] Un giovane drago focoso che guarda lontano e raramente si lascia sfuggire una partita.
   [14] Un leone calmo e possente che soppesa ogni mossa e lascia di rado una debolezza.
   [15] Un lupo instancabile che segue ogni variante fino in fondo e non molla mai un vantaggio.
   [16] Un’aquila calma che vede tutta la scacchiera dall’alto e aspetta il suo momento.
   [17] Un polpo giocherellone che fa il giocoliere con tanti piani insieme e raramente ne fa cadere uno.
   [18] Un pavone orgoglioso che raramente fa una mossa di cui non possa vantarsi, e quasi mai una cattiva.
   [21] Un airone paziente che resta immobile tra le canne, poi coglie la mossa giusta.
   [19] Una pantera silenziosa che legge lontano e non si lascia quasi mai sfuggire un’occasione.
   [20] Un leopardo delle nevi delle alte vette che legge dieci mosse avanti e non si smarrisce quasi mai.
   [5] La sorella brillante di Monty: ricorda ciò che impara e non sbaglia mai un finale.
   [6] Un’antica tartaruga che ha visto ogni finale e legge la scacchiera molto lontano.
  *[other] Una pedina simpatica, sempre pronta a giocare.
}

# How the level plays, in plain words.
level-about = { $level ->
   [0] Guarda solo la mossa che ha davanti e spesso gioca a caso.
   [7] Guarda una mossa avanti e vede cosa guadagna, ma spesso scivola su una mossa più debole.
   [8] Guarda una mossa avanti e quasi sempre sceglie una buona mossa.
   [1] Pensa alla tua risposta prima di muovere, ma spesso si accontenta di meno.
   [9] Pensa alla tua risposta e calcola esattamente le ultime otto mosse.
   [2] Pensa tre mosse avanti, calcola esattamente le ultime dieci e non regala mai molto tutto in una volta.
   [4] Gioca migliaia di partite a caso nella sua testa prima di ogni mossa.
   [10] Pensa quattro mosse avanti e calcola esattamente le ultime dodici, ma si lascia ancora sfuggire buone mosse.
   [22] Pensa quattro mosse avanti e calcola esattamente le ultime dodici, ma ogni tanto si lascia sfuggire una buona mossa.
   [3] Pensa quattro mosse avanti e calcola esattamente le ultime dodici.
   [11] Pensa quattro mosse avanti, soppesa con cura le sue scelte e calcola esattamente le ultime dodici.
   [12] Pensa cinque mosse avanti e calcola esattamente le ultime quattordici.
   [13] Pensa cinque mosse avanti, raramente si lascia sfuggire una buona mossa e calcola esattamente le ultime quattordici.
   [14] Pensa sei mosse avanti, raramente si lascia sfuggire una buona mossa e calcola esattamente le ultime sedici.
   [15] Pensa sei mosse avanti, di rado si lascia sfuggire una buona mossa e calcola esattamente le ultime sedici.
   [16] Pensa sette mosse avanti, raramente manca la mossa migliore e calcola esattamente le ultime diciotto.
   [17] Pensa otto mosse avanti, trova quasi sempre la mossa migliore e calcola esattamente le ultime diciotto.
   [18] Pensa otto mosse avanti, gioca quasi sempre la mossa migliore e calcola esattamente le ultime diciotto.
   [21] Pensa otto mosse avanti, manca di rado la mossa migliore e calcola esattamente le ultime diciannove.
   [19] Pensa nove mosse avanti, si allontana di rado dalla mossa migliore e calcola esattamente le ultime venti.
   [20] Pensa dieci mosse avanti, non si allontana quasi mai dalla mossa migliore e calcola esattamente le ultime venti.
   [5] La sorella sveglia di Monty: fa crescere un albero di molte varianti, le giudica con ciò che ha imparato dalle nostre partite, vede le vittorie forzate e gioca il finale alla perfezione.
   [6] La più forte: legge molte mosse avanti con un giudizio imparato da migliaia di partite finite alla perfezione, e gioca perfettamente le ultime venti mosse circa.
  *[other] {""}
}

# The computer won: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-won = { $level ->
   [0] { $line ->
       [0] Pio pio! Ho vinto? Ho vinto davvero!
       [1] Non ci credo! Possiamo incorniciare questa scacchiera?
      *[other] Pio! Fortuna del principiante o sto diventando bravo?
    }
   [7] { $line ->
       [0] Oh! Ho vinto? Stavo guardando una margherita!
       [1] Puntini e pallini! Che divertimento.
      *[other] Ho vinto! Presto, diciamolo agli altri insetti!
    }
   [8] { $line ->
       [0] Zac! Stavolta ti ho preso. Purr!
       [1] Miao! Ho preso gli angoli e la partita!
      *[other] Che divertimento! Rincorriamo ancora le pedine?
    }
   [1] { $line ->
       [0] Al sicuro e al calduccio nei miei angoli. Bella partita!
       [1] Una partita spinosa! Grazie per aver giocato.
      *[other] Prima gli angoli, è il mio motto. Un’altra?
    }
   [9] { $line ->
       [0] Ogni pedina contata e messa via. Bella partita!
       [1] Ho tenuto le mosse migliori per la fine. Grazie!
      *[other] Che bel raccolto per la mia scorta d’inverno!
    }
   [2] { $line ->
       [0] Ti ho fregato! Ti va la rivincita?
       [1] Due mosse avanti, come sempre. Che divertimento!
      *[other] Una partita insidiosa: per poco non scivolavo!
    }
   [4] { $line ->
       [0] Bip bop! I dadi sono stati gentili con me.
       [1] Vittoria calcolata! Grazie per aver giocato, amico.
      *[other] Le mie simulazioni lo dicevano. Rivincita?
    }
   [10] { $line ->
       [0] Salto, balzo e vittoria! Grazie per la partita.
       [1] Un finale ordinato, proprio come piace a me!
      *[other] Zampe veloci e conti attenti. Bella partita!
    }
   [22] { $line ->
       [0] Scavare e tenere duro: ecco il segreto. Grazie per la partita!
       [1] Ogni galleria portava da qualche parte. Bella partita!
      *[other] Per questa mi hai fatto scavare a fondo. Ben giocato.
    }
   [3] { $line ->
       [0] Pazienza, giovane. Ci arriverai.
       [1] Uhu! Una bella partita. Studia i tuoi bordi.
      *[other] La scacchiera premia chi ha pazienza. Ben combattuto.
    }
   [11] { $line ->
       [0] Saldo come una montagna. Grazie per la partita.
       [1] La pazienza paga. Una partita buona e lenta.
      *[other] Una vittoria solida. Giocherei di nuovo con te volentieri.
    }
   [12] { $line ->
       [0] Cra! Quel trucco l’ho visto arrivare da lontano.
       [1] Ogni ultima mossa calcolata esattamente. Bella partita!
      *[other] Gioco astuto, ma mi restava un ultimo trucco.
    }
   [13] { $line ->
       [0] Roar! Un’altra pedina per il mio tesoro.
       [1] Abbrustolito! È stata una partita infuocata.
      *[other] Ho guardato lontano e ho visto vincere la mia fiamma. Bella partita!
    }
   [14] { $line ->
       [0] Una partita regale. Hai combattuto con coraggio.
       [1] Il re tiene la corona, per oggi.
      *[other] Gioco forte! Torna quando sarai pronto a ruggire.
    }
   [15] { $line ->
       [0] Auuu! Ho fiutato la pista presto.
       [1] Quando sono avanti, non mollo. Bella partita!
      *[other] Una lunga caccia, e stanotte il branco mangia bene.
    }
   [16] { $line ->
       [0] Ho visto tutto dall’alto. Un bel volo!
       [1] Ali calme, occhi limpidi. Grazie per la partita.
      *[other] Hai giocato bene, ma da quassù la vista è ampia.
    }
   [17] { $line ->
       [0] Evviva! Tutti e otto i piani sono riusciti insieme!
       [1] Ho tenuto ogni pedina in aria. Bella partita!
      *[other] Splash! Un piano di troppo per te.
    }
   [18] { $line ->
       [0] Tutti gli occhi della mia coda l’avevano visto arrivare. Bella partita!
       [1] Una bella ruota, se posso dirlo. Grazie!
      *[other] Hai giocato con stile, ma io avevo qualche piuma in più.
    }
   [21] { $line ->
       [0] Acqua ferma, occhio attento. Grazie per la partita!
       [1] Ho aspettato immobile, e la tua mossa è venuta da me. Bella partita!
      *[other] Mi hai fatto guadare fino all’ultimo. Ben giocato.
    }
   [19] { $line ->
       [0] Nel buio vince la pazienza. Grazie per la partita.
       [1] Ho aspettato, e la mossa è arrivata. Bella partita!
      *[other] Mi hai fatto sudare ogni pedina. Ben giocato.
    }
   [20] { $line ->
       [0] Passo sicuro fino alla vetta. Grazie per la scalata!
       [1] Ogni passo dove volevo. Bella partita!
      *[other] Hai scalato bene, ma oggi la vetta era mia.
    }
   [5] { $line ->
       [0] Missione compiuta! Grazie per la bella partita.
       [1] Quel finale l’ho visto arrivare da lontanissimo.
      *[other] Una partita stellare! Mi hai fatto sudare.
    }
   [6] { $line ->
       [0] Piano e costante si legge tutta la scacchiera. Bella partita!
       [1] Ho già visto questo finale molte volte. Ben combattuto.
      *[other] Una bella partita. Torna a sfidarmi.
    }
  *[other] { $line ->
       [0] Stavolta ho vinto io. Grazie per aver giocato!
       [1] È andata bene a me. Un’altra partita?
      *[other] Bella partita! La prossima volta mi batti.
    }
}

# The computer lost: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-lost = { $level ->
   [0] { $line ->
       [0] Sei bravissimo! Tieni, un seme di girasole.
       [1] Pio! Ho imparato tantissimo da questa partita.
      *[other] Ben giocato! Stasera mi esercito sugli angoli.
    }
   [7] { $line ->
       [0] Hai vinto! Ti faccio un giro d’onore in volo.
       [1] Ops, mi sono distratta di nuovo. Ben giocato!
      *[other] Bravissimo! Prendi uno dei miei puntini come premio.
    }
   [8] { $line ->
       [0] Hai vinto! Mi sono aggrovigliato come un gomitolo.
       [1] Mrrp! Sei saltato prima tu. Ben giocato!
      *[other] Che furbo! Mi farò le unghie per la prossima volta.
    }
   [1] { $line ->
       [0] Mi hai punto tu! Prendi questa ghianda lucente.
       [1] Ben giocato. Mi appallottolo e ci ripenso.
      *[other] Mi hai preso i miei angoli preferiti! Bravo.
    }
   [9] { $line ->
       [0] Hai vinto! Prendi una ghianda dalla mia scorta.
       [1] Accidenti! Ho sbagliato a contare da qualche parte. Ben giocato!
      *[other] Bellissima partita! La prossima volta conterò meglio.
    }
   [2] { $line ->
       [0] Hai fregato la volpe! Prendi questa piuma come premio.
       [1] Mosse furbe! Non l’avevo vista arrivare.
      *[other] Brava! Dovrò guardare più lontano.
    }
   [4] { $line ->
       [0] Non calcola… hai vinto! Ben giocato.
       [1] Bip! I miei dadi hanno rotolato male. Questa stella d’oro è tua.
      *[other] Impressionante! Ricalibro i miei dadi.
    }
   [10] { $line ->
       [0] Mi hai superata! Prendi un quadrifoglio portafortuna.
       [1] Ho le orecchie basse, ma che partita!
      *[other] Ben giocato! Torno a casa saltellando ad allenarmi.
    }
   [22] { $line ->
       [0] Oggi hai scavato più a fondo di me. Bravo!
       [1] Oh, le mie strisce! Ho imboccato la galleria sbagliata. Complimenti!
      *[other] Una bella partita. Torno nella mia tana a pensarci su.
    }
   [3] { $line ->
       [0] Uhu! Notevole. Hai insegnato qualcosa a questa vecchia civetta.
       [1] Una splendida vittoria. Metti questa piuma sul cappello.
      *[other] Davvero ben giocato. Devo lucidarmi gli occhiali.
    }
   [11] { $line ->
       [0] Ma guarda! Sei stato più paziente di un orso. Bravo.
       [1] Una bella vittoria! Il vasetto di miele è tuo.
      *[other] Oggi hai letto più a fondo di me. Ben giocato.
    }
   [12] { $line ->
       [0] Cra! Hai ingannato un corvo. Prendi questo bottone lucente.
       [1] Ben giocato! Hai visto più lontano dei miei occhietti.
      *[other] Notevole! Lo racconterò a tutto lo stormo.
    }
   [13] { $line ->
       [0] Hai battuto un drago! Prendi una moneta d’oro dal mio tesoro.
       [1] Fumo e scintille! Sei stato bravissimo.
      *[other] Ben giocato! La mia fiamma si è spenta.
    }
   [14] { $line ->
       [0] Una vittoria possente! Oggi la corona è tua.
       [1] Roar! Hai un cuore di leone.
      *[other] M’inchino a te. È stata una partita da campione.
    }
   [15] { $line ->
       [0] Hai seminato il lupo! Ululerò il tuo nome alla luna.
       [1] Bella caccia! Hai evitato tutte le mie trappole.
      *[other] Bravo! Stanotte hai seguito la pista più lontano di me.
    }
   [16] { $line ->
       [0] Oggi hai volato più in alto di me. Brava!
       [1] Notevole! Prendi questa piuma d’oro.
      *[other] Non ti ho visto arrivare. Una vera partita da campione.
    }
   [17] { $line ->
       [0] Mi hai fatto cadere tutte le pedine! Bravo!
       [1] Inchiostro e bolle! Eri troppo forte per me.
      *[other] Ben giocato! Vado a sbrogliarmi i tentacoli.
    }
   [18] { $line ->
       [0] Mi hai oscurata! Prendi pure una piuma.
       [1] Magnifico. Chiudo la coda in tuo onore.
      *[other] Ben giocato! Non ho visto arrivare la tua mossa migliore.
    }
   [21] { $line ->
       [0] Oggi la tua mossa è stata più rapida del mio becco. Bravo!
       [1] Ho aspettato una mossa che non è mai arrivata. Complimenti!
      *[other] Una bella partita. Torno a pensare tra le mie canne.
    }
   [19] { $line ->
       [0] Stanotte hai visto più lontano di me. Impressionante!
       [1] Battuta nelle mie stesse ombre. Ben fatto!
      *[other] Una partita splendida. M’inchino.
    }
   [20] { $line ->
       [0] Sei arrivato in vetta per primo. Notevole!
       [1] Io sono scivolata sul ghiaccio, tu mai. Bravo!
      *[other] Che scalata! La montagna è tua.
    }
   [5] { $line ->
       [0] Wow! Mi hai battuta lealmente. Ecco una stella per te.
       [1] Fuori dal mondo! Ben giocato.
      *[other] Hai vinto! Studierò questa partita per anni luce.
    }
   [6] { $line ->
       [0] In duecento anni, pochi mi hanno battuta. Bravo!
       [1] Sorprendente! Questo vecchio guscio si toglie il cappello.
      *[other] Hai visto più lontano di me. Una vera partita da maestro.
    }
  *[other] { $line ->
       [0] Ben giocato, hai vinto!
       [1] Eri troppo forte per me. Complimenti!
      *[other] Una bella vittoria! Bravo.
    }
}

# A draw: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-draw = { $level ->
   [0] { $line ->
       [0] Patta! Abbiamo vinto tutti e due, pio!
       [1] Perfettamente pari! Facciamo la bella?
      *[other] Lo stesso numero di pedine! Che bello, no?
    }
   [7] { $line ->
       [0] Patta! Anche i miei puntini sono divisi a metà.
       [1] Pari! Ricontiamo le pedine insieme?
      *[other] Di nuovo pari! Che fortuna, no?
    }
   [8] { $line ->
       [0] Patta! Ci rincorriamo ancora la coda?
       [1] Purr… patta. Bella calda e comoda.
      *[other] Pari! Nessuno ha preso l’altro.
    }
   [1] { $line ->
       [0] Pari e patta! Un risultato proprio accogliente.
       [1] Patta! Ci dividiamo una mela?
      *[other] Nessuno dei due ha ceduto. Bella partita!
    }
   [9] { $line ->
       [0] Patta! Dividiamo le noci a metà.
       [1] Perfettamente pari. Ho contato due volte per sicurezza!
      *[other] Pari! Ci dividiamo una ghianda?
    }
   [2] { $line ->
       [0] Testa a testa! Sei furbo quanto me.
       [1] Patta! Le grandi menti pensano allo stesso modo.
      *[other] Pari! Lo decidiamo alla prossima partita.
    }
   [4] { $line ->
       [0] Bip! Una patta esatta. Statisticamente deliziosa.
       [1] Patta rilevata. Un altro tiro?
      *[other] 32–32! Perfettamente in equilibrio, bip.
    }
   [10] { $line ->
       [0] Patta! Abbiamo tagliato il traguardo naso a naso.
       [1] Pari! Facciamo un’altra corsa?
      *[other] Legata bene, come un fiocco. Bella partita!
    }
   [22] { $line ->
       [0] Patta! Ci siamo incontrati a metà galleria.
       [1] Pari fino all’ultima pedina. Ci dividiamo le nocciole?
      *[other] Terreno pari per tutti e due. Bella partita!
    }
   [3] { $line ->
       [0] Equilibrio perfetto. Molto soddisfacente.
       [1] Una patta tra pari. Uhu!
      *[other] Nessuno vince, ed entrambi imparano. Splendido.
    }
   [11] { $line ->
       [0] Patta. Come due orsi nella stessa tana.
       [1] Pari e tranquilla. Un’ottima partita.
      *[other] Nessuno dei due ha ceduto. Mi piace.
    }
   [12] { $line ->
       [0] Cra! Una patta perfetta. Siamo troppo furbi tutti e due.
       [1] Pari fino all’ultima pedina. Splendido.
      *[other] Patta! Due occhi acuti su una scacchiera.
    }
   [13] { $line ->
       [0] Patta! Nemmeno il mio fuoco ha fatto pendere la bilancia.
       [1] Pari! Un rivale degno di un drago.
      *[other] Perfettamente pari. Che partita rovente!
    }
   [14] { $line ->
       [0] Una patta tra due leoni. Ben assortiti.
       [1] Pari! Dividiamoci la savana.
      *[other] Oggi non cade nessuna corona. Bella partita!
    }
   [15] { $line ->
       [0] Patta! Due lupi, una luna.
       [1] Testa a testa fino alla fine. Bella caccia!
      *[other] Pari! Rifaremo questo sentiero.
    }
   [16] { $line ->
       [0] Patta. Due aquile che si dividono un cielo.
       [1] Perfettamente pari, come una planata nell’aria ferma.
      *[other] Nemmeno da quassù riesco a distinguerci!
    }
   [17] { $line ->
       [0] Patta! Quattro tentacoli a testa, allora.
       [1] Pari! La marea è in perfetto equilibrio.
      *[other] Tutti e due aggrovigliati. Che divertimento!
    }
   [18] { $line ->
       [0] Patta! Abbaglianti tutti e due allo stesso modo.
       [1] Alla pari, piuma per piuma.
      *[other] Pari! Diciamo che abbiamo condiviso l’alba.
    }
   [21] { $line ->
       [0] Patta! Due aironi, ognuno su una zampa.
       [1] Pari fino all’ultima pedina. Lo stagno è calmo.
      *[other] Liscia come l’acqua. Bella partita!
    }
   [19] { $line ->
       [0] Patta. Due ombre, una notte.
       [1] Alla pari fino all’ultima pedina. Una partita quieta e perfetta.
      *[other] Nessuno di noi ha battuto ciglio. Bella partita!
    }
   [20] { $line ->
       [0] Patta! Siamo in vetta insieme.
       [1] Passo dopo passo, fino in cima.
      *[other] Pari! La neve copre le orme di tutti e due.
    }
   [5] { $line ->
       [0] Un’orbita perfetta: esattamente pari!
       [1] Patta! L’universo è in equilibrio.
      *[other] 32–32. Splendidamente in equilibrio.
    }
   [6] { $line ->
       [0] Anche dopo tutti questi anni, una patta mi rallegra ancora.
       [1] Perfettamente alla pari. Una cosa rara e felice.
      *[other] Una patta con una vecchia tartaruga! Davvero notevole.
    }
  *[other] { $line ->
       [0] Patta! Bella partita.
       [1] Perfettamente pari. Ben giocato!
      *[other] Nessuno vince, tutti si sono divertiti.
    }
}
