"""Custom data-parallel training loop (PyNative) on 2 CPU workers; validation accuracy is aggregated across ranks."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[896:], "y": Y[896:]}, shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce(ops.ReduceOp.SUM)


def evaluate():
    correct = total = 0
    for b in val.create_dict_iterator():
        pred = net(b["x"]).argmax(1)
        correct += int((pred == b["y"]).sum().asnumpy())
        total += b["y"].shape[0]
    stats = ms.Tensor([correct, total], ms.float32)
    stats = allreduce(stats)          # sum over ranks, like dist.all_reduce
    return float(stats[0] / stats[1])


for epoch in range(3):
    for step, b in enumerate(train.create_dict_iterator()):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(grad_reducer(grads))
        if step % 5 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:  # only the main process logs validation results
        acc = evaluate()
        print(f"[rank 0] epoch {epoch} val_acc {acc:.4f}", flush=True)

print(f"[rank {rank}] training done", flush=True)
