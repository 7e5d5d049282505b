# Causal LM fine-tune port with right padding for training (padding_side="right") and a finite
# additive mask value (finfo(float32).min), as in the HF implementation.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

VOCAB, H, PAD = 40, 32, 0
NEG = float(np.finfo(np.float32).min)

def right_pad(batch, length):
    ids = np.full((len(batch), length), PAD, np.int32)
    mask = np.zeros((len(batch), length), np.int32)
    for i, seq in enumerate(batch):
        ids[i, :len(seq)] = seq
        mask[i, :len(seq)] = 1
    return ids, mask

class TinyCausalLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, H)
        self.q = nn.Dense(H, H); self.k = nn.Dense(H, H); self.v = nn.Dense(H, H)
        self.o = nn.Dense(H, H)
        self.head = nn.Dense(H, VOCAB)
    def construct(self, ids, mask):
        h = self.emb(ids)
        L = ids.shape[1]
        causal = ops.tril(ops.ones((L, L), ms.bool_))
        allowed = ops.logical_and(causal.expand_dims(0), mask.astype(ms.bool_).expand_dims(1))
        scores = ops.matmul(self.q(h), self.k(h).swapaxes(1, 2)) / (H ** 0.5)
        scores = ops.masked_fill(scores, ops.logical_not(allowed), NEG)
        h = h + self.o(ops.matmul(ops.softmax(scores, -1), self.v(h)))
        return self.head(h)

net = TinyCausalLM()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
loss_fn = nn.CrossEntropyLoss(ignore_index=-100)

def forward_fn(ids, mask, labels):
    logits = net(ids, mask)
    return loss_fn(logits[:, :-1].reshape(-1, VOCAB), labels[:, 1:].reshape(-1))

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for step in range(30):
    # learnable pattern: each token is followed by token + 1
    seqs = []
    for _ in range(4):
        start = np.random.randint(1, VOCAB - 12)
        seqs.append(np.arange(start, start + np.random.randint(4, 12)))
    ids, mask = right_pad(seqs, 12)
    labels = np.where(mask == 1, ids, -100).astype(np.int32)
    loss, grads = grad_fn(Tensor(ids), Tensor(mask), Tensor(labels))
    opt(grads)
    if step % 3 == 0 or step == 29:
        print(f"step {step:2d} | loss {float(loss.asnumpy()):.4f} | lr 3.0e-03")
print("training finished")
