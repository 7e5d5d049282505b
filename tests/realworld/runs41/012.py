# Mistake: HF TrainingArguments(gradient_accumulation_steps=16) ported as a hand-written accumulation
# loop that steps the optimizer when (batch_idx + 1) % 16 == 0, with batch_idx counted per epoch.
# The small fine-tune set gives only 6 batches per epoch, so the condition is never true: gradients
# are accumulated and thrown away each epoch, the optimizer never updates and the loss stays the same.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
GRAD_ACCUM = 16      # gradient_accumulation_steps from the HF run (8 GPUs x bs 16 -> 1 CPU)

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
for epoch in range(5):
    losses, acc = [], None
    for batch_idx, i in enumerate(range(0, 96, 16)):
        loss, grads = grad_fn(ms.Tensor(ids[i:i + 16]), ms.Tensor(labels[i:i + 16]))
        acc = grads if acc is None else tuple(a + g for a, g in zip(acc, grads))
        if (batch_idx + 1) % GRAD_ACCUM == 0:
            opt(acc)
            acc = None
        losses.append(float(loss.asnumpy()) * GRAD_ACCUM)
    print(f"epoch {epoch} train_loss {np.mean(losses):.6f}")
