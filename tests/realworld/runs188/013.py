"""2-worker data-parallel regression on CPU (msrun); rank 0 gathers the final test MSE and saves the model."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(7)
print(f"rank {rank}/{world} ready", flush=True)

rng = np.random.default_rng(1)
X = rng.normal(size=(1200, 10)).astype(np.float32)
y = (X @ rng.normal(size=(10, 1)) + 0.05 * rng.normal(size=(1200, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X[:1000], "y": y[:1000]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(50, drop_remainder=True)
test = ds.NumpySlicesDataset({"x": X[1000:], "y": y[1000:]}, shuffle=False,
                             num_shards=world, shard_id=rank).batch(100)

net = nn.SequentialCell(nn.Dense(10, 32), nn.Tanh(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(5):
    for xb, yb in train.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(reducer(grads))
    print(f"rank {rank} | epoch {epoch + 1}/5 | loss {loss.asnumpy():.5f}", flush=True)

sq_err = ms.Tensor(0.0, ms.float32)
for xb, yb in test.create_tuple_iterator():
    sq_err += ((net(xb) - yb) ** 2).sum()

if rank == 0:
    total = ops.AllReduce()(sq_err)
    print(f"final test MSE: {total.asnumpy() / 200:.5f}", flush=True)
    ms.save_checkpoint(net, "/home/user/project/regressor_dp.ckpt")
print(f"rank {rank} finished", flush=True)
