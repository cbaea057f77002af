### Los personajes de los niveles, por número de nivel: como characters.ftl en inglés;
### cada mensaje elige por $level, *[other] para un número sin nivel (una ficha).

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
  *[other] El ordenador
}

# Its portrait's name: "Pip the chick".
character-title = { $level ->
   [0] { $name } el pollito
   [7] { $name } la mariquita
   [8] { $name } el gatito
   [1] { $name } el erizo
   [9] { $name } la ardilla
   [2] { $name } el zorro
   [4] { $name } el robot
   [10] { $name } la conejita
   [22] { $name } el tejón
   [3] { $name } la lechuza
   [11] { $name } el oso
   [12] { $name } el cuervo
   [13] { $name } el dragón
   [14] { $name } el león
   [15] { $name } el lobo
   [16] { $name } el águila
   [17] { $name } el pulpo
   [18] { $name } el pavo real
   [21] { $name } la garza
   [19] { $name } la pantera
   [20] { $name } el leopardo de las nieves
   [5] { $name } la robot estelar
   [6] { $name } la tortuga
  *[other] { $name }, la ficha
}

# One friendly line about the character.
character-tagline = { $level ->
   [0] Un pollito esponjoso que acaba de aprender las reglas y adora voltear fichas.
   [7] Una mariquita diminuta y alegre que encuentra una buena jugada y luego se va volando tras una margarita.
   [8] Un gatito juguetón que no resiste una esquina brillante y salta en cuanto ve una.
   [1] Un erizo hogareño que va directo a las esquinas y se hace una bola allí.
   [9] Una ardilla cuidadosa que guarda sus mejores jugadas y las cuenta todas al final.
   [2] Un zorro astuto que siempre echa un vistazo unas jugadas por delante.
   [4] Un robot alegre que lanza miles de partidas imaginarias antes de cada jugada.
   [10] Una conejita rápida que piensa unas jugadas por delante y deja sus finales bien ordenados.
   [22] Un tejón tenaz que excava unas cuantas jugadas de profundidad y rara vez se mete en el túnel equivocado.
   [3] Una vieja lechuza sabia que estudia cada variante antes de mover.
   [11] Un oso paciente que se toma su tiempo, juega sólido y lee en profundidad.
   [12] Un cuervo listo que descubre cada trampa y juega las últimas jugadas con exactitud.
   [13] Un joven dragón feroz que mira muy lejos y rara vez deja escapar una partida.
   [14] Un león tranquilo y poderoso que sopesa cada jugada y rara vez deja una debilidad.
   [15] Un lobo incansable que sigue cada variante hasta el final y nunca suelta una ventaja.
   [16] Un águila serena que ve todo el tablero desde lo alto y espera su momento.
   [17] Un pulpo juguetón que hace malabares con muchos planes a la vez y rara vez se le cae uno.
   [18] Un pavo real orgulloso que rara vez hace una jugada de la que no pueda presumir, y casi nunca una mala.
   [21] Una garza paciente que espera inmóvil entre los juncos y luego atrapa la jugada justa.
   [19] Una pantera silenciosa que ve muy lejos y casi nunca deja escapar una oportunidad.
   [20] Un leopardo de las nieves de las altas cumbres que piensa diez jugadas por delante y casi nunca se desvía.
   [5] La brillante hermana de Monty: recuerda lo que aprende y nunca falla un final.
   [6] Una tortuga antiquísima que ha visto todos los finales y lee el tablero muy por delante.
  *[other] Una ficha simpática, siempre dispuesta a jugar.
}

# How the level plays, in plain words.
level-about = { $level ->
   [0] Solo mira la jugada que tiene delante y a menudo juega al azar.
   [7] Mira una jugada por delante y ve lo que gana cada una, pero a menudo se desvía hacia otra más floja.
   [8] Mira una jugada por delante y casi siempre elige una buena.
   [1] Piensa en tu respuesta antes de jugar, aunque a menudo se conforma con menos.
   [9] Piensa en tu respuesta y calcula con exactitud las ocho últimas jugadas.
   [2] Piensa tres jugadas por delante, calcula con exactitud las diez últimas y nunca regala mucho de golpe.
   [4] Juega miles de partidas al azar en su cabeza antes de cada jugada.
   [10] Piensa cuatro jugadas por delante y calcula con exactitud las doce últimas, pero aún deja escapar buenas jugadas.
   [22] Piensa cuatro jugadas por delante y calcula con exactitud las doce últimas, pero de vez en cuando deja escapar una buena jugada.
   [3] Piensa cuatro jugadas por delante y calcula con exactitud las doce últimas.
   [11] Piensa cuatro jugadas por delante, sopesa sus opciones con cuidado y calcula con exactitud las doce últimas.
   [12] Piensa cinco jugadas por delante y calcula con exactitud las catorce últimas.
   [13] Piensa cinco jugadas por delante, rara vez deja pasar una buena jugada y calcula con exactitud las catorce últimas.
   [14] Piensa seis jugadas por delante, rara vez deja pasar una buena jugada y calcula con exactitud las dieciséis últimas.
   [15] Piensa seis jugadas por delante, pocas veces deja pasar una buena jugada y calcula con exactitud las dieciséis últimas.
   [16] Piensa siete jugadas por delante, rara vez se le escapa la mejor jugada y calcula con exactitud las dieciocho últimas.
   [17] Piensa ocho jugadas por delante, casi siempre encuentra la mejor jugada y calcula con exactitud las dieciocho últimas.
   [18] Piensa ocho jugadas por delante, casi siempre hace la mejor jugada y calcula con exactitud las dieciocho últimas.
   [21] Piensa ocho jugadas por delante, rara vez se le escapa la mejor jugada y calcula con exactitud las diecinueve últimas.
   [19] Piensa nueve jugadas por delante, rara vez se aparta de la mejor jugada y calcula con exactitud las veinte últimas.
   [20] Piensa diez jugadas por delante, casi nunca se aparta de la mejor jugada y calcula con exactitud las veinte últimas.
   [5] La lista hermana de Monty: hace crecer un árbol de muchas variantes, las juzga con lo que aprendió de nuestras partidas, ve las victorias forzadas y juega el final a la perfección.
   [6] La más fuerte: lee muchas jugadas por delante con un criterio aprendido de miles de partidas terminadas a la perfección, y juega perfectas las veinte últimas jugadas, más o menos.
  *[other] {""}
}

# The computer won: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-won = { $level ->
   [0] { $line ->
       [0] ¡Pío pío! ¿He ganado? ¡He ganado de verdad!
       [1] ¡No me lo creo! ¿Podemos enmarcar este tablero?
      *[other] ¡Pío! ¿Suerte de principiante o me estoy volviendo bueno?
    }
   [7] { $line ->
       [0] ¡Oh! ¿He ganado? ¡Estaba mirando una margarita!
       [1] ¡Puntos y lunares! Qué divertido ha sido.
      *[other] ¡He ganado! ¡Rápido, vamos a contárselo a los otros bichos!
    }
   [8] { $line ->
       [0] ¡Zas! Esta vez te he pillado. ¡Purr!
       [1] ¡Miau! ¡He cazado las esquinas y la partida!
      *[other] ¡Qué divertido! ¿Perseguimos otra vez las fichas?
    }
   [1] { $line ->
       [0] Calentito y a salvo en mis esquinas. ¡Buena partida!
       [1] ¡Qué partida tan espinosa! Gracias por jugar.
      *[other] Primero las esquinas, ese es mi lema. ¿Otra?
    }
   [9] { $line ->
       [0] Cada ficha contada y guardada. ¡Buena partida!
       [1] Guardé mis mejores jugadas para el final. ¡Gracias!
      *[other] ¡Qué buena cosecha para mi despensa de invierno!
    }
   [2] { $line ->
       [0] ¡Te he engañado! ¿Te apetece la revancha?
       [1] Dos jugadas por delante, como siempre. ¡Qué divertido!
      *[other] Una partida con trampa: ¡casi resbalo!
    }
   [4] { $line ->
       [0] ¡Bip bup! Los dados me han sonreído.
       [1] ¡Victoria calculada! Gracias por jugar, amigo.
      *[other] Mis simulaciones lo decían. ¿Revancha?
    }
   [10] { $line ->
       [0] ¡Salto, brinco y victoria! Gracias por la partida.
       [1] ¡Un final bien limpio, como a mí me gusta!
      *[other] Patas rápidas y cuentas cuidadosas. ¡Buena partida!
    }
   [22] { $line ->
       [0] Excavar y aguantar: así se gana. ¡Gracias por la partida!
       [1] Cada túnel llevaba a alguna parte. ¡Buena partida!
      *[other] Me hiciste excavar hondo para ganar esta. Bien jugado.
    }
   [3] { $line ->
       [0] Paciencia, joven. Ya llegarás.
       [1] ¡Uh-uh! Una buena partida. Estudia tus bordes.
      *[other] El tablero premia a los pacientes. Bien luchado.
    }
   [11] { $line ->
       [0] Firme como una montaña. Gracias por la partida.
       [1] La paciencia tiene premio. Una partida buena y tranquila.
      *[other] Una victoria sólida. Volvería a jugar contigo encantado.
    }
   [12] { $line ->
       [0] ¡Cruac! Esa trampa la vi venir de lejos.
       [1] Hasta la última jugada calculada con exactitud. ¡Buena partida!
      *[other] Bien jugado, pero me quedaba un truco.
    }
   [13] { $line ->
       [0] ¡Grrr! Otra ficha para mi montón de tesoros.
       [1] ¡Tostado! Ha sido una partida ardiente.
      *[other] Miré lejos y vi ganar a mi llama. ¡Buena partida!
    }
   [14] { $line ->
       [0] Una partida real. Luchaste con valentía.
       [1] El rey conserva su corona, por hoy.
      *[other] ¡Juego fuerte! Vuelve cuando estés listo para rugir.
    }
   [15] { $line ->
       [0] ¡Auuu! Olfateé el rastro muy pronto.
       [1] Cuando voy delante, no suelto. ¡Buena partida!
      *[other] Una larga persecución, y la manada cena bien esta noche.
    }
   [16] { $line ->
       [0] Lo vi todo desde arriba. ¡Un buen vuelo!
       [1] Alas tranquilas, mirada clara. Gracias por la partida.
      *[other] Jugaste bien, pero desde aquí arriba la vista es amplia.
    }
   [17] { $line ->
       [0] ¡Yupiii! ¡Los ocho planes salieron a la vez!
       [1] Mantuve todas las fichas en el aire. ¡Buena partida!
      *[other] ¡Chof! Un plan de más para ti.
    }
   [18] { $line ->
       [0] Todos los ojos de mi cola lo vieron venir. ¡Qué partida tan bonita!
       [1] Un buen despliegue, si se me permite decirlo. ¡Gracias!
      *[other] Jugaste con estilo, pero yo tenía unas cuantas plumas más.
    }
   [21] { $line ->
       [0] Agua quieta, ojos atentos. ¡Gracias por la partida!
       [1] Esperé sin moverme y tu jugada llegó sola. ¡Buena partida!
      *[other] Me hiciste vadear hasta el final. Bien jugado.
    }
   [19] { $line ->
       [0] En la oscuridad gana la paciencia. Gracias por la partida.
       [1] Esperé, y la jugada llegó. ¡Buena partida!
      *[other] Me hiciste luchar por cada ficha. Bien jugado.
    }
   [20] { $line ->
       [0] Con paso firme hasta la cima. ¡Gracias por la escalada!
       [1] Cada paso donde yo quería. ¡Buena partida!
      *[other] Escalaste bien, pero hoy la cima era mía.
    }
   [5] { $line ->
       [0] ¡Misión cumplida! Gracias por la bonita partida.
       [1] Ese final lo vi venir desde muy lejos.
      *[other] ¡Una partida estelar! Me hiciste sudar.
    }
   [6] { $line ->
       [0] Despacio y con calma se lee todo el tablero. ¡Buena partida!
       [1] He visto este final muchas veces. Bien luchado.
      *[other] Una buena partida. Vuelve a desafiarme.
    }
  *[other] { $line ->
       [0] Esta vez he ganado yo. ¡Gracias por jugar!
       [1] Me ha salido bien. ¿Otra partida?
      *[other] ¡Buena partida! La próxima me ganas.
    }
}

# The computer lost: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-lost = { $level ->
   [0] { $line ->
       [0] ¡Eres genial! Toma, una pipa de girasol.
       [1] ¡Pío! He aprendido muchísimo en esta partida.
      *[other] ¡Bien jugado! Esta noche practicaré las esquinas.
    }
   [7] { $line ->
       [0] ¡Has ganado! Te dedico una vuelta de honor volando.
       [1] Uy, me he vuelto a distraer. ¡Bien jugado!
      *[other] ¡Genial! Llévate uno de mis lunares como premio.
    }
   [8] { $line ->
       [0] ¡Has ganado! Me he enredado como un ovillo de lana.
       [1] ¡Mrrp! Saltaste tú primero. ¡Bien jugado!
      *[other] ¡Qué listo! Afilaré mis uñas para la próxima.
    }
   [1] { $line ->
       [0] ¡Me has ganado en pinchos! Toma esta bellota brillante.
       [1] Bien jugado. Me haré una bola y lo pensaré.
      *[other] ¡Te quedaste mis esquinas favoritas! Muy bien.
    }
   [9] { $line ->
       [0] ¡Has ganado! Coge una bellota de mi despensa.
       [1] ¡Vaya! Me he equivocado contando. ¡Bien jugado!
      *[other] ¡Partidazo! La próxima vez contaré con más cuidado.
    }
   [2] { $line ->
       [0] ¡Has engañado al zorro! Llévate esta pluma de premio.
       [1] ¡Jugadas astutas! No lo vi venir.
      *[other] ¡Muy bien! Tendré que mirar más lejos.
    }
   [4] { $line ->
       [0] No computa… ¡has ganado! Bien jugado.
       [1] ¡Bip! Mis dados rodaron mal. Esta estrella dorada es para ti.
      *[other] ¡Impresionante! Recalibrando mis dados.
    }
   [10] { $line ->
       [0] ¡Me has adelantado! Toma un trébol de la suerte.
       [1] Tengo las orejas gachas, ¡pero qué partida!
      *[other] ¡Bien jugado! Me voy saltando a casa a practicar.
    }
   [22] { $line ->
       [0] Hoy cavaste más hondo que yo. ¡Bien hecho!
       [1] ¡Ay, mis rayas! Me metí en el túnel equivocado. ¡Bravo!
      *[other] Una partida preciosa. Me acurruco en mi madriguera a pensarlo.
    }
   [3] { $line ->
       [0] ¡Uh-uh! Notable. Le has enseñado algo a esta vieja lechuza.
       [1] Una victoria espléndida. Pon esta pluma en tu sombrero.
      *[other] Muy bien jugado, de verdad. Tendré que limpiar mis gafas.
    }
   [11] { $line ->
       [0] ¡Vaya! Has tenido más paciencia que un oso. Bravo.
       [1] ¡Buena victoria! El tarro de miel es tuyo.
      *[other] Hoy has leído más hondo que yo. Bien jugado.
    }
   [12] { $line ->
       [0] ¡Cruac! Has engañado a un cuervo. Llévate este botón brillante.
       [1] ¡Bien jugado! Viste más lejos que mis ojillos.
      *[other] ¡Notable! Se lo contaré a toda la bandada.
    }
   [13] { $line ->
       [0] ¡Has vencido a un dragón! Coge una moneda de oro de mi tesoro.
       [1] ¡Humo y chispas! Has estado brillante.
      *[other] ¡Bien jugado! Mi llama se apagó.
    }
   [14] { $line ->
       [0] ¡Una victoria poderosa! Hoy la corona es tuya.
       [1] ¡Roar! Tienes corazón de león.
      *[other] Me inclino ante ti. Ha sido una partida de campeón.
    }
   [15] { $line ->
       [0] ¡Dejaste atrás al lobo! Aullaré tu nombre a la luna.
       [1] ¡Buena caza! Esquivaste todas mis trampas.
      *[other] ¡Bravo! Esta noche rastreaste más lejos que yo.
    }
   [16] { $line ->
       [0] Hoy volaste más alto que yo. ¡Muy bien!
       [1] ¡Notable! Llévate esta pluma dorada.
      *[other] No te vi venir. Una auténtica partida de campeona.
    }
   [17] { $line ->
       [0] ¡Me has hecho soltar todas las fichas! ¡Bravo!
       [1] ¡Tinta y burbujas! Eras demasiado bueno para mí.
      *[other] ¡Bien jugado! Voy a desenredarme los brazos.
    }
   [18] { $line ->
       [0] ¡Me eclipsaste! Toma, llévate una pluma.
       [1] Magnífico. Pliego mi cola en tu honor.
      *[other] ¡Bien jugado! No vi venir tu mejor jugada.
    }
   [21] { $line ->
       [0] Hoy tu jugada fue más rápida que mi pico. ¡Bien hecho!
       [1] Esperé una jugada que nunca llegó. ¡Bravo!
      *[other] Una partida preciosa. Vuelvo a mis juncos a pensar.
    }
   [19] { $line ->
       [0] Esta noche viste más lejos que yo. ¡Impresionante!
       [1] Vencida en mis propias sombras. ¡Bien hecho!
      *[other] Una partida soberbia. Me inclino ante ti.
    }
   [20] { $line ->
       [0] Llegaste a la cima antes que yo. ¡Notable!
       [1] Yo resbalé en el hielo y tú nunca. ¡Bravo!
      *[other] ¡Qué escalada! La montaña es tuya.
    }
   [5] { $line ->
       [0] ¡Guau! Me has ganado limpiamente. Aquí tienes una estrella.
       [1] ¡De otro mundo! Bien jugado.
      *[other] ¡Has ganado! Estudiaré esta partida durante años luz.
    }
   [6] { $line ->
       [0] En doscientos años, pocos me han ganado. ¡Bravo!
       [1] ¡Asombroso! Este viejo caparazón se quita el sombrero.
      *[other] Viste más lejos que yo. Una auténtica partida de maestro.
    }
  *[other] { $line ->
       [0] ¡Bien jugado, has ganado!
       [1] Eras demasiado bueno para mí. ¡Enhorabuena!
      *[other] ¡Una gran victoria! Muy bien.
    }
}

# A draw: three lines, one chosen by the game's seed ($line 0, 1, 2).
character-draw = { $level ->
   [0] { $line ->
       [0] ¡Empate! Hemos ganado los dos, ¡pío!
       [1] ¡Igualados del todo! ¿Jugamos el desempate?
      *[other] ¡Las mismas fichas! ¿A que es genial?
    }
   [7] { $line ->
       [0] ¡Empate! Hasta mis lunares están repartidos.
       [1] ¡Empatados! ¿Contamos juntos las fichas otra vez?
      *[other] ¡Otra vez igual! ¿Qué suerte, no?
    }
   [8] { $line ->
       [0] ¡Empate! ¿Nos perseguimos la cola otra vez?
       [1] Purr… empate. Muy a gustito.
      *[other] ¡Igualados! Ninguno atrapó al otro.
    }
   [1] { $line ->
       [0] ¡Tablas perfectas! Un resultado muy acogedor.
       [1] ¡Empate! ¿Compartimos una manzana?
      *[other] Ninguno cedió ni un paso. ¡Buena partida!
    }
   [9] { $line ->
       [0] ¡Empate! Repartimos las nueces a medias.
       [1] Igualados del todo. ¡Conté dos veces para asegurarme!
      *[other] ¡Empatados! ¿Partimos una bellota?
    }
   [2] { $line ->
       [0] ¡Empate total! Eres tan astuto como yo.
       [1] ¡Empate! Las grandes mentes piensan igual.
      *[other] ¡Igualados! Lo decidimos en la próxima partida.
    }
   [4] { $line ->
       [0] ¡Bip! Un empate exacto. Estadísticamente delicioso.
       [1] Empate detectado. ¿Otra tirada?
      *[other] ¡32–32! Perfectamente equilibrado, bip.
    }
   [10] { $line ->
       [0] ¡Empate! Cruzamos la meta nariz con nariz.
       [1] ¡Empatadas! ¿Echamos otra carrera?
      *[other] Bien atado, como un lazo. ¡Buena partida!
    }
   [22] { $line ->
       [0] ¡Tablas! Nos encontramos a mitad del túnel.
       [1] Iguales hasta la última ficha. ¿Compartimos las avellanas?
      *[other] Terreno llano para los dos. ¡Buena partida!
    }
   [3] { $line ->
       [0] Equilibrio perfecto. Muy satisfactorio.
       [1] Un empate entre iguales. ¡Uh-uh!
      *[other] Nadie gana y los dos aprenden. Espléndido.
    }
   [11] { $line ->
       [0] Empate. Como dos osos compartiendo una cueva.
       [1] Igualado y tranquilo. Una partida muy buena.
      *[other] Ninguno de los dos cedió. Eso me gusta.
    }
   [12] { $line ->
       [0] ¡Cruac! Un empate perfecto. Somos demasiado listos los dos.
       [1] Igualados hasta la última ficha. Espléndido.
      *[other] ¡Empate! Dos miradas afiladas sobre un tablero.
    }
   [13] { $line ->
       [0] ¡Empate! Ni mi fuego pudo inclinar la balanza.
       [1] ¡Empate! Un rival digno de un dragón.
      *[other] Perfectamente igualados. ¡Qué partida más caliente!
    }
   [14] { $line ->
       [0] Un empate entre dos leones. Muy parejos.
       [1] ¡Igualados! Compartamos la sabana.
      *[other] Hoy no cae ninguna corona. ¡Buena partida!
    }
   [15] { $line ->
       [0] ¡Empate! Dos lobos, una luna.
       [1] Codo con codo hasta el final. ¡Buena caza!
      *[other] ¡Igualados! Volveremos a correr este sendero.
    }
   [16] { $line ->
       [0] Empate. Dos águilas compartiendo un cielo.
       [1] Perfectamente igualados, como un planeo en aire quieto.
      *[other] ¡Ni desde aquí arriba se nos distingue!
    }
   [17] { $line ->
       [0] ¡Empate! Cuatro brazos para cada uno, entonces.
       [1] ¡Igualados! La marea está en equilibrio.
      *[other] Los dos hechos un lío. ¡Qué divertido!
    }
   [18] { $line ->
       [0] ¡Tablas! Igual de deslumbrantes los dos.
       [1] Igualados a la perfección, pluma a pluma.
      *[other] ¡Empate! Digamos que compartimos el amanecer.
    }
   [21] { $line ->
       [0] ¡Tablas! Dos garzas, cada una sobre una pata.
       [1] Iguales hasta la última ficha. El estanque está en calma.
      *[other] Lisa como el agua. ¡Buena partida!
    }
   [19] { $line ->
       [0] Tablas. Dos sombras, una noche.
       [1] Igualados hasta la última ficha. Una partida tranquila y perfecta.
      *[other] Ninguno de los dos parpadeó. ¡Buena partida!
    }
   [20] { $line ->
       [0] ¡Tablas! Estamos juntos en la cima.
       [1] Paso a paso, hasta arriba.
      *[other] ¡Empate! La nieve cubre las huellas de los dos.
    }
   [5] { $line ->
       [0] Una órbita perfecta: ¡igualados del todo!
       [1] ¡Empate! El universo está en equilibrio.
      *[other] 32–32. Bellamente equilibrado.
    }
   [6] { $line ->
       [0] Incluso después de tantos años, un empate aún me alegra.
       [1] Perfectamente igualados. Algo raro y feliz.
      *[other] ¡Empatar con una vieja tortuga! Muy impresionante.
    }
  *[other] { $line ->
       [0] ¡Empate! Buena partida.
       [1] Igualados del todo. ¡Bien jugado!
      *[other] Nadie gana, todos nos divertimos.
    }
}
