# torch IterableDataset + DistributedSampler habit: streaming generator sharded over msrun ranks
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.context import ParallelMode

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)

path = f"data/stream_011_rank{rank}.jsonl"
os.makedirs("data", exist_ok=True)
with open(path, "w") as f:
    for i in range(256):
        x = np.random.randn(8)
        f.write(json.dumps({"x": x.tolist(), "y": float(x.sum())}) + "\n")

def stream():
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            yield np.array(r["x"], np.float32), np.array([r["y"]], np.float32)

dataset = ds.GeneratorDataset(stream, ["x", "y"], num_shards=world, shard_id=rank, shuffle=False)
dataset = dataset.batch(16)
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
model = ms.Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-2))
print(f"rank {rank}: dataset size {dataset.get_dataset_size()}")
model.train(2, dataset, callbacks=[ms.LossMonitor(4)])
print(f"rank {rank} done")
