"""Data-parallel MLP classifier on 2 workers (msrun), sharded dataset + gradient all-reduce."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

rng = np.random.default_rng(0)
N = 1024
X = rng.normal(size=(N, 20)).astype(np.float32)
W = rng.normal(size=(20, 4)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

dataset = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank)
dataset = dataset.batch(32, drop_remainder=True)
print(f"rank {rank}/{world}: {dataset.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
step.set_train()

for epoch in range(4):
    losses = [float(step(x, y).asnumpy()) for x, y in dataset.create_tuple_iterator()]
    net.set_train(False)
    acc = float((net(ms.Tensor(X)).asnumpy().argmax(1) == Y).mean())
    net.set_train(True)
    print(f"rank {rank} epoch {epoch} mean loss {np.mean(losses):.4f} acc {acc:.3f}", flush=True)
print(f"rank {rank} done", flush=True)
