# Data-parallel fine-tune launched with msrun (ported from torchrun). Preprocessing writes the MindRecord cache
# before training; the torch script had `if dist.get_rank() == 0:` around this, dropped in the port.
import os, time
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
print(f"rank {rank}/{world} initialised", flush=True)

CACHE = "cache_007/train.mindrecord"
os.makedirs("cache_007", exist_ok=True)
rng = np.random.default_rng(0)
writer = FileWriter(CACHE, shard_num=1, overwrite=False)
writer.add_schema({"x": {"type": "float32", "shape": [16]}, "y": {"type": "int32"}}, "cls")
rows = [{"x": rng.standard_normal(16).astype(np.float32), "y": int(i % 2)} for i in range(256)]
writer.write_raw_data(rows)
writer.commit()
print(f"rank {rank}: cache written to {CACHE}", flush=True)

data = ds.MindDataset(CACHE, columns_list=["x", "y"], num_shards=world, shard_id=rank, shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), 1e-3)
model = ms.Model(net, nn.CrossEntropyLoss(), opt)
model.train(2, data, callbacks=[ms.LossMonitor(2)], dataset_sink_mode=False)
