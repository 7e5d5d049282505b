# msrun job where every rank loads the whole corpus into a dense float64 matrix in host RAM
# Preprocessing builds a (vocab x vocab) co-occurrence table on each of the 2 ranks: MemoryError on the host.
import os, subprocess, sys, glob
def launch(script, workers=2, port=8131):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={workers}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=500)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
launch('''
import numpy as np, mindspore as ms
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
rank = get_rank()
vocab = 400000
print(f"rank {rank}: building co-occurrence table for vocab {vocab}", flush=True)
table = np.zeros((vocab, vocab), dtype=np.float64)
print(table.sum())
''', port=8133)
