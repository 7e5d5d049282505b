"""2-worker data-parallel custom training loop (pynative) with value_and_grad and a grad reducer."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)


def gen(n=2048):
    rng = np.random.default_rng(7)
    w = rng.normal(size=(16, 1)).astype(np.float32)
    for _ in range(n):
        x = rng.normal(size=(16,)).astype(np.float32)
        yield x, (x @ w + 0.1 * rng.normal()).astype(np.float32)


train = ds.GeneratorDataset(list(gen()), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank).batch(64)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        if step % 4 == 0 and rank == 0:
            # log the loss averaged over all workers (only the logging rank prints)
            global_loss = all_reduce(loss) / world
            print(f"[rank {rank}] epoch {epoch} step {step} global_loss {global_loss.asnumpy():.4f}", flush=True)
    print(f"[rank {rank}] epoch {epoch} done", flush=True)
print(f"[rank {rank}] training finished")
