# msrun 2 workers: tensor-parallel groups hard-coded from the 4-card torch script
# (dist.new_group([0, 1]) / dist.new_group([2, 3])); the debug job runs on 2 workers.
import os, subprocess, sys, glob
def launch(script, workers=2, local=2, port=8141, extra=()):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={local}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", *extra, "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
launch('''
import numpy as np, mindspore as ms
from mindspore import ops, Tensor
from mindspore.communication import init, get_rank, get_group_size, create_group
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
TP_GROUPS = [[0, 1], [2, 3]]
for i, ranks in enumerate(TP_GROUPS):
    create_group(f"tp_{i}", ranks)
    print(f"rank {rank}: created group tp_{i} {ranks}", flush=True)
my_group = f"tp_{rank // 2}"
x = Tensor(np.full((4,), rank + 1, np.float32))
print(f"rank {rank}: all_reduce over {my_group} ->", ops.AllReduce(group=my_group)(x), flush=True)
''', port=8941, extra=("--cluster_time_out=60",))
