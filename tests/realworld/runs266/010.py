# Port of a Hugging Face Trainer setup (AdamW + get_linear_schedule_with_warmup, warmup_steps=100)
# to MindSpore for a small sequence classifier.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(10)
rng = np.random.default_rng(10)

VOCAB, T, C = 500, 16, 3
def synth(n):
    y = rng.integers(0, C, n).astype(np.int32)
    ids = rng.integers(0, VOCAB, (n, T)).astype(np.int32)
    ids[:, 0] = y * 100 + rng.integers(1, 100, n)
    return ids, y
ids, y = synth(1920)
train = ds.NumpySlicesDataset({"input_ids": ids, "labels": y}, shuffle=True).batch(32, drop_remainder=True)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 48)
        self.enc = nn.SequentialCell(nn.Dense(48, 96), nn.GELU(), nn.Dense(96, 48))
        self.out = nn.Dense(48, C)
    def construct(self, x):
        return self.out(self.enc(self.emb(x)).mean(1))

num_epochs = 5
steps_per_epoch = train.get_dataset_size()
total_steps = num_epochs * steps_per_epoch
warmup_steps = 100
lr = nn.warmup_lr(learning_rate=5e-4, total_step=total_steps, step_per_epoch=steps_per_epoch, warmup_epoch=warmup_steps)
print(f"steps_per_epoch={steps_per_epoch} total_steps={total_steps} warmup_steps={warmup_steps}")

net = Classifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, t: loss_fn(net(x), t), None, opt.parameters)

global_step = 0
for epoch in range(num_epochs):
    losses, correct, total = [], 0, 0
    for x, t in train.create_tuple_iterator():
        loss, g = grad_fn(x, t)
        opt(g)
        losses.append(float(loss.asnumpy()))
        if global_step % 20 == 0:
            print(f"step {global_step} loss {loss.asnumpy():.4f}")
        global_step += 1
        correct += int((net(x).argmax(1) == t).sum().asnumpy()); total += t.shape[0]
    print(f"epoch {epoch} loss {np.mean(losses):.4f} train_acc {correct/total:.4f}")
