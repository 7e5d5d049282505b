"""Top-1 Mixture-of-Experts feed-forward block (Switch-style), written after the MindSpore MoE API docs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(4)
ms.set_context(mode=ms.PYNATIVE_MODE)

HIDDEN, FFN, N_EXPERTS, N_CLASSES = 32, 64, 4, 3


class Expert(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = nn.Dense(HIDDEN, FFN)
        self.w2 = nn.Dense(FFN, HIDDEN)

    def construct(self, x):
        return self.w2(ops.silu(self.w1(x)))


class SwitchMoE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.router = nn.Dense(HIDDEN, N_EXPERTS, has_bias=False)
        self.experts = nn.CellList([Expert() for _ in range(N_EXPERTS)])

    def construct(self, x):
        b, s, h = x.shape
        tokens = x.reshape(-1, h)
        probs = ops.softmax(self.router(tokens), axis=-1)
        gate, expert_idx = ops.topk(probs, 1)
        # group tokens by expert so each expert runs one dense matmul
        permuted, sorted_idx = ops.moe_token_permute(tokens, expert_idx.astype(ms.int32))
        counts = ops.bincount(expert_idx.reshape(-1), minlength=N_EXPERTS)
        outs, start = [], 0
        for e in range(N_EXPERTS):
            n = int(counts[e])
            if n > 0:
                outs.append(self.experts[e](permuted[start:start + n]))
            start += n
        expert_out = ops.cat(outs, axis=0)
        out = ops.moe_token_unpermute(expert_out, sorted_idx, probs=gate)
        return out.reshape(b, s, h)


class MoEClassifier(nn.Cell):
    def __init__(self, vocab=200):
        super().__init__()
        self.emb = nn.Embedding(vocab, HIDDEN)
        self.moe = SwitchMoE()
        self.norm = nn.LayerNorm((HIDDEN,))
        self.head = nn.Dense(HIDDEN, N_CLASSES)

    def construct(self, ids):
        h = self.emb(ids)
        h = self.norm(h + self.moe(h))
        return self.head(h.mean(axis=1))


rng = np.random.default_rng(4)
y = rng.integers(0, N_CLASSES, 256).astype(np.int32)
ids = rng.integers(10, 200, (256, 16)).astype(np.int32)
ids[:, 0] = y + 1
train = ds.NumpySlicesDataset({"ids": ids, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = MoEClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
