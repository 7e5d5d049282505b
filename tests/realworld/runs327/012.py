"""Data-parallel training of an MLP regressor (port of a torch DDP script) launched with msrun."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 16)).astype(np.float32)
    w = np.linspace(-1, 1, 16).astype(np.float32)
    y = (np.sin(x @ w) + 0.1 * rng.normal(0, 1, n)).astype(np.float32)[:, None]
    return x, y


x_tr, y_tr = make_data(4096, 0)
x_va, y_va = make_data(512, 1)
train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
val = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False, num_shards=world, shard_id=rank).batch(128)

net = nn.SequentialCell(nn.Dense(16, 64), nn.Tanh(), nn.Dense(64, 64), nn.Tanh(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)


def evaluate():
    net.set_train(False)
    se = ms.Tensor(np.zeros(2, np.float32))
    for x, y in val.create_tuple_iterator():
        err = ((net(x) - y) ** 2).sum()
        se += ops.stack([err, ms.Tensor(float(x.shape[0]), ms.float32)])
    se = all_reduce(se)          # gather metrics across ranks
    net.set_train(True)
    return float((se[0] / se[1]).asnumpy())


net.set_train(True)
for epoch in range(5):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        if step % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.asnumpy():.5f}", flush=True)
    val_mse = evaluate()          # every rank joins the metric all-reduce
    if rank == 0:
        print(f"epoch {epoch} val_mse {val_mse:.5f}", flush=True)
if rank == 0:
    ms.save_checkpoint(net, "mlp_ddp.ckpt")
print(f"[rank {rank}] done", flush=True)
