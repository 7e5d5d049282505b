# Tiny GPT ported from PyTorch; HF-style greedy generate() moved into a Cell so that it compiles in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, D, EOS = 64, 32, 2


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, D)
        self.block = nn.SequentialCell([nn.Dense(D, 4 * D), nn.GELU(), nn.Dense(4 * D, D)])
        self.ln = nn.LayerNorm((D,))
        self.lm_head = nn.Dense(D, VOCAB, has_bias=False)

    def construct(self, input_ids):
        h = self.wte(input_ids)
        h = h + self.block(h)
        return self.lm_head(self.ln(h))


class GreedyGenerator(nn.Cell):
    def __init__(self, lm, max_new_tokens=16):
        super().__init__()
        self.lm = lm
        self.max_new_tokens = max_new_tokens

    def construct(self, input_ids):
        n_new = 0
        next_token = input_ids[:, -1:]
        while (next_token != EOS).all() and n_new < self.max_new_tokens:
            logits = self.lm(input_ids)[:, -1, :]
            next_token = logits.argmax(-1).astype(input_ids.dtype).reshape(-1, 1)
            input_ids = ops.concat((input_ids, next_token), axis=1)
            n_new += 1
        return input_ids


lm = TinyLM()
# quick sanity training on a repeating pattern
data = np.tile(np.arange(3, 19, dtype=np.int32), (8, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(lm.trainable_params(), 3e-3)


def fwd(ids):
    logits = lm(ids[:, :-1])
    return loss_fn(logits.reshape(-1, VOCAB), ids[:, 1:].reshape(-1))


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(30):
    loss, grads = grad_fn(ms.Tensor(data))
    opt(grads)
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")

gen = GreedyGenerator(lm)
prompt = ms.Tensor([[3, 4, 5, 6]], ms.int32)
out = gen(prompt)
print("generated:", out.asnumpy().tolist())
