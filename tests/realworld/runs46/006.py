# torchrun -> msrun port of a char-level LM. The vocabulary is built from the data each rank reads
# (the torch script built it once on rank 0 and broadcast it; that part was not ported).
import numpy as np, mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
corpus = ["the quick brown fox jumps over the lazy dog", "pack my box with five dozen liquor jugs!",
          "sphinx of black quartz, judge my vow", "how vexingly quick daft zebras jump?"] * 50
shard = corpus[rank::world]
vocab = sorted(set("".join(shard)))
stoi = {c: i for i, c in enumerate(vocab)}
print(f"[rank {rank}] vocab size {len(vocab)}", flush=True)
L = 16
seqs = np.array([[stoi[c] for c in s[:L + 1].ljust(L + 1)] for s in shard if len(s) >= L + 1], dtype=np.int32)
class CharLM(nn.Cell):
    def __init__(self, V):
        super().__init__()
        self.emb = nn.Embedding(V, 32); self.rnn = nn.Dense(32, 64); self.out = nn.Dense(64, V)
    def construct(self, x): return self.out(ops.tanh(self.rnn(self.emb(x))))
V = len(vocab)
net = CharLM(V); ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
gf = ms.value_and_grad(lambda x, y: ce(net(x).reshape(-1, V), y.reshape(-1)), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
for step in range(20):
    b = seqs[(step * 8) % len(seqs):(step * 8) % len(seqs) + 8]
    loss, g = gf(ms.Tensor(b[:, :-1]), ms.Tensor(b[:, 1:]))
    opt(reducer(g))
    print(f"[rank {rank}] step {step} loss {loss.asnumpy():.4f}", flush=True)
