# msrun 2-rank data-parallel run. Each rank reads its own pre-split parquet shard with HF datasets
# and drops too-short samples (same filter as the torch script), then trains with gradient all-reduce.
import os
import numpy as np
import pyarrow as pa, pyarrow.parquet as pq
import mindspore as ms
import mindspore.dataset as msds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from datasets import load_dataset

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

os.makedirs("data_019", exist_ok=True)
shard_file = f"data_019/part-{rank:05d}.parquet"
rng = np.random.default_rng(100 + rank)
lengths = rng.integers(2, 30, 1200) if rank == 0 else rng.integers(2, 12, 1200)   # shards come from different sources
feats = [rng.normal(size=16).astype(np.float32).tolist() for _ in range(1200)]
pq.write_table(pa.table({"length": lengths, "x": feats, "y": (rng.random(1200) > 0.5).astype(np.int64)}), shard_file)

ds = load_dataset("parquet", data_files=shard_file, split="train")
ds = ds.filter(lambda ex: ex["length"] >= 8)
ds = ds.with_format("numpy")
print(f"[rank {rank}] {len(ds)} samples after filtering", flush=True)

train = msds.NumpySlicesDataset({"x": np.stack(ds["x"][:]).astype(np.float32), "y": ds["y"][:].astype(np.int32)},
                                shuffle=True).batch(32)
print(f"[rank {rank}] {train.get_dataset_size()} steps per epoch", flush=True)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(x, y)
        opt(reducer(g))
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
print(f"[rank {rank}] training finished", flush=True)
