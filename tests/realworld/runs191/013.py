"""2-worker data-parallel text classifier (msrun, CPU). Gradient sync via mindspore's DistributedGradReducer;
at the end rank 0 evaluates and reports the metric averaged over all ranks' validation shards."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
rng = np.random.default_rng(rank)

V, L, C = 300, 20, 4
def shard(n):
    ids = rng.integers(1, V, size=(n, L)).astype(np.int32)
    return ids, (ids[:, 0] % C).astype(np.int32)

xtr, ytr = shard(512)
xva, yva = shard(128)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 32)
        self.fc = nn.Dense(32, C)
    def construct(self, ids):
        return self.fc(self.emb(ids)[:, 0])

net = Net()
opt = nn.Adam(net.trainable_params(), 1e-2)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

for epoch in range(2):
    for step in range(0, 512, 32):
        loss, grads = grad_fn(Tensor(xtr[step:step + 32]), Tensor(ytr[step:step + 32]))
        opt(reducer(grads))
    print(f"[rank {rank}] epoch {epoch} last loss {float(loss.asnumpy()):.4f}", flush=True)

def evaluate():
    pred = net(Tensor(xva)).argmax(-1)
    correct = Tensor(np.array([(pred.asnumpy() == yva).sum()], np.float32))
    total = allreduce(correct)
    return float(total.asnumpy()[0]) / (128 * world)

if rank == 0:
    ms.save_checkpoint(net, "/home/user/project/ddp_textcls.ckpt")
    print(f"[rank 0] checkpoint saved, evaluating ...", flush=True)
    print(f"[rank 0] val accuracy (all ranks): {evaluate():.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
