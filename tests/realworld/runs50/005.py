# Gradient-norm logging helper copied from the GPU version of the training script (NCCL world group name hard-coded)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
WORLD_GROUP = "nccl_world_group"   # from the GPU script's comm utils


def global_grad_norm(grads):
    sq = ops.stack([ops.sum(g * g) for g in grads]).sum()
    sq = ops.AllReduce(ops.ReduceOp.SUM, group=WORLD_GROUP)(sq)
    return ops.sqrt(sq)


net = nn.SequentialCell(nn.Dense(8, 16), nn.Tanh(), nn.Dense(16, 1))
opt = nn.SGD(net.trainable_params(), 0.05)
grad_fn = ms.value_and_grad(lambda a, b: nn.MSELoss()(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
rng = np.random.default_rng(rank)
for step in range(5):
    xb = ms.Tensor(rng.standard_normal((32, 8)).astype(np.float32))
    yb = xb.sum(axis=1, keepdims=True)
    loss, grads = grad_fn(xb, yb)
    grads = reducer(grads)
    gnorm = global_grad_norm(grads)
    opt(grads)
    print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f} grad_norm {gnorm.asnumpy():.4f}", flush=True)
