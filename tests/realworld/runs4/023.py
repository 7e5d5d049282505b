# msrun 2 workers: rank 1 looks for its data shard file which was only copied for rank 0.
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
import numpy as np
os.makedirs("data", exist_ok=True)
np.save("data/shard_0.npy", np.random.randn(64, 8).astype(np.float32))
launch('''
import numpy as np, mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank = get_rank()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
feats = np.load(f"data/shard_{rank}.npy")
data = ds.NumpySlicesDataset({"x": feats, "y": feats.sum(1, keepdims=True)}, shuffle=False).batch(8)
net = nn.Dense(8, 1)
opt = nn.SGD(net.trainable_params(), 0.01)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
for i, (x, y) in enumerate(data.create_tuple_iterator(num_epochs=1)):
    print(f"rank {rank} step {i} loss {step(x, y)}", flush=True)
''', port=8161)
