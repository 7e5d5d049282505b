# SimCLR-style contrastive fine-tune, torchrun DDP port (msrun, 2 local workers).
# torch: all_z = torch.cat(GatherLayer.apply(z), 0)  -> here AllGather, then reshaped with the
# world size from the launch config of the original 4-GPU job.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

CFG = {"world_size": 4, "per_device_batch": 16, "temperature": 0.2, "lr": 1e-3, "steps": 20}

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, group = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"[rank {rank}] init done, group size {group}, cfg world_size {CFG['world_size']}", flush=True)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 16))
    def construct(self, x):
        z = self.net(x)
        return z / ops.norm(z, dim=-1, keepdim=True)

allgather = ops.AllGather()
enc = Encoder()
opt = nn.Adam(enc.trainable_params(), CFG["lr"])
B, D = CFG["per_device_batch"], 16

def loss_fn(x1, x2):
    z1, z2 = enc(x1), enc(x2)
    all_z2 = allgather(z2).reshape(CFG["world_size"] * B, D)     # global negatives
    logits = ops.matmul(z1, all_z2.T) / CFG["temperature"]
    labels = ops.arange(B, dtype=ms.int32) + rank * B
    return ops.cross_entropy(logits, labels)

grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=group)
rng = np.random.default_rng(rank)
for step in range(CFG["steps"]):
    x = rng.normal(size=(B, 32)).astype(np.float32)
    x1 = Tensor(x + 0.05 * rng.normal(size=x.shape).astype(np.float32))
    x2 = Tensor(x + 0.05 * rng.normal(size=x.shape).astype(np.float32))
    loss, grads = grad_fn(x1, x2)
    opt(reducer(grads))
    if step % 5 == 0:
        print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f}", flush=True)
