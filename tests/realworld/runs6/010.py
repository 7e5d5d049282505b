# Token-level loss averaged over non-padding tokens as sum(loss*mask)/sum(mask); one batch is all padding (empty lines
# in the corpus), 0/0 gives NaN and the NaN spreads into the weights.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
rng = np.random.default_rng(3)
V, T, B = 50, 12, 8
seqs = []
for i in range(96):
    n = 0 if 40 <= i < 48 else rng.integers(4, T)     # rows 40-47 came from blank lines
    s = np.zeros(T, np.int32); s[:n] = rng.integers(1, V, n); seqs.append(s)
data = np.stack(seqs)
emb_net = nn.SequentialCell(nn.Embedding(V, 32), nn.Dense(32, 64), nn.Tanh(), nn.Dense(64, V))
ce = nn.CrossEntropyLoss(reduction="none")
opt = nn.Adam(emb_net.trainable_params(), 2e-3)
def forward(ids):
    logits = emb_net(ids[:, :-1])
    tgt = ids[:, 1:]
    mask = (tgt != 0).astype(ms.float32)
    tok_loss = ce(logits.reshape(-1, V), tgt.reshape(-1)).reshape(tgt.shape)
    return (tok_loss * mask).sum() / mask.sum()
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
step = 0
for epoch in range(2):
    for i in range(0, len(data), B):
        loss, grads = grad_fn(Tensor(data[i:i + B]))
        opt(grads)
        print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
        step += 1
