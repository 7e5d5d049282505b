# torchrun DDP fine-tune ported to msrun + DATA_PARALLEL. Rank 0 builds the MindRecord cache; the other ranks
# wait for a marker file written after commit() (stands in for the torch dist.barrier()).
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.mindrecord import FileWriter

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
CACHE = "cache_023/train.mindrecord"

def build_cache():
    os.makedirs("cache_023", exist_ok=True)
    for f in (CACHE, CACHE + ".db"):
        if os.path.exists(f):
            os.remove(f)
    rng = np.random.default_rng(0)
    writer = FileWriter(CACHE, shard_num=1, overwrite=True)
    writer.add_schema({"input_ids": {"type": "int32", "shape": [32]}, "label": {"type": "int32"}}, "sst2")
    rows = []
    for i in range(8000):
        ids = rng.integers(1, 500, size=32).astype(np.int32)
        rows.append({"input_ids": ids, "label": int((ids < 250).sum() > 16)})
    writer.write_raw_data(rows)
    writer.commit()
    open(CACHE + ".done", "w").write("ok")
    print(f"[rank {rank}] cache written: {CACHE}", flush=True)

import time
if rank == 0:
    if os.path.exists(CACHE + ".done"):
        os.remove(CACHE + ".done")
    build_cache()
else:
    while not os.path.exists(CACHE + ".done"):
        time.sleep(0.5)
train = ds.MindDataset(CACHE, columns_list=["input_ids", "label"], num_shards=world, shard_id=rank, shuffle=True)
train = train.batch(64, drop_remainder=True)
print(f"[rank {rank}] steps per epoch: {train.get_dataset_size()}", flush=True)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = Net()
opt = nn.Adam(net.trainable_params(), 1e-2)
step_fn = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = step_fn(x, y)
        if step % 20 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
