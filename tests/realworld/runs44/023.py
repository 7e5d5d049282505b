# Data-parallel fine-tune launched with msrun; each rank converts its own part of the corpus to MindRecord
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.mindrecord import FileWriter
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

os.makedirs("cache_023", exist_ok=True)
CACHE = f"cache_023/train_rank{rank}.mindrecord"
rng = np.random.default_rng(100 + rank)
w_true = np.linspace(-1, 1, 16).astype(np.float32)
writer = FileWriter(CACHE, shard_num=1, overwrite=True)
writer.add_schema({"x": {"type": "float32", "shape": [16]}, "y": {"type": "int32"}}, "cls")
rows = []
for _ in range(256):
    x = rng.standard_normal(16).astype(np.float32)
    rows.append({"x": x, "y": int(x @ w_true > 0)})
writer.write_raw_data(rows)
writer.commit()
print(f"rank {rank}: cache written to {CACHE}", flush=True)

data = ds.MindDataset(CACHE, columns_list=["x", "y"], shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), 1e-2)
model = ms.Model(net, nn.CrossEntropyLoss(), opt)
model.train(4, data, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
print(f"rank {rank}: done", flush=True)
