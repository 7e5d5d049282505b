"""Data-parallel training ported from a torch DDP loop: custom train step, final global accuracy + checkpoint on rank 0."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, size = get_rank(), get_group_size()
ms.set_seed(1)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)


def make_ds(x, t, shuffle):
    d = ds.GeneratorDataset(list(zip(x, t)), ["data", "label"], shuffle=shuffle,
                            num_shards=size, shard_id=rank)
    return d.batch(64)


train_ds = make_ds(X[:768], y[:768], True)
val_ds = make_ds(X[768:], y[768:], False)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=size)
allreduce = ops.AllReduce()


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


def train_step(x, t):
    loss, grads = grad_fn(x, t)
    grads = grad_reducer(grads)
    opt(grads)
    return loss


def evaluate():
    net.set_train(False)
    correct, total = 0, 0
    for x, t in val_ds.create_tuple_iterator():
        pred = net(x).argmax(1)
        correct += int((pred == t).sum())
        total += t.shape[0]
    stats = allreduce(ms.Tensor([correct, total], ms.float32))
    net.set_train(True)
    return float(stats[0] / stats[1])


for epoch in range(3):
    net.set_train(True)
    for step, (x, t) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(x, t)
        if step % 2 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
if rank == 0:
    acc = evaluate()
    print(f"final val_acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "mlp_final.ckpt")
