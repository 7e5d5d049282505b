"""Data-parallel training on 2 CPU workers (msrun); final validation accuracy averaged across ranks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
centers = rng.normal(scale=1.5, size=(4, 16)).astype(np.float32)
y = rng.integers(0, 4, 2000).astype(np.int32)
x = (centers[y] + rng.normal(size=(2000, 16))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:1600], "y": y[:1600]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[1600:], "y": y[1600:]}, shuffle=False,
                            num_shards=world, shard_id=rank).batch(100)

net = nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4)])
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.05, 0.9))
allreduce = ops.AllReduce()


def evaluate():
    net.set_train(False)
    correct = ms.Tensor(0.0, ms.float32)
    total = ms.Tensor(0.0, ms.float32)
    for b in val.create_dict_iterator():
        pred = net(b["x"]).argmax(axis=1)
        correct += (pred == b["y"]).astype(ms.float32).sum()
        total += b["y"].shape[0]
    correct, total = allreduce(correct), allreduce(total)
    net.set_train(True)
    return float((correct / total).asnumpy())


model.train(3, train, callbacks=[ms.LossMonitor(10)])
print(f"rank {rank} training finished", flush=True)
if rank == 0:
    print(f"rank {rank} running validation", flush=True)
    acc = evaluate()
    print(f"val accuracy {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "dp_mlp_final.ckpt")
print(f"rank {rank} done", flush=True)
