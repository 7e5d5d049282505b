# Sentence classifier with nn.MultiheadAttention ported from torch. The torch code passed
# key_padding_mask=(attention_mask == 0); the port passes the HF tokenizer's attention_mask cast to bool.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)

VOCAB, E, H, T, C = 300, 32, 4, 16, 2
N = 1200
labels = rng.integers(0, C, N).astype(np.int32)
lengths = rng.integers(5, T - 2, N)
input_ids = np.zeros((N, T), np.int32)           # 0 = [PAD]
attention_mask = np.zeros((N, T), np.int64)
for i in range(N):
    L = lengths[i]
    toks = rng.integers(3, VOCAB, L)
    toks[rng.integers(0, L)] = 1 + labels[i]       # sentiment token 1 or 2 somewhere in the sentence
    input_ids[i, :L] = toks
    attention_mask[i, :L] = 1

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, E, padding_idx=0)
        self.attn = nn.MultiheadAttention(E, H, batch_first=True)
        self.cls = nn.Dense(E, C)

    def construct(self, ids, mask):
        x = self.emb(ids)
        key_padding_mask = mask.astype(ms.bool_)
        h, _ = self.attn(x, x, x, key_padding_mask=key_padding_mask)
        m = mask.astype(ms.float32).expand_dims(-1)
        pooled = (h * m).sum(1) / m.sum(1)
        return self.cls(pooled)

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(lambda a, b, y: loss_fn(net(a, b), y), None, opt.parameters)

for epoch in range(5):
    net.set_train(True)
    perm = rng.permutation(1000)
    losses = []
    for i in range(0, 1000, 32):
        idx = perm[i:i + 32]
        loss, grads = grad_fn(ms.Tensor(input_ids[idx]), ms.Tensor(attention_mask[idx]), ms.Tensor(labels[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if (i // 32) % 10 == 0:
            print(f"epoch {epoch} step {i // 32:2d} loss {losses[-1]:.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(input_ids[1000:]), ms.Tensor(attention_mask[1000:])).argmax(-1).asnumpy()
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} eval_acc {(pred == labels[1000:]).mean():.4f}")
