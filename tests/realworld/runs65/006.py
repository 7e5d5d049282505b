# Masked-LM pre-training head ported from PyTorch: only the masked positions go through the
# vocabulary projection (torch: hidden.index_select(0, masked_positions)), as in the HF RoBERTa recipe.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

VOCAB, HIDDEN, MASK_ID = 800, 48, 3

class TinyMLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN)
        self.enc = nn.SequentialCell([nn.Dense(HIDDEN, HIDDEN), nn.GELU(approximate=False), nn.LayerNorm((HIDDEN,))])
        self.lm_head = nn.Dense(HIDDEN, VOCAB)

    def construct(self, input_ids, masked_positions):
        h = self.enc(self.emb(input_ids))
        h = h.reshape(-1, HIDDEN)
        # torch: h = h.index_select(0, masked_positions)
        h = mint.index_select(h, 0, masked_positions)
        return self.lm_head(h)

model = TinyMLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)

def forward(ids, pos, targets):
    return loss_fn(model(ids, pos), targets)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(0)
print("start MLM pre-training (15% masking)")
for step in range(25):
    ids = rng.integers(5, VOCAB, (8, 32))
    flat = ids.reshape(-1).copy()
    pos = np.flatnonzero(rng.random(flat.size) < 0.15)
    targets = flat[pos].copy()
    flat[pos] = MASK_ID
    loss, grads = grad_fn(ms.Tensor(flat.reshape(8, 32), ms.int32), ms.Tensor(pos, ms.int64), ms.Tensor(targets, ms.int32))
    opt(grads)
    print(f"step {step} mlm_loss {loss.asnumpy():.4f}")
