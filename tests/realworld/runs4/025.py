# healthy: msrun 2-worker data-parallel regression with model.train and LossMonitor.
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
import mindspore.dataset as ds
from mindspore import nn, train
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rank, size = get_rank(), get_group_size()
rng = np.random.default_rng(rank)
x = rng.normal(size=(256, 4)).astype(np.float32)
y = (x @ np.array([[1.0], [-2.0], [0.5], [3.0]], np.float32)).astype(np.float32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=size, shard_id=rank).batch(16)
net = nn.Dense(4, 1)
model = train.Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
model.train(3, data, callbacks=[train.LossMonitor(4)], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
''', port=8181)
