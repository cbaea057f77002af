# Each side's exact loss per move at 21 and 22 empties, from extract.py's KEY and
# `outflank solve OBF`'s lines (one file or several, in order):
#   python3 docs/measurements/oracle-endgame/analyse.py KEY SOLVED...
import sys
key=[l.split() for l in open(sys.argv[1])]
sol=[l.split() for f in sys.argv[2:] for l in open(f)]
assert len(sol)==2*len(key), (len(sol), len(key))
tot={}
for i,k in enumerate(key):
    gi,ply,e,side,m,tp,tq=k
    best=int(sol[2*i][0]); after=int(sol[2*i+1][0])
    value = after if tp==tq else -after
    loss=best-value
    assert loss>=0, (k, best, after)
    t=tot.setdefault((side,e),[0,0,0]); t[0]+=1; t[1]+=loss; t[2]+=loss>=6
for key_ in sorted(tot):
    n,l,b=tot[key_]; print(key_, 'moves',n,'loss',l,'per move %.3f'%(l/n),'>=6:',b)
for s in 'ab':
    n=sum(tot[(s,e)][0] for e in ('21','22')); l=sum(tot[(s,e)][1] for e in ('21','22')); b=sum(tot[(s,e)][2] for e in ('21','22'))
    print(s,'21-22: moves',n,'loss',l,'per move %.3f'%(l/n),'>=6:',b)
