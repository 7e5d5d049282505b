"""Data-parallel training on 2 CPU workers (msrun): sharded dataset, DistributedGradReducer, cosine warmup LR from mindformers."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.dataset import GeneratorDataset
from mindformers.core.lr import CosineWithWarmUpLR

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(12)

IN_DIM, NUM_CLASSES, BATCH, EPOCHS = 16, 3, 16, 2
NUM_SAMPLES = 512


def load_split(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, NUM_CLASSES, size=n).astype(np.int32)
    x = (r.normal(size=(n, IN_DIM)) + y[:, None]).astype(np.float32)
    return x, y


x_all, y_all = load_split(NUM_SAMPLES, 0)
ds = GeneratorDataset(list(zip(x_all, y_all)), ["x", "y"], shuffle=True,
                      num_shards=world, shard_id=rank).batch(BATCH, drop_remainder=True)
steps_per_epoch = ds.get_dataset_size()
print(f"rank {rank}/{world}: {steps_per_epoch} batches per epoch", flush=True)

net = nn.SequentialCell([nn.Dense(IN_DIM, 32), nn.ReLU(), nn.Dense(32, NUM_CLASSES)])
lr = CosineWithWarmUpLR(learning_rate=0.05, warmup_steps=4, total_steps=steps_per_epoch * EPOCHS)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()


def fwd(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(EPOCHS):
    for step, (x, y) in enumerate(ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
        if step % 5 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    print(f"rank {rank} epoch {epoch} done", flush=True)

x_ev, y_ev = load_split(256, 1)
pred = net(ms.Tensor(x_ev)).argmax(axis=1).asnumpy()
acc = allreduce(ms.Tensor(np.array([(pred == y_ev).mean()], dtype=np.float32))) / world
print(f"rank {rank} eval accuracy {float(acc.asnumpy()[0]):.4f}", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "dp_classifier.ckpt")
print(f"rank {rank} finished", flush=True)
