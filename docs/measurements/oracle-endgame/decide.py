# The decision test: the move Oracle (`BIN play --level 6 --seed 1 --cpu-clock`, a fresh
# process a position) chooses in each position of extract.py's KEY with the given numbers
# of empties (default 21 and 22), and the process's user CPU time; one line a position in
# OUT (`index empties move seconds`), appended, so that a stopped run resumes. From the
# project's root, after `cargo build --release -p outflank --example oracle`:
#   python3 docs/measurements/oracle-endgame/decide.py GAMES KEY BIN OUT [EMPTIES...]
import subprocess, json, sys, os, resource
games=[l.split() for l in open(sys.argv[1])]
key=[l.split() for l in open(sys.argv[2])]
binary=sys.argv[3]; out=sys.argv[4]
want=set(sys.argv[5:]) or {'21','22'}
done=set()
if os.path.exists(out):
    done={l.split()[0] for l in open(out)}
cache={}
with open(out,'a') as f:
    for i,k in enumerate(key):
        gi,ply,e=int(k[0]),int(k[1]),k[2]
        if e not in want or str(i) in done: continue
        if gi not in cache:
            mv=json.loads(subprocess.run(['target/release/examples/oracle','moves',games[gi][-1]],capture_output=True,text=True).stdout)
            cache={gi:mv['moves']}
        moves=[m for m in cache[gi][:ply] if m!='pass']
        u0=resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        r=subprocess.run([binary,'play','--level','6','--seed','1','--cpu-clock'],input=''.join(moves)+'\n',capture_output=True,text=True)
        u=resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime-u0
        f.write(f"{i} {e} {r.stdout.strip()} {u:.2f}\n"); f.flush()
