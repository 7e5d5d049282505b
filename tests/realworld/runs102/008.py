"""Two-worker data-parallel run. After training, rank 0 evaluates and saves the best model
(only one rank writes the file), then every rank reloads it for the test pass."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(8)
np.random.seed(8)

protos = np.random.randn(3, 24).astype(np.float32) * 2
y = np.random.randint(0, 3, 1200).astype(np.int32)
x = protos[y] + np.random.randn(1200, 24).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:960], "y": y[:960]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell([nn.Dense(24, 48), nn.ReLU(), nn.Dense(48, 3)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(2):
    for i, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grad_reducer(grads))
    print(f"[rank {rank}] epoch {epoch + 1} loss {loss.asnumpy():.4f}", flush=True)

xv, yv = x[960:], y[960:]
if rank == 0:
    # only rank 0 evaluates and writes the checkpoint (two ranks writing one file corrupts it)
    accs = []
    for _ in range(200):   # test-time augmentation: 200 noisy passes over the validation split
        noisy = xv + 0.3 * np.random.randn(*xv.shape).astype(np.float32)
        accs.append((net(Tensor(noisy)).asnumpy().argmax(-1) == yv).mean())
    print(f"[rank 0] val acc (TTA) {np.mean(accs):.4f}", flush=True)
    ms.save_checkpoint(net, "best_008.ckpt")
    print("[rank 0] saved best_008.ckpt", flush=True)

# every rank reloads the best weights before the test pass
best = ms.load_checkpoint("best_008.ckpt")
ms.load_param_into_net(net, best)
print(f"[rank {rank}] test acc {(net(Tensor(xv)).asnumpy().argmax(-1) == yv).mean():.4f}", flush=True)
