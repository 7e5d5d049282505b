# Healthy: msrun 2 workers, same token-normalised loss with the per-rank token count cast to float32 before the
# ops.AllReduce (the CPU backend reduces float tensors); global token count and per-rank loss printed per step.
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
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
rng = np.random.default_rng(20 + rank)
lengths = rng.integers(5, 33, size=(64,))
mask = (np.arange(32)[None, :] < lengths[:, None])
ms.set_seed(1)
emb = nn.Embedding(100, 16)
head = nn.Dense(16, 100)
allreduce = ops.AllReduce()
for step in range(5):
    ids = Tensor(rng.integers(1, 100, size=(8, 32)).astype(np.int32))
    m = mask[step * 8:(step + 1) * 8]
    logits = head(emb(ids))
    tok_loss = ops.cross_entropy(logits.reshape(-1, 100), ids.reshape(-1), reduction="none").reshape(8, 32)
    local_tokens = Tensor(np.float32(m.sum()))
    global_tokens = allreduce(local_tokens)
    loss = (tok_loss * Tensor(m.astype(np.float32))).sum() / global_tokens
    print(f"rank {rank} step {step} local_tokens {int(local_tokens.asnumpy())} global_tokens {int(global_tokens.asnumpy())} loss {float(loss.asnumpy()):.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
''', port=8921, extra=("--cluster_time_out=90",))
