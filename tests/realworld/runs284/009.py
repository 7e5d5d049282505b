"""Data-parallel (2 workers, msrun) port of a torch DDP training script: MLP on synthetic 4-class data.
torch original: dist.all_reduce for the val metric inside evaluate(), called under `if rank == 0` after training."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(17)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(17)
centers = rng.normal(0, 2.0, (4, 20)).astype(np.float32)
y_all = rng.integers(0, 4, 4096).astype(np.int32)
x_all = (centers[y_all] + rng.normal(0, 2.5, (4096, 20))).astype(np.float32)
x_tr, y_tr, x_va, y_va = x_all[:3584], y_all[:3584], x_all[3584:], y_all[3584:]

train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False, num_shards=world, shard_id=rank).batch(128)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()


def evaluate():
    net.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(-1) == y).sum().asnumpy())
        total += y.shape[0]
    stats = all_reduce(Tensor(np.array([correct, total], np.float32))).asnumpy()
    net.set_train(True)
    return stats[0] / stats[1]


print(f"rank {rank}: {train_ds.get_dataset_size()} train steps per epoch", flush=True)
for epoch in range(3):
    net.set_train(True)
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = reducer(grads)
        opt(grads)
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    acc = evaluate()
    print(f"final val_acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "mlp_ddp.ckpt")
print(f"rank {rank} done", flush=True)
