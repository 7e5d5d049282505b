# Healthy: twin of 012. Hand-written gradient accumulation with the step condition on a global micro-step
# counter and gradient_accumulation_steps scaled to the small run (2 micro-batches per update), so the
# optimizer steps 3 times per epoch and the loss falls.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
GRAD_ACCUM = 2       # micro-batches per optimizer step

class SeqClassifier(nn.Cell):
    def __init__(self, vocab=200, h=32, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, h)
        self.proj = nn.Dense(h, h, activation="tanh")
        self.score = nn.Dense(h, num_labels)
    def construct(self, ids):
        return self.score(self.proj(self.embed(ids)).mean(1))

net = SeqClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
def forward_fn(ids, labels):
    return loss_fn(net(ids), labels) / GRAD_ACCUM
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

rng = np.random.default_rng(0)
ids = rng.integers(0, 200, (96, 12)).astype(np.int32)
labels = (ids[:, 0] % 3).astype(np.int32)
micro_step, acc = 0, None
for epoch in range(8):
    losses = []
    for i in range(0, 96, 16):
        loss, grads = grad_fn(ms.Tensor(ids[i:i + 16]), ms.Tensor(labels[i:i + 16]))
        acc = grads if acc is None else tuple(a + g for a, g in zip(acc, grads))
        micro_step += 1
        if micro_step % GRAD_ACCUM == 0:
            opt(acc)
            acc = None
        losses.append(float(loss.asnumpy()) * GRAD_ACCUM)
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f}")
print("training finished")
