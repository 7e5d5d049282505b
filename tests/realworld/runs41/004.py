# Mistake: HF sampling loop (torch.multinomial(probs, num_samples=1) after top-p filtering) ported
# with the torch-like mindspore.mint.multinomial and run on the CPU backend; mint.multinomial
# dispatches to MultinomialExt, which has no CPU kernel (ops.multinomial would work).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

class TinyLM(nn.Cell):
    def __init__(self, vocab=100, h=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, h)
        self.lm_head = nn.Dense(h, vocab)
    def construct(self, ids):
        return self.lm_head(ops.tanh(self.emb(ids)))

def sample(model, ids, max_new_tokens=5, temperature=0.8):
    for _ in range(max_new_tokens):
        logits = model(ids)[:, -1, :] / temperature
        probs = ops.softmax(logits, -1)
        next_tok = mint.multinomial(probs, num_samples=1)
        ids = ops.cat([ids, next_tok.astype(ids.dtype)], 1)
    return ids

ms.set_seed(0)
model = TinyLM()
prompt = ms.Tensor(np.array([[1, 5, 9], [2, 7, 3]], dtype=np.int32))
out = sample(model, prompt)
print("generated", out.asnumpy().tolist())
