# Healthy: torch AdamW + get_cosine_schedule_with_warmup ported to nn.Adam with a per-step
# learning-rate list (warm-up + nn.cosine_decay_lr), PyNative value_and_grad loop
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class BagClassifier(nn.Cell):
    def __init__(self, vocab=500, hidden=64, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.proj = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)
    def construct(self, input_ids):
        return self.classifier(self.proj(self.embed(input_ids).mean(axis=1)))

rng = np.random.default_rng(0)
N, SEQ, BS, EPOCHS = 512, 24, 32, 6
ids = rng.integers(0, 500, (N, SEQ)).astype(np.int32)
labels = (ids % 3 == 0).sum(1) % 3          # learnable signal from token ids
labels = labels.astype(np.int32)
steps_per_epoch = N // BS
total = steps_per_epoch * EPOCHS
warmup = steps_per_epoch
lr = [3e-3 * (i + 1) / warmup for i in range(warmup)]
lr += nn.cosine_decay_lr(min_lr=1e-5, max_lr=3e-3, total_step=total - warmup,
                         step_per_epoch=steps_per_epoch, decay_epoch=EPOCHS - 1)

model = BagClassifier()
optimizer = nn.Adam(model.trainable_params(), learning_rate=lr, weight_decay=0.0)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(model(i), y), None, optimizer.parameters)

model.set_train()
for epoch in range(EPOCHS):
    perm = rng.permutation(N)
    losses = []
    for s in range(steps_per_epoch):
        b = perm[s * BS:(s + 1) * BS]
        loss, grads = grad_fn(ms.Tensor(ids[b]), ms.Tensor(labels[b]))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
    model.set_train(False)
    acc = (model(ms.Tensor(ids)).asnumpy().argmax(-1) == labels).mean()
    model.set_train()
    print(f"epoch {epoch} loss {np.mean(losses):.4f} acc {acc:.3f} lr {lr[min((epoch + 1) * steps_per_epoch - 1, total - 1)]:.6f}")
print("done")
