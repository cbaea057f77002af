# The exact loss of each decision of decide.py's OUT files (the positions they all have):
# the best score from SOLVED (extract.py's pairs solved by `outflank solve`), the move's
# value from the pair when it is the move the game played, else the position after it
# solved. From the project's root:
#   python3 docs/measurements/oracle-endgame/judge.py GAMES KEY SOLVED OUT...
import subprocess, json, sys
games=[l.split() for l in open(sys.argv[1])]
key=[l.split() for l in open(sys.argv[2])]
sol=[l.split() for l in open(sys.argv[3])]
outs=[{int(l.split()[0]):l.split() for l in open(f)} for f in sys.argv[4:]]
common=sorted(set.intersection(*[set(o) for o in outs]))
def positions(moves):
    return json.loads(subprocess.run(['target/release/examples/oracle','moves',moves],capture_output=True,text=True).stdout)
cache={}
def child_value(i, mv):
    gi,ply=int(key[i][0]),int(key[i][1])
    g=positions(games[gi][-1])
    pre=[m for m in g['moves'][:ply] if m!='pass']
    p=g['positions'][ply]
    after=positions(''.join(pre)+mv)
    q=after['positions'][-1]
    t=lambda x: 'X' if x['turn']=='black' else 'O'
    if q['status']=='over':
        # final score for the mover
        me='black' if p['turn']=='black' else 'white'
        b,w=q['black'],q['white']; e=64-b-w
        d=b-w; d = d + (e if d>0 else -e if d<0 else 0)
        return d if me=='black' else -d
    obf=f"{q['board']} {t(q)}\n"
    r=subprocess.run(['target/release/outflank','solve'],input=obf,capture_output=True,text=True).stdout.split()
    v=int(r[0])
    return v if t(p)==t(q) else -v
tot=[[0,0,0,0.0] for _ in outs]
for i in common:
    best=int(sol[2*i][0]); rec=key[i][4]
    tp,tq=key[i][5],key[i][6]
    a=int(sol[2*i+1][0]); rec_val = a if tp==tq else -a
    for k,o in enumerate(outs):
        mv=o[i][2]
        if mv not in cache.setdefault(i,{}):
            cache[i][mv]= rec_val if mv==rec else child_value(i,mv)
        loss=best-cache[i][mv]
        assert loss>=0,(i,mv,best,cache[i][mv])
        tot[k][0]+=1; tot[k][1]+=loss; tot[k][2]+=loss>=6; tot[k][3]+=float(o[i][3])
for f,t in zip(sys.argv[4:],tot):
    print(f"{f}: positions {t[0]} loss {t[1]} per move {t[1]/t[0]:.3f} >=6: {t[2]} cpu {t[3]:.1f} s ({t[3]/t[0]:.2f} s a move)")
