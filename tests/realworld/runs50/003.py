# ZeRO-1 style optimizer-state sharding ported from a torch script using dist.reduce_scatter_tensor on the flat grad buffer
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 8))
params = net.trainable_params()
numel = sum(int(np.prod(p.shape)) for p in params)
pad = (-numel) % world                       # pad so the buffer splits evenly over ranks
shard = (numel + pad) // world
print(f"[rank {rank}] {numel} params, padded to {numel + pad}, shard {shard}", flush=True)

reduce_scatter = ops.ReduceScatter(op=ops.ReduceOp.SUM)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, params)
rng = np.random.default_rng(rank)
for step in range(5):
    xb = ms.Tensor(rng.standard_normal((16, 32)).astype(np.float32))
    yb = ms.Tensor(rng.standard_normal((16, 8)).astype(np.float32))
    loss, grads = grad_fn(xb, yb)
    flat = ops.cat([g.reshape(-1) for g in grads] + [ops.zeros(pad, ms.float32)])
    grad_shard = reduce_scatter(flat) / world
    print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f} grad shard {grad_shard.shape}", flush=True)
