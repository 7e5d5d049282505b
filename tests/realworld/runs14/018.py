# msrun 2 workers: MoE token dispatch ported from a 4-way expert-parallel recipe (torch all_to_all_single with
# 4 equal splits): ops.AlltoAll(split_count=4) kept while the job is launched on 2 workers.
import os, subprocess, sys, glob
script = '''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
EXPERT_PARALLEL = 4
NUM_EXPERTS, HIDDEN, TOKENS = 8, 32, 64
rng = np.random.default_rng(rank)
router = nn.Dense(HIDDEN, NUM_EXPERTS)
a2a = ops.AlltoAll(split_count=EXPERT_PARALLEL, split_dim=0, concat_dim=0)
print(f"rank {rank}/{world}: {NUM_EXPERTS} experts, expert_parallel={EXPERT_PARALLEL}", flush=True)
for step in range(3):
    x = Tensor(rng.standard_normal((TOKENS, HIDDEN)).astype(np.float32))
    expert = router(x).argmax(-1)
    order = ops.sort(expert.astype(ms.float32))[1]
    dispatched = a2a(x[order])
    print(f"rank {rank} step {step} dispatched {tuple(dispatched.shape)}", flush=True)
'''
with open("moe_train.py", "w") as f:
    f.write(script)
env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
cmd = ["msrun", "--worker_num=2", "--local_worker_num=2", "--master_port=8971", "--log_dir=msrun_log",
       "--join=True", "--cluster_time_out=90", "moe_train.py"]
print("$ " + " ".join(cmd), flush=True)
proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
print(proc.stdout, flush=True)
for log in sorted(glob.glob("msrun_log/worker_*.log")):
    print(f"$ tail -n 30 {log}")
    with open(log) as f:
        print("".join(f.readlines()[-30:]), flush=True)
sys.exit(proc.returncode)
