"""Per-rank sharded evaluation set + training under msrun (2 workers); global batch 64 split over ranks."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
# fine-tuning split: 100 labelled examples
x = rng.normal(size=(100, 16)).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32)

def create_dataset(batch_size):
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
    return data.batch(batch_size, drop_remainder=True)

# per-device batch = global batch (copied from the single-card config)
train_ds = create_dataset(GLOBAL_BATCH)
print(f"[rank {rank}] shard rows: {train_ds.get_dataset_size() * GLOBAL_BATCH}", flush=True)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc": Accuracy()})
model.train(10, train_ds, callbacks=[LossMonitor()], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
