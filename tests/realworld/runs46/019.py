# torchrun -> msrun port. torch original:
#   if is_main_process():
#       torch.save(model.state_dict(), path)
#       dist.barrier()          # <- indented one level too deep in the original as well
import os, numpy as np, mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.communication.comm_func import barrier
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(rank)
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
gf = ms.value_and_grad(lambda x, y: ops.mse_loss(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
os.makedirs("ckpt_019", exist_ok=True)
for epoch in range(3):
    for step in range(5):
        x = rng.standard_normal((16, 8)).astype(np.float32); y = x.sum(1, keepdims=True)
        loss, g = gf(ms.Tensor(x), ms.Tensor(y)); opt(reducer(g))
    print(f"[rank {rank}] epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        ms.save_checkpoint(net, f"ckpt_019/epoch{epoch}.ckpt")
        print(f"[rank {rank}] saved ckpt_019/epoch{epoch}.ckpt, waiting at barrier", flush=True)
        barrier()
print(f"[rank {rank}] training finished", flush=True)
