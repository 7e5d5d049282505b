"""2-worker data-parallel classifier; global validation accuracy is summed across ranks
(same as dist.all_reduce(correct) in the PyTorch DDP script this was ported from)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1200, 10)).astype(np.float32)
Y = ((X[:, 0] * X[:, 1]) > 0).astype(np.int32)


class Rows:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __getitem__(self, i):
        return X[self.lo + i], Y[self.lo + i]

    def __len__(self):
        return self.hi - self.lo


train = ds.GeneratorDataset(Rows(0, 1000), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank).batch(25)
val = ds.GeneratorDataset(Rows(1000, 1200), ["x", "y"], shuffle=False, num_shards=world, shard_id=rank).batch(25)

net = nn.SequentialCell(nn.Dense(10, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 3e-3))
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)

for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    correct, total = 0, 0
    for x, y in val.create_tuple_iterator():
        pred = net(x).argmax(-1)
        correct += int((pred == y).sum().asnumpy())
        total += y.shape[0]
    stats = all_reduce(Tensor(np.array([correct, total], dtype=np.int64)))
    g_correct, g_total = stats.asnumpy().tolist()
    if rank == 0:
        print(f"epoch {epoch + 1}: global val_acc={g_correct / g_total:.4f} ({g_correct}/{g_total})", flush=True)
