# Healthy: data-parallel MLP classifier with msrun (2 CPU workers), dataset sharded per rank
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(42)
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32); W = rng.normal(size=(20,)).astype(np.float32)
Y = (X @ W > 0).astype(np.int32)
dset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train.set_train()
for epoch in range(4):
    tot, n = 0.0, 0
    for b in dset.create_dict_iterator():
        tot += float(train(b["x"], b["y"]).asnumpy()); n += 1
    print(f"rank {rank}/{world} epoch {epoch} steps {n} mean loss {tot / n:.4f}", flush=True)
print(f"rank {rank} done", flush=True)
