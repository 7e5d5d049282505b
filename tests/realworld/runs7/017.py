# msrun 2 workers: each rank reads its own pre-split shard file; rank 1's shard has fewer rows (the split script used
# floor division for every shard but the last), so rank 1 runs out of batches while rank 0 still waits for its
# gradient AllReduce partner. The job stops making progress; the user interrupts it after ~2.5 min.
import os, subprocess, sys, glob
def launch(script, workers=2, local=2, port=8141, extra=()):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={local}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", *extra, "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=150)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 2)             # the user presses Ctrl-C after waiting
        try:
            out, _ = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9); out, _ = proc.communicate()
        out += "^C"
    print(out, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer
ms.set_device("CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rows = {0: 320, 1: 256}[rank]                    # shard_0.npy / shard_1.npy sizes
rng = np.random.default_rng(rank)
x = rng.normal(size=(rows, 4)).astype(np.float32); y = x.sum(1, keepdims=True).astype(np.float32)
net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), 0.05)
grad_fn = ms.value_and_grad(lambda a, b: nn.MSELoss()(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=size)
for step in range(rows // 32):
    loss, grads = grad_fn(Tensor(x[step * 32:(step + 1) * 32]), Tensor(y[step * 32:(step + 1) * 32]))
    opt(reducer(grads))
    print(f"rank {rank} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
print(f"rank {rank} epoch done", flush=True)
''', port=8581, extra=("--cluster_time_out=60",))
