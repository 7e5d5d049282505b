# Data-parallel pretraining port (torchrun -> msrun, 2 workers). Each rank reads its pre-tokenised
# shard data_007/part-{rank:05d}.npy; the preprocessing job was run once with a single process.
import os, numpy as np, mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
if rank == 0 and not os.path.exists("data_007/part-00000.npy"):
    os.makedirs("data_007", exist_ok=True)
    np.save("data_007/part-00000.npy", np.random.default_rng(0).integers(0, 64, (512, 17)).astype(np.int32))
ms.set_seed(0)
V = 64
net = nn.SequentialCell(nn.Embedding(V, 32), nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, V))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
ce = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: ce(net(x).reshape(-1, V), y.reshape(-1)), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
print(f"[rank {rank}] model ready, loading shard", flush=True)
import time; time.sleep(2)
tokens = np.load(f"data_007/part-{rank:05d}.npy")
for step in range(10):
    b = tokens[step * 16:(step + 1) * 16]
    loss, g = gf(ms.Tensor(b[:, :-1]), ms.Tensor(b[:, 1:]))
    opt(reducer(g))
    print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f}", flush=True)
