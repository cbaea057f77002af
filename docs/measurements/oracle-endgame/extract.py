# Positions at 22 and 21 empties in `outflank match` games (its standard error), before and
# after the move played, as OBF lines for `outflank solve`; and a key file, one line a pair:
# game, ply, empties, whose move (a or b), the move, the side to move before and after.
# From the project's root, after `cargo build --release -p outflank --example oracle`:
#   python3 docs/measurements/oracle-endgame/extract.py GAMES OBF KEY
import subprocess, json, sys
games=[l.split() for l in open(sys.argv[1])]
obf=open(sys.argv[2],'w'); key=open(sys.argv[3],'w')
for gi,g in enumerate(games):
    a_black = g[4]=='a_black'
    mv=json.loads(subprocess.run(['target/release/examples/oracle','moves',g[-1]],capture_output=True,text=True).stdout)
    pos=mv['positions']; moves=mv['moves']
    for ply,m in enumerate(moves):
        p=pos[ply]; e=p['board'].count('-')
        if e not in (21,22) or m=='pass' or len(p['legal'])<2: continue
        q=pos[ply+1]
        t=lambda x: 'X' if x['turn']=='black' else 'O'
        obf.write(f"{p['board']} {t(p)}\n{q['board']} {t(q)}\n")
        side='a' if (p['turn']=='black')==a_black else 'b'
        key.write(f"{gi} {ply} {e} {side} {m} {t(p)} {t(q)}\n")
