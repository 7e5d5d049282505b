"""Data-parallel fine-tuning on 2 CPU workers (msrun): manual sharding of the dataset, gradients all-reduced each step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.dataset import GeneratorDataset

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(8)

IN_DIM, NUM_CLASSES, BATCH = 16, 3, 16
NUM_SAMPLES = 500  # size of the (generated) training split


def load_split():
    r = np.random.default_rng(0)
    y = r.integers(0, NUM_CLASSES, size=NUM_SAMPLES).astype(np.int32)
    x = (r.normal(size=(NUM_SAMPLES, IN_DIM)) + y[:, None]).astype(np.float32)
    return x, y


x_all, y_all = load_split()
ds = GeneratorDataset(list(zip(x_all, y_all)), ["x", "y"], shuffle=True,
                      num_shards=world, shard_id=rank).batch(BATCH, drop_remainder=True)
print(f"rank {rank}/{world}: {ds.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell([nn.Dense(IN_DIM, 32), nn.ReLU(), nn.Dense(32, NUM_CLASSES)])
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
allreduce = ops.AllReduce()


def fwd(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = tuple(allreduce(g) / world for g in grads)
        opt(grads)
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)


def evaluate():
    """accuracy on the held-out split, averaged over workers"""
    r = np.random.default_rng(1)
    y = r.integers(0, NUM_CLASSES, size=256).astype(np.int32)
    x = (r.normal(size=(256, IN_DIM)) + y[:, None]).astype(np.float32)
    pred = net(ms.Tensor(x)).argmax(axis=1).asnumpy()
    acc = ms.Tensor(np.array([(pred == y).mean()], dtype=np.float32))
    return allreduce(acc) / world


if rank == 0:
    print(f"eval accuracy {float(evaluate().asnumpy()[0]):.4f}", flush=True)
    ms.save_checkpoint(net, "dp_classifier.ckpt")
print(f"rank {rank} finished", flush=True)
