# healthy: msrun 2 workers, GRAPH_MODE, sharded dataset (num_shards/shard_id from the communication group), Model.train with LossMonitor, per-rank checkpoints, eval on each rank.
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
import os
import numpy as np, mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
ms.set_seed(1)
rng = np.random.default_rng(42)
x = rng.normal(size=(640, 8)).astype(np.float32)
y = (np.sin(x[:, :1]) + 0.5 * x[:, 1:2]).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=size, shard_id=rank).batch(32)
net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 5e-3), metrics={"mae"})
ckpt = ModelCheckpoint(prefix="reg", directory=f"ckpt/rank_{rank}", config=CheckpointConfig(save_checkpoint_steps=10, keep_checkpoint_max=2))
model.train(4, train, callbacks=[LossMonitor(5), ckpt], dataset_sink_mode=False)
val = ds.NumpySlicesDataset({"x": x[:128], "y": y[:128]}, shuffle=False).batch(32)
print(f"rank {rank} eval", model.eval(val, dataset_sink_mode=False), sorted(os.listdir(f"ckpt/rank_{rank}")), flush=True)
''', port=8467)
